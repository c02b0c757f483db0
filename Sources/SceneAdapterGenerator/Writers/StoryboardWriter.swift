/// Writes, for each storyboard of the scene's folder, what UIKit does when it loads a controller
/// from it, as registrations in the UIKit stand-in's `UIStoryboard`: the controller made
/// through `init?(coder:)` (so its `setup()` runs, as in the app), each outlet's object made
/// by its element with the attributes that are state (a label's text, a field's placeholder),
/// outlet collections, the objects' `delegate` and `dataSource` outlets to the controller, the
/// navigation item's title and bar buttons, and each named segue's destination (a prototype
/// cell's also as the table's selection segue). What it cannot map it names, with why.
struct StoryboardWriter {
  let module: SceneModule
  let storyboards: [Storyboard]
  /// The enum whose `wire(_:)` re-wires a controller class of these names as it is made.
  var wiring: (name: String, classes: Set<String>)? = nil

  /// `<Module>Storyboards`.
  var name: String { module.name + "Storyboards" }

  /// The UIKit class a storyboard element makes, for the elements the stand-in has.
  static let classes: [String: String] = [
    "label": "UILabel", "textField": "UITextField", "pickerView": "UIPickerView",
    "datePicker": "UIDatePicker", "imageView": "UIImageView", "tableView": "UITableView",
    "view": "UIView", "tableViewCell": "UITableViewCell", "control": "UIControl",
    "switch": "UISwitch", "button": "UIButton", "textView": "UITextView",
    "segmentedControl": "UISegmentedControl", "stackView": "UIStackView",
    "activityIndicatorView": "UIActivityIndicatorView",
  ]

  /// UIKit's classes for the elements the stand-in has no class for yet, named when skipped.
  private static let missing: [String: String] = [
    "slider": "UISlider", "stepper": "UIStepper", "scrollView": "UIScrollView",
    "collectionView": "UICollectionView", "searchBar": "UISearchBar",
    "progressView": "UIProgressView",
  ]

  /// The stand-in's `UIControl.Event`s, by the storyboard's `eventType`.
  private static let events: Set<String> = [
    "touchUpInside", "valueChanged", "editingChanged", "editingDidEnd", "primaryActionTriggered",
  ]

  /// Elements whose class is a `UIControl`: their actions are targets and actions.
  private static let controls: Set<String> = [
    "textField", "datePicker", "switch", "button", "segmentedControl", "control",
  ]

  /// The stand-in's `UIBarButtonItem.SystemItem` cases.
  private static let systemItems: Set<String> = [
    "done", "cancel", "edit", "save", "add", "flexibleSpace", "fixedSpace", "compose", "reply",
    "action", "organize", "bookmarks", "search", "refresh", "stop", "camera", "trash", "play",
    "pause", "rewind", "fastForward", "undo", "redo", "close",
  ]

  /// The controllers written: those whose class is one of the module's, and navigation
  /// controllers (made around their root).
  func registered(_ storyboard: Storyboard) -> [Storyboard.Controller] {
    storyboard.controllers.filter { controller in
      controller.customClass.map { module.type(named: $0)?.kind == .classType }
        ?? (controller.element == "navigationController")
    }
  }

  /// Whether anything is written.
  var writesAny: Bool { storyboards.contains { !registered($0).isEmpty } }

  /// The storyboard and identifier that make an instance of the module's class `name`.
  func place(of className: String) -> (storyboard: String, key: String)? {
    for storyboard in storyboards {
      if let controller = storyboard.controllers.first(where: { $0.customClass == className }) {
        return (storyboard.name, controller.key)
      }
    }
    return nil
  }

  /// Writes the registrations; returns what it could not map, and why.
  func write(into text: inout SwiftText) -> [String] {
    guard writesAny else { return [] }
    var skipped: [String] = []
    text.line()
    text.doc(
      "The controllers the app's storyboards make, as UIKit makes them when it loads one:",
      "through `init?(coder:)`, so that `setup()` runs; then the outlets, the navigation item",
      "and the segues the storyboard connects. ``register()`` of the scenes calls it.")
    text.line("@MainActor")
    text.block("enum \(name)") { body in
      body.doc("Registers every controller of the storyboards with `UIStoryboard`.")
      body.block("static func register()") { register in
        for storyboard in storyboards {
          for controller in registered(storyboard) {
            skipped += write(controller, of: storyboard, into: &register)
          }
        }
      }
    }
    return skipped
  }

