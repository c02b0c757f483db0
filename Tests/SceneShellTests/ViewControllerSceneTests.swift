// swift-format-ignore-file: NeverUseImplicitlyUnwrappedOptionals
import Foundation
import LineEditing
import SceneRuntime
import SceneShell
import SceneUIKit
import Testing
import UIKit

// An app's own view controllers as scenes, with no headless replacement: a list whose cell
// starts a segue that `prepare(for:sender:)` hands to the router by selector, as Clean Swift's
// template does, and a form with a field, a picker, a switch and a bar button. The shell reads
// their outlets and stored values, and its `tap`, `type`, `pick`, `toggle`, `press` and
// `segue` do what a touch does. The outlets are implicitly unwrapped, as an app declares them.

@MainActor
private final class ShelfViewController: UITableViewController {
  var router: ShelfRouter?
  var countLabel: UILabel!
  var titles: [String] = []

  override func viewWillAppear(_ animated: Bool) {
    super.viewWillAppear(animated)
    titles = ["Tea", "Rice", "Salt"]
    countLabel.text = "\(titles.count) jars"
    tableView.reloadData()
  }

  override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
    let selector = NSSelectorFromString("routeTo\(segue.identifier ?? "")WithSegue:")
    if let router, router.responds(to: selector) { router.perform(selector, with: segue) }
  }

  override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
    titles.count
  }

  override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath)
    -> UITableViewCell
  {
    let cell = UITableViewCell(style: .value1, reuseIdentifier: "Jar")
    cell.textLabel?.text = titles[indexPath.row]
    return cell
  }
}

@MainActor
private final class ShelfRouter: NSObject {
  weak var viewController: ShelfViewController?

  func routeToJar(segue: UIStoryboardSegue?) {
    guard let row = viewController?.tableView.indexPathForSelectedRow?.row else { return }
    (segue?.destination as? JarViewController)?.jar = viewController?.titles[row]
  }
}

/// A view of the app's own holding a label: its label is read as `card.savedLabel`.
@MainActor
private final class JarCard: UIView {
  var savedLabel = UILabel()
}

@MainActor
private final class JarViewController: UIViewController, UIPickerViewDataSource,
  UIPickerViewDelegate
{
  var jar: String?
  var nameField: UITextField!
  var sizePicker: UIPickerView!
  var fullSwitch: UISwitch!
  var card = JarCard()

  override func viewDidLoad() {
    super.viewDidLoad()
    navigationItem.title = jar
    navigationItem.rightBarButtonItem = UIBarButtonItem(
      barButtonSystemItem: .save, target: self, action: Selector("save"))
  }

  func save() { card.savedLabel.text = "Saved \(nameField.text ?? "")" }

  func numberOfComponents(in pickerView: UIPickerView) -> Int { 1 }
  func pickerView(_ pickerView: UIPickerView, numberOfRowsInComponent component: Int) -> Int { 3 }
  func pickerView(_ pickerView: UIPickerView, titleForRow row: Int, forComponent component: Int)
    -> String?
  { ["small", "medium", "large"][row] }
}

@MainActor
@Suite(.serialized) struct ViewControllerSceneTests {
  /// What the host's generated adapter writes from the storyboard, by hand here.
  private static func makeShelf() -> ShelfViewController {
    let shelf = ShelfViewController(style: .plain)
    let router = ShelfRouter()
    router.viewController = shelf
    shelf.router = router
    shelf.countLabel = UILabel()
    shelf.segueDestinations["Jar"] = {
      let jar = JarViewController()
      jar.nameField = UITextField()
      jar.sizePicker = UIPickerView()
      jar.sizePicker.dataSource = jar
      jar.sizePicker.delegate = jar
      jar.fullSwitch = UISwitch()
      return jar
    }
    shelf.tableView.selectionSegueIdentifier = "Jar"
    SelectorTable.register("routeToJarWithSegue:", on: ShelfRouter.self) { router, segue in
      router.routeToJar(segue: segue as? UIStoryboardSegue)
    }
    SelectorTable.register("save", on: JarViewController.self) { jar, _ in jar.save() }
    return shelf
  }

  private func run(_ commands: [String]) async -> String {
    let reader = ScriptedLineReader(commands)
    let configuration = ShellConfiguration(
      isInteractive: false, inputName: "test", colorEnabled: false, clockMode: .virtual)
    let navigation = UIKitNavigation { controller, _ in ViewControllerScene(controller) }
    let shell = Shell(configuration: configuration, reader: reader) { _ in
      SceneCatalog(
        entries: [
          SceneCatalog.Entry(name: "shelf", summary: "shelf") { environment in
            navigation.root(ViewControllerScene(Self.makeShelf()), in: environment)
          }
        ],
        initialSceneName: "shelf")
    }
    _ = await shell.run()
    return reader.output
  }

  @Test func theOutletsAndStoredValuesAreTheStateAndTheyChangeAsTheViewsDo() async {
    // `viewWillAppear` filled the list as the scene was pushed, before the shell looked: no
    // diff then; `type` on the next screen changes a field, and that prints.
    let output = await run(["state", "segue Jar", "type nameField \"Oat\""])
    #expect(
      output == """
        » shelf pushed
        rows: [
          [0]: Row(text: "Tea", detail: nil),
          [1]: Row(text: "Rice", detail: nil),
          [2]: Row(text: "Salt", detail: nil)
        ]
        countLabel: "3 jars"
        titles: [
          [0]: "Tea",
          [1]: "Rice",
          [2]: "Salt"
        ]
        → route push("JarViewController")
        » jar pushed; shelf covered
        ~ nameField: "" → "Oat"

        """)
  }

  @Test func aTapFollowsTheCellsSegueThroughPrepareAndTheRoutersSelector() async {
    let output = await run(["tap 1", "state", "back", "tap 7"])
    #expect(output.contains("» jar pushed; shelf covered\n"))
    #expect(output.contains("title: \"Rice\"\n"))
    #expect(output.contains("jar: \"Rice\"\n"))
    #expect(output.contains("no row 7 in section 0; it has 3"))
  }

  @Test func typingPickingTogglingAndPressingDoWhatATouchDoes() async {
    let output = await run([
      "segue Jar", "intents", "type nameField \"Oat\"", "pick sizePicker 2", "toggle fullSwitch",
      "press save", "pick sizePicker 5",
    ])
    #expect(output.contains("  type nameField TEXT"))
    #expect(output.contains("  press save"))
    #expect(output.contains("~ nameField: \"\" → \"Oat\"\n"))
    #expect(output.contains("~ sizePicker: \"small\" → \"large\"\n"))
    #expect(output.contains("~ fullSwitch: false → true\n"))
    #expect(output.contains("+ card.savedLabel: \"Saved Oat\"\n"))
    #expect(output.contains("sizePicker has no row 5; it has 3"))
  }
}
