import SceneRuntime
import UIKit

/// The intents a user's touches make on a view controller's screen, offered for what the
/// screen has: a table (`tap`), text fields (`type`), pickers and segmented controls (`pick`),
/// switches (`toggle`), buttons and bar buttons (`press`), storyboard segues (`segue`). Each
/// does what UIKit does on that touch, calling the app's own delegate methods and actions.
@MainActor
struct ScreenIntents {
  let controller: UIViewController

  init(_ controller: UIViewController) {
    self.controller = controller
  }

  /// The views the app holds in its outlets, by property name, and those its own views hold
  /// (`detailView.nameField`).
  private var outlets: [(name: String, view: UIView)] {
    OutletReader.storedProperties(of: controller).flatMap { name, value in
      guard let view = OutletReader.unwrap(value).value as? UIView else {
        return [(name: String, view: UIView)]()
      }
      return [(name, view)] + OutletReader.ownOutlets(of: view, named: name)
    }
  }

  var intents: [Intent] {
    var intents: [Intent] = []
    // A table the data source gives no rows (a storyboard's static cells, which are not read)
    // offers nothing to tap.
    if let table,
      (0..<table.numberOfSections).contains(where: { table.numberOfRows(inSection: $0) > 0 })
    {
      intents.append(tap)
    }
    let fields = outlets.filter { $0.view is UITextField || $0.view is UITextView }
    if !fields.isEmpty { intents.append(type(into: fields)) }
    let pickers = outlets.filter { $0.view is UIPickerView || $0.view is UISegmentedControl }
    if !pickers.isEmpty { intents.append(pick(in: pickers)) }
    let switches = outlets.filter { $0.view is UISwitch }
    if !switches.isEmpty { intents.append(toggle(switches)) }
    let buttons = self.buttons
    if !buttons.isEmpty { intents.append(press(buttons)) }
    let segues = controller.segueDestinations.keys.sorted()
    if !segues.isEmpty { intents.append(segue(segues)) }
    return intents
  }

  private var table: UITableView? {
    guard controller.isViewLoaded else { return nil }
    return (controller as? UITableViewController)?.tableView
      ?? outlets.lazy.compactMap { $0.view as? UITableView }.first
  }

  private var tap: Intent {
    Intent(
      "tap",
      arguments: [
        IntentArgument("ROW", .integer), IntentArgument("SECTION", .integer, optional: true),
      ],
      summary: "Tap row ROW (0-based) of the table: its delegate is told, its segue followed."
    ) { [controller] arguments throws(IntentFailure) in
      guard let table = ScreenIntents(controller).table else {
        throw IntentFailure("the screen has no table")
      }
      let section = arguments.integer("SECTION") ?? 0
      let row = arguments.integer("ROW") ?? 0
      let rows = section < table.numberOfSections ? table.numberOfRows(inSection: section) : 0
      guard (0..<rows).contains(row) else {
        throw IntentFailure("no row \(row) in section \(section); it has \(rows)")
      }
      let indexPath = IndexPath(row: row, section: section)
      table.selectRow(at: indexPath, animated: true, scrollPosition: .none)
      table.delegate?.tableView(table, didSelectRowAt: indexPath)
      if let segue = table.selectionSegueIdentifier {
        controller.performSegue(withIdentifier: segue, sender: table.cellForRow(at: indexPath))
      }
    }
  }

  private func type(into fields: [(name: String, view: UIView)]) -> Intent {
    let names = fields.map(\.name)
    return Intent(
      "type", arguments: [IntentArgument("FIELD", .choice(names)), IntentArgument("TEXT", .text)],
      summary: "Type TEXT into a field, as the keyboard would: its delegate is told."
    ) { [controller] arguments throws(IntentFailure) in
      let name = arguments.choice("FIELD") ?? ""
      let text = arguments.text("TEXT") ?? ""
      let view = ScreenIntents(controller).outlets.first { $0.name == name }?.view
      if let field = view as? UITextField {
        guard field.delegate?.textFieldShouldBeginEditing(field) ?? true else {
          throw IntentFailure("\(name)'s delegate did not let it be edited")
        }
        field.delegate?.textFieldDidBeginEditing(field)
        field.text = text
        field.sendActions(for: .editingChanged)
        field.delegate?.textFieldDidEndEditing(field)
        field.sendActions(for: .editingDidEnd)
      } else if let textView = view as? UITextView {
        textView.text = text
      }
    }
  }