  private func write(
    _ controller: Storyboard.Controller, of storyboard: Storyboard, into text: inout SwiftText
  ) -> [String] {
    var skipped: [String] = []
    let opening =
      "UIStoryboard.register(\(SwiftText.literal(controller.key)), inStoryboard: "
      + "\(SwiftText.literal(storyboard.name))) {"
    guard let className = controller.customClass, let type = module.type(named: className) else {
      // A navigation controller: around its root, made by the storyboard too.
      guard
        let root = controller.segues.first(where: { $0.relationship == "rootViewController" }),
        let destination = storyboard.controller(root.destination)
      else { return [] }
      text.scope(opening) {
        $0.line(
          "UINavigationController(rootViewController: \(instantiate(destination, of: storyboard)))"
        )
      }
      return []
    }
    let place = "\(storyboard.name).storyboard, \(className)"
    let properties = Set(properties(of: type))
    text.scope(opening) { body in
      // UIKit decodes a storyboard's controller; the stand-in's `init?(coder:)` never fails.
      body.line(
        "let controller = \(className)(coder: NSCoder()) ?? \(className)(nibName: nil, bundle: nil)"
      )
      // The objects the outlets point at, each made once, named after its first outlet.
      var names: [String: String] = [:]
      let isTableController = controller.element == "tableViewController"
      var wanted: [(id: String, name: String)] = []
      for outlet in controller.outlets where names[outlet.destination] == nil {
        names[outlet.destination] = outlet.property
        wanted.append((outlet.destination, outlet.property))
      }
      for collection in controller.outletCollections {
        for destination in collection.destinations where names[destination] == nil {
          let element = controller.object(destination)?.element ?? "object"
          let name = "\(element)\(wanted.count)"
          names[destination] = name
          wanted.append((destination, name))
        }
      }
      var made: Set<String> = []
      for (id, name) in wanted {
        if isTableController, id == controller.viewID {
          continue
        }
        guard let object = controller.object(id) else {
          skipped.append("\(place): outlet `\(name)` points at \(id), not an object of its scene")
          continue
        }
        guard let objectClass = self.objectClass(object) else {
          let uiKit = Self.missing[object.element].map { " (\($0))" } ?? ""
          skipped.append(
            "\(place): outlet `\(name)` is a \(object.element)\(uiKit), which the UIKit "
              + "stand-in has no class for")
          continue
        }
        body.line("let \(name) = \(objectClass)()")
        for line in state(of: object, name: name, place: place, skipped: &skipped) {
          body.line(line)
        }
        made.insert(id)
      }
      // The controller's one table other than its view, by the outlet it is held in.
      let tableName = { () -> String? in
        let tables = made.filter { controller.object($0)?.element == "tableView" }
        return tables.count == 1 ? tables.first.flatMap { names[$0] } : nil
      }
      let reference = { (id: String) -> String? in
        if isTableController, id == controller.viewID { return "controller.tableView" }
        if id == controller.id { return "controller" }
        return made.contains(id) ? names[id] : nil
      }
      for outlet in controller.outlets {
        guard let value = reference(outlet.destination) else { continue }
        guard properties.contains(outlet.property) else {
          skipped.append(
            "\(place): outlet `\(outlet.property)` is not a property the module's symbol graph "
              + "shows (private, or not declared): another module cannot set it")
          continue
        }
        if value != "controller.tableView" { body.line("controller.\(outlet.property) = \(value)") }
      }
      for collection in controller.outletCollections {
        guard properties.contains(collection.property) else {
          skipped.append(
            "\(place): outlet collection `\(collection.property)` is not a property the module's "
              + "symbol graph shows (private, or not declared)")
          continue
        }
        let values = collection.destinations.compactMap(reference)
        body.line("controller.\(collection.property) = [\(values.joined(separator: ", "))]")
      }
      // The objects' own outlets to the controller: a field's delegate, a picker's data source.
      for object in controller.objects {
        guard let value = reference(object.id) else { continue }
        for outlet in object.outlets where outlet.destination == controller.id {
          guard ["delegate", "dataSource"].contains(outlet.property) else { continue }
          if isTableController, object.id == controller.viewID { continue }
          let base = Self.classes[object.element] ?? ""
          let conformance = base + (outlet.property == "delegate" ? "Delegate" : "DataSource")
          if type.conformances.contains(where: {
            $0 == conformance || $0.hasSuffix("." + conformance)
          })
            || object.element == "tableView" && isTableController
          {
            body.line("\(value).\(outlet.property) = controller")
          } else {
            skipped.append(
              "\(place): \(value).\(outlet.property) is the controller in the storyboard, but "
                + "\(className) does not declare \(conformance)")
          }
        }
      }
      // A control's actions: its targets, which a touch (`toggle`, `press`) sends to.
      for action in controller.actions where action.destination == controller.id {
        guard Self.controls.contains(action.sourceElement), let value = reference(action.sourceID)
        else { continue }
        guard let event = action.eventType, Self.events.contains(event) else {
          skipped.append(
            "\(place): \(value)'s action `\(action.selector)` is sent on an event the stand-in "
              + "has not (\(action.eventType ?? "none"))")
          continue
        }
        body.line(
          "\(value).addTarget(controller, action: Selector(\(SwiftText.literal(action.selector))), "
            + "for: .\(event))")
      }
      if let title = controller.navigationTitle {
        body.line("controller.navigationItem.title = \(SwiftText.literal(title))")
      }
      for button in controller.barButtons {
        guard ["leftBarButtonItem", "rightBarButtonItem", "backBarButtonItem"].contains(button.key)
        else {
          skipped.append("\(place): bar button `\(button.key)` is not one the stand-in's item has")
          continue
        }
        let target =
          button.action.map { "target: controller, action: Selector(\(SwiftText.literal($0)))" }
          ?? "target: nil, action: nil"
        if let item = button.systemItem, Self.systemItems.contains(item) {
          body.line(
            "controller.navigationItem.\(button.key) = UIBarButtonItem(barButtonSystemItem: "
              + ".\(item), \(target))")
        } else if let title = button.title {
          body.line(
            "controller.navigationItem.\(button.key) = UIBarButtonItem(title: "
              + "\(SwiftText.literal(title)), style: .plain, \(target))")
        } else {
          skipped.append(
            "\(place): bar button `\(button.key)` has neither a title nor a system item the "
              + "stand-in has")
        }
      }
      for segue in controller.segues where segue.relationship == nil {
        guard let identifier = segue.identifier else { continue }
        guard let destination = storyboard.controller(segue.destination),
          registered(storyboard).contains(where: { $0.id == destination.id })
        else {
          skipped.append(
            "\(place): segue `\(identifier)` leads to a controller the storyboard does not make "
              + "here (no class of the module)")
          continue
        }
        body.line(
          "controller.segueDestinations[\(SwiftText.literal(identifier))] = { "
            + "\(instantiate(destination, of: storyboard)) }")
        if segue.sourceElement == "tableViewCell" {
          if isTableController {
            body.line(
              "controller.tableView.selectionSegueIdentifier = \(SwiftText.literal(identifier))")
          } else {
            skipped.append(
              "\(place): segue `\(identifier)` starts from a prototype cell of a table that is "
                + "not the controller's own: follow it with `segue \(identifier)`")
          }
        }
      }
      writePrototypes(
        of: controller, table: isTableController ? "controller.tableView" : tableName(),
        place: place, into: &body, skipped: &skipped)
      let staticCells = controller.objects.filter { $0.element == "tableViewCell" }.count
      if controller.objects.contains(where: { $0.attributes["dataMode"] == "static" }) {
        skipped.append(
          "\(place): its table's \(staticCells) static cells are not rows of the stand-in's "
            + "table (their outlets are set)")
      }
      if let wiring, wiring.classes.contains(className) {
        body.line("\(wiring.name).wire(controller)")
      }
      body.line("return controller")
    }
    return skipped
  }

