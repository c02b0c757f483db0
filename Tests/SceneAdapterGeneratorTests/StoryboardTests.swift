import Foundation
import Testing

@testable import SceneAdapterGenerator

/// Storyboards read as UIKit loads them, and the registrations written from them: the Orders
/// fixture's shapes (a navigation controller's root, a prototype cell's segue, a table header's
/// label) and those of a public Clean Swift app (static cells with fields inside stack views,
/// top-level pickers, a bar button's action, outlet collections), in a storyboard of our own.
struct StoryboardTests {
  /// A small app's storyboard: a navigation controller around a list whose prototype cell and
  /// + button start segues, and a form as a static table.
  static let xml = """
    <?xml version="1.0" encoding="UTF-8"?>
    <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" \
    initialViewController="nav-1">
      <scenes>
        <scene sceneID="s-nav">
          <objects>
            <navigationController id="nav-1" sceneMemberID="viewController">
              <connections>
                <segue destination="list-1" kind="relationship" relationship="rootViewController" id="g-1"/>
              </connections>
            </navigationController>
          </objects>
        </scene>
        <scene sceneID="s-list">
          <objects>
            <tableViewController storyboardIdentifier="ListViewController" id="list-1" \
    customClass="ListViewController" sceneMemberID="viewController">
              <tableView key="view" dataMode="prototypes" id="table-1">
                <view key="tableHeaderView" id="header-1">
                  <subviews><label text="Nothing yet" id="label-count"/></subviews>
                </view>
                <prototypes>
                  <tableViewCell reuseIdentifier="Cell" customClass="ItemCell" id="cell-1">
                    <tableViewCellContentView key="contentView" id="cell-1-content">
                      <subviews><label text="Item" id="label-item"/></subviews>
                    </tableViewCellContentView>
                    <connections>
                      <outlet property="itemLabel" destination="label-item" id="o-item"/>
                      <segue destination="form-1" kind="show" identifier="ShowForm" id="g-2"/>
                    </connections>
                  </tableViewCell>
                </prototypes>
                <connections>
                  <outlet property="dataSource" destination="list-1" id="o-1"/>
                  <outlet property="delegate" destination="list-1" id="o-2"/>
                </connections>
              </tableView>
              <navigationItem key="navigationItem" title="Things" id="item-1">
                <barButtonItem key="rightBarButtonItem" systemItem="add" id="add-1">
                  <connections>
                    <segue destination="form-1" kind="show" identifier="NewThing" id="g-3"/>
                  </connections>
                </barButtonItem>
              </navigationItem>
              <connections>
                <outlet property="countLabel" destination="label-count" id="o-3"/>
              </connections>
            </tableViewController>
          </objects>
        </scene>
        <scene sceneID="s-form">
          <objects>
            <tableViewController storyboardIdentifier="FormViewController" id="form-1" \
    customClass="FormViewController" sceneMemberID="viewController">
              <tableView key="view" dataMode="static" style="grouped" id="table-2">
                <sections>
                  <tableViewSection headerTitle="Who" id="section-1">
                    <cells>
                      <tableViewCell id="cell-2">
                        <tableViewCellContentView key="contentView" id="content-1">
                          <subviews>
                            <stackView axis="horizontal" id="stack-1">
                              <subviews>
                                <textField placeholder="Name" id="field-name">
                                  <connections>
                                    <outlet property="delegate" destination="form-1" id="o-4"/>
                                  </connections>
                                </textField>
                                <textField placeholder="Day" id="field-day"/>
                              </subviews>
                            </stackView>
                          </subviews>
                        </tableViewCellContentView>
                      </tableViewCell>
                    </cells>
                  </tableViewSection>
                </sections>
                <connections>
                  <outlet property="dataSource" destination="form-1" id="o-5"/>
                  <outlet property="delegate" destination="form-1" id="o-6"/>
                </connections>
              </tableView>
              <navigationItem key="navigationItem" title="New thing" id="item-2">
                <barButtonItem key="rightBarButtonItem" systemItem="save" id="save-1">
                  <connections>
                    <action selector="saveTapped:" destination="form-1" id="a-1"/>
                  </connections>
                </barButtonItem>
              </navigationItem>
              <connections>
                <outlet property="nameField" destination="field-name" id="o-7"/>
                <outlet property="dayField" destination="field-day" id="o-8"/>
                <outlet property="kindPicker" destination="picker-1" id="o-9"/>
                <outlet property="dayPicker" destination="date-1" id="o-10"/>
                <outlet property="secretSwitch" destination="switch-1" id="o-11"/>
                <outlet property="volumeSlider" destination="slider-1" id="o-14"/>
                <outletCollection property="fields" destination="field-name" id="c-1"/>
                <outletCollection property="fields" destination="field-day" id="c-2"/>
              </connections>
            </tableViewController>
            <pickerView id="picker-1">
              <connections>
                <outlet property="dataSource" destination="form-1" id="o-12"/>
                <outlet property="delegate" destination="form-1" id="o-13"/>
              </connections>
            </pickerView>
            <datePicker datePickerMode="date" id="date-1">
              <connections>
                <action selector="dayChanged:" destination="form-1" eventType="valueChanged" id="a-2"/>
              </connections>
            </datePicker>
            <switch on="YES" id="switch-1"/>
            <slider value="0.5" id="slider-1"/>
          </objects>
        </scene>
      </scenes>
    </document>
    """

