/// Writes a headless view for each display protocol (pure VIP: the presenter calls the view):
/// what each call passes — a view model's fields, or the argument itself — is kept as
/// observable state the shell shows, where UIKit would set labels; each call is a `.display`
/// hop. A call reporting an error keeps nothing. Every one-argument call also goes to an
/// `on…` handler the host sets for what the view does besides (a route), and
/// `alertErrors(title:in:)` sets those of the calls reporting an error to show an alert.
struct DisplayViewWriter {
  let module: SceneModule
  let roles: (SceneModule.TypeInfo) -> Role

  /// A property of the view: its name, type and first value.
  struct Field {
    let name: String
    let type: String
    let initial: String
  }

  static func name(of type: SceneModule.TypeInfo) -> String {
    type.name.replacingOccurrences(of: ".", with: "") + "View"
  }

  /// What the view keeps: its fields, and for each method the fields it sets and from what.
  struct Plan {
    var fields: [Field] = []
    var assignments: [String: [(field: String, value: String)]] = [:]
  }

  /// Whether a headless view is written for `type`: a class-bound display protocol of
  /// synchronous methods returning nothing.
  static func writes(_ type: SceneModule.TypeInfo, role: Role) -> Bool {
    type.kind == .protocolType && role == .display && type.isClassBound && !type.members.isEmpty
      && type.members.allSatisfy {
        $0.kind == .method && !$0.isAsync && !$0.isThrowing && $0.returnType == nil
          && !$0.isGeneric && !$0.isStatic
      }
  }

  func write(into text: inout SwiftText) {
    for type in module.types where Self.writes(type, role: roles(type)) {
      write(type, type.members, into: &text)
    }
  }

  func plan(_ methods: [Member]) -> Plan {
    var plan = Plan()
    for method in methods where !Self.reportsError(method) {
      for parameter in method.parameters {
        for (field, value) in fields(of: parameter) {
          if !plan.fields.contains(where: { $0.name == field.name }) { plan.fields.append(field) }
          plan.assignments[method.name, default: []].append((field.name, value))
        }
      }
    }
    return plan
  }

  /// A display method, on `view` (the headless view, or the controller's `display`): the
  /// fields it sets, then its `on…` handler. `nonisolated`, so that the scene's code may call
  /// it from any thread, as UIKit lets it: `MainThreadCall` runs the body on the main thread
  /// (a main-actor method entered elsewhere would stop the process), and the hop is labelled
  /// where the call was made.
  static func writeMethod(
    _ method: Member, _ plan: Plan, view: String, into body: inout SwiftText
  ) {
    let payload = HopDecoratorWriter.payload(method.parameters).map { ", " + $0 } ?? ""
    let receiver = view.split(separator: ".").first.map(String.init) ?? view
    let name = SwiftText.literal(method.name)
    // The arguments go to the main thread through `run`, not captured: a Swift 5 module's view
    // model need not be `Sendable`.
    let names = method.parameters.map(\.name)
    let arguments =
      names.count == 1 ? names[0] : "(" + names.joined(separator: ", ") + ")"
    let received = names.count == 1 ? names[0] : names.isEmpty ? "_" : "arguments"
    body.block("nonisolated " + method.declaration) { function in
      function.scope(
        "MainThreadCall.run(self, \(name), \(arguments)) { caller, \(received) in"
      ) { main in
        if names.count > 1 { main.line("let (\(names.joined(separator: ", "))) = arguments") }
        main.scope(
          "hop(.display, \(name)\(payload), calledFrom: caller) { \(receiver) in"
        ) { closure in
          for (field, value) in plan.assignments[method.name] ?? [] {
            closure.line("\(view).\(field) = \(value)")
          }
          if method.parameters.count == 1 {
            closure.line("\(view).\(handler(method))?(\(method.parameters[0].name))")
          }
        }
      }
    }
  }