  /// A table's prototype cells of a class of the module, registered with the table as the
  /// storyboard makes them (`registerPrototype`): the cell with its own outlets, which the app's
  /// `dequeueReusableCell(withIdentifier:)` then gets, as from UIKit's prototype.
  private func writePrototypes(
    of controller: Storyboard.Controller, table: String?, place: String,
    into body: inout SwiftText, skipped: inout [String]
  ) {
    for cell in controller.objects
    where cell.element == "tableViewCell" && cell.attributes["reuseIdentifier"] != nil {
      guard let identifier = cell.attributes["reuseIdentifier"], let className = cell.customClass,
        let cellType = module.type(named: className), cellType.kind == .classType
      else { continue }
      guard let table else {
        skipped.append(
          "\(place): prototype cell `\(identifier)` (\(className)) is in a table the controller "
            + "holds in no one outlet: not registered")
        continue
      }
      let properties = Set(properties(of: cellType))
      body.scope(
        "\(table).registerPrototype(\(SwiftText.literal(identifier))) {"
      ) { make in
        make.line(
          "let cell = \(className)(headlessReuseIdentifier: \(SwiftText.literal(identifier)))")
        for outlet in cell.outlets {
          guard let object = controller.object(outlet.destination),
            let objectClass = objectClass(object), properties.contains(outlet.property)
          else {
            skipped.append(
              "\(place): prototype cell `\(identifier)`'s outlet `\(outlet.property)` is not made "
                + "(a view the stand-in lacks, or not a property the symbol graph shows)")
            continue
          }
          let name = outlet.property
          make.line("let \(name) = \(objectClass)()")
          for line in state(of: object, name: name, place: place, skipped: &skipped) {
            make.line(line)
          }
          make.line("cell.\(outlet.property) = \(name)")
        }
        make.line("return cell")
      }
    }
  }