  private func pick(in pickers: [(name: String, view: UIView)]) -> Intent {
    Intent(
      "pick",
      arguments: [
        IntentArgument("PICKER", .choice(pickers.map(\.name))), IntentArgument("ROW", .integer),
      ],
      summary: "Spin a picker to row ROW (0-based), or select a segment: its delegate is told."
    ) { [controller] arguments throws(IntentFailure) in
      let name = arguments.choice("PICKER") ?? ""
      let row = arguments.integer("ROW") ?? 0
      let view = ScreenIntents(controller).outlets.first { $0.name == name }?.view
      if let picker = view as? UIPickerView {
        let rows = picker.numberOfComponents > 0 ? picker.numberOfRows(inComponent: 0) : 0
        guard (0..<rows).contains(row) else {
          throw IntentFailure("\(name) has no row \(row); it has \(rows)")
        }
        picker.pick(row, inComponent: 0)
      } else if let segments = view as? UISegmentedControl {
        guard (0..<segments.numberOfSegments).contains(row) else {
          throw IntentFailure("\(name) has no segment \(row); it has \(segments.numberOfSegments)")
        }
        segments.selectedSegmentIndex = row
        segments.sendActions(for: .valueChanged)
      }
    }
  }

  private func toggle(_ switches: [(name: String, view: UIView)]) -> Intent {
    Intent(
      "toggle", arguments: [IntentArgument("SWITCH", .choice(switches.map(\.name)))],
      summary: "Flip a switch: its value-changed actions are sent."
    ) { [controller] arguments throws(IntentFailure) in
      let name = arguments.choice("SWITCH") ?? ""
      guard
        let toggle = ScreenIntents(controller).outlets.first(where: { $0.name == name })?.view
          as? UISwitch
      else { throw IntentFailure("no switch \(name)") }
      toggle.setOn(!toggle.isOn, animated: true)
      toggle.sendActions(for: .valueChanged)
    }
  }

  /// Bar buttons by title or system item (`save`, `add`), and button outlets by name.
  private var buttons: [(name: String, press: @MainActor () -> Void)] {
    let item = controller.navigationItem
    let barItems = (item.leftBarButtonItems ?? []) + (item.rightBarButtonItems ?? [])
    let bar: [(name: String, press: @MainActor () -> Void)] = barItems.compactMap { button in
      guard let name = Self.name(of: button), let action = button.action,
        let target = button.target
      else { return nil }
      return (name, { SelectorTable.method(action, of: target)?(button) })
    }
    let outlets: [(name: String, press: @MainActor () -> Void)] = outlets.compactMap {
      guard let button = $0.view as? UIButton else { return nil }
      return ($0.name, { button.sendActions(for: .touchUpInside) })
    }
    return bar + outlets
  }

  /// `Gift` → `gift`; a system item by its case (`save`, `add`).
  private static func name(of button: UIBarButtonItem) -> String? {
    if let title = button.title, !title.isEmpty {
      let word = title.split(whereSeparator: { !$0.isLetter && !$0.isNumber }).joined()
      return word.isEmpty ? nil : word.prefix(1).lowercased() + word.dropFirst()
    }
    return button.systemItem.map { String(describing: $0) }
  }

  private func press(_ buttons: [(name: String, press: @MainActor () -> Void)]) -> Intent {
    Intent(
      "press", arguments: [IntentArgument("BUTTON", .choice(buttons.map(\.name)))],
      summary: "Press a button or bar button: its action is sent to its target."
    ) { [controller] arguments throws(IntentFailure) in
      let name = arguments.choice("BUTTON") ?? ""
      guard let button = ScreenIntents(controller).buttons.first(where: { $0.name == name }) else {
        throw IntentFailure("no button \(name)")
      }
      button.press()
    }
  }

  private func segue(_ identifiers: [String]) -> Intent {
    Intent(
      "segue", arguments: [IntentArgument("ID", .choice(identifiers))],
      summary: "Perform a storyboard segue: prepare(for:sender:) runs, then the show."
    ) { [controller] arguments throws(IntentFailure) in
      controller.performSegue(withIdentifier: arguments.choice("ID") ?? "", sender: nil)
    }
  }
}