  private func storyboard() throws -> Storyboard {
    try StoryboardReader.read(Data(Self.xml.utf8), name: "Things")
  }

  @Test func readsControllersOutletsSeguesAndActions() throws {
    let storyboard = try storyboard()
    #expect(
      storyboard.controllers.map(\.key) == ["nav-1", "ListViewController", "FormViewController"])
    #expect(storyboard.firstController?.customClass == "ListViewController")
    let list = try #require(storyboard.controller("list-1"))
    #expect(list.viewID == "table-1")
    #expect(list.navigationTitle == "Things")
    #expect(list.segues.map(\.identifier) == ["ShowForm", "NewThing"])
    #expect(list.segues.map(\.sourceElement) == ["tableViewCell", "barButtonItem"])
    #expect(list.object("label-count")?.attributes["text"] == "Nothing yet")
    let form = try #require(storyboard.controller("form-1"))
    #expect(form.outletCollections.map(\.destinations) == [["field-name", "field-day"]])
    // Top-level scene objects and fields inside a stack view in a static cell are found.
    #expect(form.object("picker-1")?.outlets.map(\.property) == ["dataSource", "delegate"])
    #expect(form.object("field-name")?.element == "textField")
    #expect(
      form.actions.map(\.selector) == ["saveTapped:", "dayChanged:"]
        && form.actions.map(\.sourceElement) == ["barButtonItem", "datePicker"])
    #expect(
      form.barButtons == [
        Storyboard.BarButton(
          key: "rightBarButtonItem", systemItem: "save", title: nil, action: "saveTapped:",
          segueIdentifier: nil)
      ])
  }

  @Test func notXMLIsAnError() {
    #expect(throws: GeneratorError.self) {
      try StoryboardReader.read(Data("plain text, no storyboard".utf8), name: "Broken")
    }
  }

  /// The module's controller classes and their outlets (`volumeSlider` has no stand-in class;
  /// `dayField` is private, so the graph leaves it out).
  static var graph: GraphFixture {
    var graph = GraphFixture()
    graph.type(
      "L", "class", ["ListViewController"], "class ListViewController",
      access: "internal", inheritsFrom: ["UIKit.UITableViewController"])
    graph.member(of: "L", "property", ["countLabel"], "var countLabel: UILabel!")
    graph.type(
      "C", "class", ["ItemCell"], "class ItemCell", access: "internal",
      inheritsFrom: ["UIKit.UITableViewCell"])
    graph.member(of: "C", "property", ["itemLabel"], "var itemLabel: UILabel!")
    graph.type(
      "F", "class", ["FormViewController"], "class FormViewController", access: "internal",
      inheritsFrom: [
        "UIKit.UITableViewController", "UIKit.UITextFieldDelegate",
        "UIKit.UIPickerViewDataSource",
      ])
    for (name, type) in [
      ("nameField", "UITextField!"), ("kindPicker", "UIPickerView!"),
      ("dayPicker", "UIDatePicker!"), ("secretSwitch", "UISwitch!"), ("fields", "[UITextField]!"),
    ] {
      graph.member(of: "F", "property", [name], "var \(name): \(type)")
    }
    graph.member(
      of: "F", "method", ["saveTapped(_:)"], "func saveTapped(_ sender: Any)",
      parameters: [("sender", "Any", nil)])
    graph.member(
      of: "F", "method", ["dayChanged(_:)"], "func dayChanged(_ sender: Any)",
      parameters: [("sender", "Any", nil)])
    return graph
  }

  private func generated() throws -> String {
    try AdapterGenerator(command: "generate", storyboards: [storyboard()])
      .source(symbolGraph: Self.graph.json())
  }

  @Test func writesWhatUIKitMakesOfEachController() throws {
    let source = try generated()
    for line in [
      "UIStoryboard.register(\"nav-1\", inStoryboard: \"Things\") {",
      "UINavigationController(rootViewController: UIStoryboard(name: \"Things\", bundle: nil)"
        + ".instantiateViewController(withIdentifier: \"ListViewController\"))",
      "UIStoryboard.register(\"ListViewController\", inStoryboard: \"Things\") {",
      "let controller = ListViewController(coder: NSCoder()) ?? ListViewController(nibName: nil, bundle: nil)",
      "let countLabel = UILabel()",
      "countLabel.text = \"Nothing yet\"",
      "controller.countLabel = countLabel",
      "controller.navigationItem.title = \"Things\"",
      "controller.navigationItem.rightBarButtonItem = UIBarButtonItem(barButtonSystemItem: "
        + ".add, target: nil, action: nil)",
      "controller.segueDestinations[\"ShowForm\"] = { UIStoryboard(name: \"Things\", bundle: nil)"
        + ".instantiateViewController(withIdentifier: \"FormViewController\") }",
      "controller.tableView.selectionSegueIdentifier = \"ShowForm\"",
      // The prototype cell of the app's own class, with its outlets, as UIKit reads it.
      "controller.tableView.registerPrototype(\"Cell\") {",
      "let cell = ItemCell(headlessReuseIdentifier: \"Cell\")",
      "itemLabel.text = \"Item\"",
      "cell.itemLabel = itemLabel",
      "let nameField = UITextField()",
      "nameField.placeholder = \"Name\"",
      "nameField.delegate = controller",
      "dayPicker.datePickerMode = .date",
      "kindPicker.dataSource = controller",
      "let secretSwitch = UISwitch()",
      "secretSwitch.isOn = true",
      "dayPicker.addTarget(controller, action: Selector(\"dayChanged:\"), for: .valueChanged)",
      "controller.fields = [nameField, dayField]",
      "controller.navigationItem.rightBarButtonItem = UIBarButtonItem(barButtonSystemItem: "
        + ".save, target: controller, action: Selector(\"saveTapped:\"))",
    ] {
      #expect(source.contains(line), "\(line)")
    }
    // The table view controller's own table is not made again, nor told its data source.
    #expect(!source.contains("UITableView()"))
    #expect(!source.contains("controller.tableView.dataSource"))
    // What cannot be mapped is named in the header, and left out.
    #expect(
      source.contains("outlet `volumeSlider` is a slider (UISlider), which the UIKit stand-in"))
    #expect(source.contains("outlet `dayField` is not a property the module's symbol graph"))
    #expect(source.contains("kindPicker.delegate is the controller in the storyboard, but"))
    #expect(source.contains("static cells are not rows"))
    #expect(source.contains("import UIKit"))
  }
}