  /// `UIStoryboard(name: "Orders", bundle: nil).instantiateViewController(withIdentifier: …)`.
  private func instantiate(_ controller: Storyboard.Controller, of storyboard: Storyboard)
    -> String
  {
    "UIStoryboard(name: \(SwiftText.literal(storyboard.name)), bundle: nil)"
      + ".instantiateViewController(withIdentifier: \(SwiftText.literal(controller.key)))"
  }

  /// The class an object is made of: its custom class, when one of the module's, or UIKit's
  /// for its element; nil for one the stand-in lacks.
  private func objectClass(_ object: Storyboard.Object) -> String? {
    if let custom = object.customClass {
      return module.type(named: custom)?.kind == .classType ? custom : nil
    }
    return Self.classes[object.element]
  }

  /// The lines setting the attributes that are state.
  private func state(
    of object: Storyboard.Object, name: String, place: String, skipped: inout [String]
  ) -> [String] {
    var lines: [String] = []
    let attributes = object.attributes
    if ["label", "textField", "textView"].contains(object.element), let text = attributes["text"] {
      lines.append("\(name).text = \(SwiftText.literal(text))")
    }
    if object.element == "textField", let placeholder = attributes["placeholder"] {
      lines.append("\(name).placeholder = \(SwiftText.literal(placeholder))")
    }
    if object.element == "datePicker", let mode = attributes["datePickerMode"],
      ["time", "date", "dateAndTime", "countDownTimer"].contains(mode)
    {
      lines.append("\(name).datePickerMode = .\(mode)")
    }
    if object.element == "switch", let on = attributes["on"] {
      lines.append("\(name).isOn = \(on == "YES")")
    }
    if let image = attributes["image"] {
      skipped.append(
        "\(place): `\(name)`'s image \"\(image)\" is not set: the stand-in loads no assets")
    }
    return lines
  }

  /// The names of the properties of a class and of the module's classes it inherits from.
  private func properties(of type: SceneModule.TypeInfo) -> [String] {
    var names = type.members.filter { $0.kind == .property && !$0.isStatic }.map(\.name)
    for parent in type.conformances.compactMap(module.type(named:))
    where parent.kind == .classType && parent.name != type.name {
      names += properties(of: parent)
    }
    return names
  }
}
