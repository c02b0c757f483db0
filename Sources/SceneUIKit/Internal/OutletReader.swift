import SceneRuntime
import UIKit

/// Reads a view controller's state the way a user sees it: its outlets' values and its own
/// stored values, found by reflection (the stored properties the app declared, from its class
/// up to UIKit's), so that nothing per screen has to be written. Each view read is tracked
/// through its `contentChanges`; the controller's own values are read again with them (a
/// table's data changes with its `reloadData()`).
@MainActor
struct OutletReader {
  let controller: UIViewController

  init(_ controller: UIViewController) {
    self.controller = controller
  }

  func fields() -> [StateField] {
    _ = controller.contentChanges.count
    _ = controller.navigationItem.contentChanges.count
    var fields: [StateField] = []
    if let title = controller.navigationItem.title ?? controller.title {
      fields.append(StateField("title", title))
    }
    // Read only once loaded: UIKit loads a view when it is first shown, and `viewDidLoad` runs
    // then, not when a debugger looks.
    if controller.isViewLoaded, let table = (controller as? UITableViewController)?.tableView {
      fields.append(StateField("rows", Self.content(of: table) ?? [Row]()))
    }
    for (name, value) in Self.storedProperties(of: controller) {
      if let shown = Self.shown(value) {
        fields.append(StateField(name, shown))
      } else if let view = Self.unwrap(value).value as? UIView {
        // An app's own view holding labels of its own (`detailView.courseNameLabel`).
        for (inner, innerView) in Self.ownOutlets(of: view, named: name) {
          if let shown = Self.content(of: innerView) { fields.append(StateField(inner, shown)) }
        }
      }
    }
    return fields
  }

  /// The views an app's own view class holds in its stored properties, named from
  /// `name` (`detailView.courseNameLabel`), two levels deep at most; none for UIKit's views.
  static func ownOutlets(of view: UIView, named name: String, depth: Int = 2)
    -> [(String, UIView)]
  {
    guard depth > 0, !isUIKits(type(of: view)) else { return [] }
    return storedProperties(of: view).flatMap { label, value -> [(String, UIView)] in
      guard let inner = unwrap(value).value as? UIView else { return [] }
      let path = name + "." + label
      return content(of: inner) != nil
        ? [(path, inner)] : ownOutlets(of: inner, named: path, depth: depth - 1)
    }
  }

  /// The app's stored properties of a controller or view, superclass first, stopping at
  /// UIKit's own classes.
  static func storedProperties(of object: AnyObject) -> [(String, Any)] {
    var mirrors: [Mirror] = []
    var next: Mirror? = Mirror(reflecting: object)
    while let mirror = next, !isUIKits(mirror.subjectType) {
      mirrors.append(mirror)
      next = mirror.superclassMirror
    }
    return mirrors.reversed().flatMap { mirror in
      mirror.children.compactMap { child -> (String, Any)? in
        // `$__lazy_storage_$_x`, `_wrapped`: storage, not a property the app reads by name.
        guard let label = child.label, !label.hasPrefix("$"), !label.hasPrefix("_") else {
          return nil
        }
        return (label, child.value)
      }
    }
  }

  static func isUIKits(_ type: Any.Type) -> Bool {
    String(reflecting: type).hasPrefix("UIKit.")
  }

  /// What a user sees of `value`: a view's content, a value as it is; nil for what is not
  /// state (a part such as the interactor, a closure, a collection of outlets).
  static func shown(_ value: Any) -> Any? {
    let unwrapped = unwrap(value)
    guard let object = unwrapped.value else {
      return unwrapped.wasOptional ? value : nil
    }
    if let view = object as? UIView { return content(of: view) }
    // A part the adapter wrapped (the interactor's hop decorator) is a part, not state.
    if object is any HopDecorator { return nil }
    switch Mirror(reflecting: object).displayStyle {
    case .class: return nil
    case .collection where (object as? [Any])?.first.map({ $0 is UIView }) == true: return nil
    default:
      if Mirror(reflecting: object).displayStyle == nil, isFunction(object) { return nil }
      return value
    }
  }

  private static func isFunction(_ value: Any) -> Bool {
    String(describing: type(of: value)).contains("->")
  }

  /// The value inside any number of optionals, and whether there was one.
  static func unwrap(_ value: Any) -> (value: Any?, wasOptional: Bool) {
    let mirror = Mirror(reflecting: value)
    guard mirror.displayStyle == .optional else { return (value, false) }
    guard let wrapped = mirror.children.first?.value else { return (nil, true) }
    return (unwrap(wrapped).value, true)
  }

  /// What a view shows; nil for a view with nothing a user reads (a plain container). A text
  /// that is nil is shown as nil (`as Any`), not taken for "nothing to read".
  static func content(of view: UIView) -> Any? {
    _ = view.contentChanges.count
    switch view {
    case let label as UILabel: return label.text as Any
    case let field as UITextField: return field.text as Any
    case let text as UITextView: return text.text as String? as Any
    case let toggle as UISwitch: return toggle.isOn
    case let picker as UIPickerView: return picked(in: picker)
    case let segments as UISegmentedControl:
      let selected = segments.selectedSegmentIndex
      if selected == UISegmentedControl.noSegment { return String?.none as Any }
      return segments.titleForSegment(at: selected) ?? String(selected)
    case let spinner as UIActivityIndicatorView: return spinner.isAnimating
    case let button as UIButton: return button.currentTitle as Any
    case let image as UIImageView: return image.image.map { String(describing: $0) } as Any
    case let table as UITableView: return rows(of: table)
    default: return nil
    }
  }

  /// A picker's choice per component: its delegate's title, else the row's number.
  private static func picked(in picker: UIPickerView) -> Any {
    let choices = (0..<picker.numberOfComponents).map { component -> String in
      let row = picker.selectedRow(inComponent: component)
      guard row >= 0 else { return "" }
      return picker.delegate?.pickerView(picker, titleForRow: row, forComponent: component)
        ?? String(row)
    }
    return choices.count == 1 ? choices[0] : choices
  }

  /// A table's rows, section after section, as its data source's cells show them: a standard
  /// cell's two labels, or the outlets of the app's own cell class (`titleLabel`, …). One type
  /// for the whole list (`[Row]`, or name-to-value tables when a cell of the app's own is
  /// among them): every row prints in one shape, and `[Row]` compares as Equatable values.
  static func rows(of table: UITableView) -> Any {
    let cells = (0..<table.numberOfSections).flatMap { section in
      (0..<table.numberOfRows(inSection: section)).map {
        table.cellForRow(at: IndexPath(row: $0, section: section))
      }
    }
    let own = cells.map { cell -> [String: Any]? in
      guard let cell, cell.textLabel?.text == nil, cell.detailTextLabel?.text == nil else {
        return nil
      }
      let outlets = ownOutlets(of: cell, named: "").compactMap { name, view in
        content(of: view).map { (String(name.dropFirst()), $0) }
      }
      return outlets.isEmpty ? nil : Dictionary(outlets, uniquingKeysWith: { first, _ in first })
    }
    let standard = cells.map { Row(text: $0?.textLabel?.text, detail: $0?.detailTextLabel?.text) }
    guard own.contains(where: { $0 != nil }) else { return standard }
    return zip(own, standard).map { own, row -> [String: Any] in
      own ?? ["text": row.text as Any, "detail": row.detail as Any]
    }
  }
}

/// One row of a table, as its cell shows it.
struct Row: Equatable {
  var text: String?
  var detail: String?
}