  private func write(_ type: SceneModule.TypeInfo, _ methods: [Member], into text: inout SwiftText)
  {
    let name = Self.name(of: type)
    let plan = plan(methods)
    text.line()
    text.doc(
      "A headless view for `\(type.name)`: what each call passes (a view model's fields, or",
      "the argument) is kept as state the shell shows, each call a `.display` hop; a call",
      "reporting an error keeps nothing. Set `on…` for what the view does besides (an alert,",
      "a route). The presenter holds its view weakly: the scene keeps this one.")
    text.line("@MainActor")
    text.line("@Observable")
    // The methods are nonisolated (see `writeMethod`): the conformance needs no isolation.
    text.block("final class \(name): \(type.name), @MainActor HopDecorator") { body in
      for field in plan.fields {
        body.line("var \(field.name): \(field.type) = \(field.initial)")
      }
      for method in methods where method.parameters.count == 1 {
        let parameter = method.parameters[0]
        body.line(
          "@ObservationIgnored var \(Self.handler(method)): "
            + "(@MainActor (\(parameter.type)) -> Void)?")
      }
      body.line()
      body.line("init() {}")
      body.line()
      body.line("var wrapped: \(name) { self }")
      for method in methods {
        body.line()
        Self.writeMethod(method, plan, view: "view", into: &body)
      }
      writeAlertErrors(methods, into: &body)
      body.line()
      body.doc("What the view shows, for the scene's `readState()`; `restore` puts each back.")
      body.block("var stateFields: [StateField]") { list in
        list.line("[")
        for field in plan.fields {
          list.line("  StateField(\(SwiftText.literal(field.name)), in: self, \\.\(field.name)),")
        }
        list.line("]")
      }
    }
  }

  /// The calls reporting an error that `alertErrors(title:in:)` shows, each with the message it
  /// reads (`$0`, `$0.message`); none, and no `alertErrors`, when there is no such call.
  func alerts(_ methods: [Member]) -> [(Member, String)] {
    methods.compactMap { method in
      guard Self.reportsError(method), method.parameters.count == 1 else { return nil }
      let parameter = method.parameters[0]
      if parameter.type == "String" { return (method, "$0") }
      let model = module.type(parameter.typeSymbol)
      let hasMessage = model?.members.contains {
        $0.kind == .property && $0.name == "message" && $0.propertyType == "String"
      }
      return hasMessage == true ? (method, "$0.message") : nil
    }
  }

  /// `alertErrors(title:in:)`, when a call reports an error as text or a view model with a
  /// `message`: what a view controller does with one, a `UIAlertController`.
  private func writeAlertErrors(_ methods: [Member], into body: inout SwiftText) {
    let alerts = alerts(methods)
    guard !alerts.isEmpty else { return }
    body.line()
    body.doc(
      "Shows what each call reporting an error says as an alert titled `title`, as the view",
      "controller presents one: sets "
        + alerts.map { "`\(Self.handler($0.0))`" }.joined(separator: ", ") + ".")
    body.block("func alertErrors(title: String, in environment: SceneEnvironment)") { alert in
      for (method, message) in alerts {
        alert.line(
          "\(Self.handler(method)) = { environment.navigator?.alert(title: title, message: "
            + "\(message)) }")
      }
    }
  }

  /// `onDisplayError` for `displayError(message:)`.
  static func handler(_ method: Member) -> String {
    "on" + method.name.prefix(1).uppercased() + method.name.dropFirst()
  }

  static func reportsError(_ method: Member) -> Bool {
    method.name.contains("Error") || method.name.contains("Failure")
  }

  /// A view model's stored fields (each read from the argument), or the argument itself.
  private func fields(of parameter: Member.Parameter) -> [(Field, String)] {
    if let model = module.type(parameter.typeSymbol), model.kind == .structType {
      let stored = model.members.filter {
        $0.kind == .property && !$0.isStatic && !$0.declaration.contains("{")
      }
      return stored.map { (Self.field($0.name, $0.propertyType), "\(parameter.name).\($0.name)") }
    }
    return [(Self.field(parameter.name, parameter.type), parameter.name)]
  }

  /// A field starting empty: `""`, `false`, `0`, `[]`, or nil (other types made optional).
  private static func field(_ name: String, _ type: String) -> Field {
    switch type {
    case "String": return Field(name: name, type: type, initial: "\"\"")
    case "Bool": return Field(name: name, type: type, initial: "false")
    case "Int", "Double", "Float": return Field(name: name, type: type, initial: "0")
    default:
      if type.hasSuffix("?") { return Field(name: name, type: type, initial: "nil") }
      if type.hasPrefix("["), type.hasSuffix("]") {
        return Field(name: name, type: type, initial: "[]")
      }
      return Field(name: name, type: type + "?", initial: "nil")
    }
  }
}
