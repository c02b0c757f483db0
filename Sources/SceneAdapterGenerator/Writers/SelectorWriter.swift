/// Writes the selector table's entries (the UIKit stand-in's `SelectorTable`): Linux has no
/// Objective-C runtime to find a method by its selector, so the template's
/// `router.responds(to: NSSelectorFromString("routeTo\(scene)WithSegue:"))` and
/// `router.perform(selector, with: segue)`, and a button's target and action, find the
/// method here. Entered: every method of a protocol its file declares `@objc` (a router's),
/// under its Objective-C selector (`routeToShowOrderWithSegue:`); and the methods of the app's
/// view controllers that a button or a storyboard may name (no argument, or one sender),
/// under both their Swift spelling (`giftButtonTapped(_:)`, as `#selector` writes it) and their
/// Objective-C one (`giftButtonTapped:`, as a storyboard's action does).
struct SelectorWriter {
  let module: SceneModule

  /// One method a selector reaches on a target of `type`.
  private struct Entry {
    /// `any ListOrdersRoutingLogic` or `CreateOrderViewController`, registered `on:` it.
    let type: String
    let method: Member
  }

  /// `<Module>Selectors`.
  var name: String { module.name + "Selectors" }

  /// Whether any entry is written.
  var writesAny: Bool { !entries.isEmpty }

  /// Each selector with the methods it reaches, by selector.
  private var entries: [(selector: String, entries: [Entry])] {
    var table: [String: [Entry]] = [:]
    for type in module.types where type.kind == .protocolType && type.isObjC {
      for method in type.members where Self.isPerformable(method) {
        table[Self.objectiveC(method), default: []].append(
          Entry(type: "any " + type.name, method: method))
      }
    }
    for type in module.types where module.isViewController(type) {
      for method in Self.actionMethods(of: type) {
        let entry = Entry(type: type.name, method: method)
        for selector in Set([Self.objectiveC(method), Self.swift(method)]) {
          table[selector, default: []].append(entry)
        }
      }
    }
    return table.keys.sorted().map { ($0, table[$0] ?? []) }
  }

  /// A view controller's methods a button's action or a storyboard's may name: no result,
  /// no argument or one that a sender is passed to, not the lifecycle's (`override`).
  static func actionMethods(of type: SceneModule.TypeInfo) -> [Member] {
    type.members.filter { method in
      method.kind == .method && !method.isStatic && !method.isGeneric && !method.isAsync
        && !method.isThrowing && method.returnType == nil
        && !method.modifiers.contains("override") && method.access != "private"
        && method.access != "fileprivate"
        && (method.parameters.isEmpty
          || method.parameters.count == 1 && isSender(method.parameters[0].type))
    }
  }

  /// A parameter a sender can be passed to: `Any`, `AnyObject`, or a UIKit type.
  private static func isSender(_ type: String) -> Bool {
    let base = type.trimmingCharacters(in: .whitespaces).replacingOccurrences(of: "?", with: "")
      .replacingOccurrences(of: "!", with: "")
    return ["Any", "AnyObject"].contains(base) || base.hasPrefix("UI") && !base.contains(" ")
  }

  /// A method `perform(_:with:)` can call: no argument or one.
  private static func isPerformable(_ method: Member) -> Bool {
    method.kind == .method && !method.isStatic && !method.isGeneric && !method.isAsync
      && !method.isThrowing && method.parameters.count <= 1
  }

  /// Objective-C's selector for a method: `g` for `g()`, `f:` for `f(_:)`,
  /// `routeToShowOrderWithSegue:` for `routeToShowOrder(segue:)`, further labels `label:`.
  static func objectiveC(_ method: Member) -> String {
    guard let first = method.parameters.first else { return method.name }
    var selector = method.name
    if let label = first.label {
      selector += "With" + label.prefix(1).uppercased() + label.dropFirst()
    }
    selector += ":"
    for parameter in method.parameters.dropFirst() { selector += (parameter.label ?? "") + ":" }
    return selector
  }

  /// The selector as Swift's `#selector` names the method: `save`, `giftButtonTapped(_:)`.
  static func swift(_ method: Member) -> String {
    guard !method.parameters.isEmpty else { return method.name }
    return method.name + "("
      + method.parameters.map { ($0.label ?? "_") + ":" }.joined() + ")"
  }

  /// The argument passed to `parameter` from what `perform(_:with:)` is given (`$0`, `Any?`),
  /// or nil when it must be unwrapped first (a non-optional type).
  private static func argument(for type: String) -> String? {
    let type = type.trimmingCharacters(in: .whitespaces)
    switch type {
    case "Any": return "$0 as Any"
    case "Any?": return "$0"
    case "AnyObject": return "$0 as AnyObject"
    case "AnyObject?": return "$0 as AnyObject?"
    default:
      if type.hasSuffix("?") || type.hasSuffix("!") { return "$0 as? \(type.dropLast())" }
      return nil
    }
  }

  func write(into text: inout SwiftText) {
    let entries = entries
    guard !entries.isEmpty else { return }
    text.line()
    text.doc(
      "What `responds(to:)` and `perform(_:with:)` find by selector, with no Objective-C",
      "runtime: the methods of the `@objc` protocols (a router's `routeTo…WithSegue:`, which a",
      "template's `prepare(for:sender:)` asks for) and the view controllers' actions, under",
      "Objective-C's selector and Swift's.")
    text.line("@MainActor")
    text.block("enum \(name)") { body in
      body.doc("Enters every selector in `SelectorTable`; ``register()`` of the scenes calls it.")
      body.block("static func register()") { register in
        for (selector, targets) in entries {
          for entry in targets {
            let call = Self.call(entry.method)
            register.line(
              "SelectorTable.register(\(SwiftText.literal(selector)), on: (\(entry.type)).self) { "
                + "target, \(call.usesArgument ? "argument" : "_") in \(call.text) }")
          }
        }
      }
    }
  }

  /// The call of `method` on `target` with what `perform(_:with:)` passes (`argument`), and
  /// whether it uses it.
  private static func call(_ method: Member) -> (text: String, usesArgument: Bool) {
    guard let parameter = method.parameters.first else {
      return ("target.\(method.name)()", false)
    }
    let label = parameter.label.map { "\($0): " } ?? ""
    if let argument = argument(for: parameter.type) {
      let value = argument.replacingOccurrences(of: "$0", with: "argument")
      return ("target.\(method.name)(\(label)\(value))", true)
    }
    return (
      "if let argument = argument as? \(parameter.type) { "
        + "target.\(method.name)(\(label)argument) }", true
    )
  }
}
