import Foundation
import Testing
import UIKit

/// A form as a view controller keeps one: a table with rows from its data source, fields, a
/// picker as a field's keyboard.
@MainActor
private final class Form: UITableViewController, UIPickerViewDataSource, UIPickerViewDelegate {
  let methods = ["Standard", "Two-day", "Overnight"]
  let name = UITextField()
  let method = UITextField()
  let picker = UIPickerView()
  var selected: [IndexPath] = []

  override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
    2
  }

  override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath)
    -> UITableViewCell
  {
    let cell = tableView.dequeueReusableCell(withIdentifier: "Field", for: indexPath)
    cell.textLabel?.text = ["Name", "Method"][indexPath.row]
    cell.contentView.addSubview([name, method][indexPath.row])
    return cell
  }

  override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
    selected.append(indexPath)
  }

  func numberOfComponents(in pickerView: UIPickerView) -> Int { 1 }

  func pickerView(_ pickerView: UIPickerView, numberOfRowsInComponent component: Int) -> Int {
    methods.count
  }

  func pickerView(_ pickerView: UIPickerView, didSelectRow row: Int, inComponent component: Int) {
    method.text = methods[row]
  }
}

@MainActor @Suite(.serialized) struct UIKitFormTests {
  @Test func aTablesRowsComeFromItsDataSourceEachCellMadeOnceUntilAReload() throws {
    let form = Form(style: .plain)
    let table = try #require(form.tableView)
    #expect(table.dataSource === form && table.delegate === form)
    #expect(table.numberOfSections == 1 && table.numberOfRows(inSection: 0) == 2)
    let cell = try #require(table.cellForRow(at: IndexPath(row: 1, section: 0)))
    #expect(cell.textLabel?.text == "Method" && cell.detailTextLabel != nil)
    #expect(cell.reuseIdentifier == "Field")
    #expect(table.cellForRow(at: IndexPath(row: 1, section: 0)) === cell)
    #expect(table.cellForRow(at: IndexPath(row: 2, section: 0)) == nil)
    #expect(form.method.isDescendant(of: cell) && !form.name.isDescendant(of: cell))
    // A reload asks the data source again; its dequeue hands the cell put back for reuse.
    table.reloadData()
    #expect(table.cellForRow(at: IndexPath(row: 1, section: 0)) === cell)
    #expect(table.reloadCount == 1)
  }

  @Test func aDefaultStyleCellHasNoDetailLabelAsInUIKit() {
    let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
    #expect(cell.textLabel != nil && cell.detailTextLabel == nil)
  }

  @Test func oneFirstResponderAtATimeAndOnlyWhatCanBeOne() {
    let name = UITextField()
    let method = UITextField()
    #expect(name.becomeFirstResponder() && name.isFirstResponder)
    #expect(method.becomeFirstResponder())
    #expect(!name.isFirstResponder && method.isFirstResponder)
    #expect(method.resignFirstResponder() && !method.isFirstResponder)
    method.isEnabled = false
    #expect(!method.becomeFirstResponder())
    #expect(!UILabel().becomeFirstResponder())
    #expect([name, method].firstIndex(of: method) == 1)
  }

  @Test func aPickedRowIsSelectedAndTheDelegateTold() {
    let form = Form(style: .plain)
    form.picker.dataSource = form
    form.picker.delegate = form
    form.method.inputView = form.picker
    #expect(form.method.inputView === form.picker)
    #expect(form.picker.numberOfComponents == 1 && form.picker.selectedRow(inComponent: 0) == 0)
    form.picker.pick(2, inComponent: 0)
    #expect(form.picker.selectedRow(inComponent: 0) == 2 && form.method.text == "Overnight")
    form.picker.selectRow(1, inComponent: 0, animated: false)
    #expect(form.picker.selectedRow(inComponent: 0) == 1 && form.method.text == "Overnight")
    form.picker.pick(3, inComponent: 0)
    #expect(form.picker.selectedRow(inComponent: 0) == 1)
    #expect(UIPickerView().selectedRow(inComponent: 0) == -1)
  }

  @Test func barButtonsKeepTheirTargetAndActionAndTheNavigationItemKeepsThem() {
    let form = Form(style: .plain)
    let save = UIBarButtonItem(barButtonSystemItem: .save, target: form, action: Selector("save"))
    form.navigationItem.rightBarButtonItem = save
    form.navigationItem.title = "New order"
    #expect(form.navigationItem.rightBarButtonItems?.count == 1)
    #expect(form.navigationItem.rightBarButtonItem === save && save.target === form)
    #expect(save.action == NSSelectorFromString("save") && save.systemItem == .save)
    #expect(form.navigationItem === form.navigationItem)
    let gift = UIBarButtonItem(title: "Gift", style: .plain, target: nil, action: nil)
    #expect(gift.title == "Gift" && gift.systemItem == nil && gift.action == nil)
  }

  @Test func aSelectorFindsOnlyWhatTheTableRegisteredForThatObject() {
    final class Router: NSObject {
      var routed: [String?] = []
      func routeToShowOrder(segue: String?) { routed.append(segue) }
    }
    let selector = NSSelectorFromString("routeToShowOrderWithSegue:")
    #expect(NSStringFromSelector(selector) == "routeToShowOrderWithSegue:")
    let router = Router()
    #expect(!router.responds(to: selector))
    SelectorTable.register("routeToShowOrderWithSegue:", on: Router.self) { router, segue in
      router.routeToShowOrder(segue: segue as? String)
    }
    #expect(router.responds(to: selector))
    #expect(!NSObject().responds(to: selector))
    #expect(!router.responds(to: NSSelectorFromString("routeToShowOrder")))
    #expect(router.perform(selector, with: "ShowOrder") == nil)
    #expect(router.routed == ["ShowOrder"])
  }

  @Test func anAlertsTextFieldsAreConfiguredAndKeptInOrder() {
    let alert = UIAlertController(title: "Gift", message: nil, preferredStyle: .alert)
    #expect(alert.textFields == nil)
    alert.addTextField { $0.placeholder = "Message" }
    alert.addTextField { $0.keyboardType = .numberPad }
    #expect(alert.textFields?.map(\.placeholder) == ["Message", nil])
    #expect(alert.textFields?.last?.keyboardType == .numberPad)
    let logo = UIImageView(image: nil)
    #expect(logo.image == nil)
  }
}
