import Foundation

/// Writes, for each interactor protocol (and each MVI `…Intent` class), one intent per method:
/// named after the method, its simple parameters, or the simple fields of its request type,
/// becoming typed arguments. A starting point: the scene lists the ones it offers, renamed and
/// described as it likes.
struct IntentWriter {
  let module: SceneModule
  let roles: (SceneModule.TypeInfo) -> Role

  /// An argument: what the shell parses, and the Swift expression reading it.
  private struct Argument {
    let declaration: String
    let read: String
  }

  /// `BookSearchBusinessLogicIntents`; `RootIntents` for the class `RootIntent`.
  static func name(of type: SceneModule.TypeInfo) -> String {
    let simple = type.name.replacingOccurrences(of: ".", with: "")
    return type.kind == .protocolType ? simple + "Intents" : simple + "s"
  }

  static func isSource(_ type: SceneModule.TypeInfo, role: Role) -> Bool {
    switch type.kind {
    case .protocolType: role == .interactor
    case .classType: type.name.hasSuffix("Intent")
    default: false
    }
  }

  func write(into text: inout SwiftText) -> [String] {
    var skipped: [String] = []
    for type in module.types where Self.isSource(type, role: roles(type)) {
      let (intents, reasons) = collect(type)
      skipped += reasons
      guard !intents.isEmpty else { continue }
      writeIntents(type, intents, into: &text)
    }
    return skipped
  }

  /// The intents struct written for `type`, whether it takes the scene's task scope (an async
  /// method runs in it), and the methods it has an intent for; nil when none is written.
  func written(for type: SceneModule.TypeInfo) -> (
    name: String, takesTasks: Bool, methods: [String]
  )? {
    guard Self.isSource(type, role: roles(type)) else { return nil }
    let intents = collect(type).intents
    guard !intents.isEmpty else { return nil }
    return (Self.name(of: type), intents.contains { $0.0.isAsync }, intents.map(\.0.name))
  }

  /// Why no intent is written for `method`, or nil when one is.
  private static func handWritten(_ method: Member, in type: SceneModule.TypeInfo) -> String? {
    if method.isGeneric { return "it is generic" }
    if method.hasCompletionHandler { return "what its completion handler does is the view's" }
    if method.isThrowing { return "what its error does is the view's" }
    if method.isAsync && !type.isSendableInPractice && !type.isMainActor {
      return "async on a type that is neither Sendable nor @MainActor: the view's task calls it "
        + "in its own isolation"
    }
    return nil
  }

  /// The intents of `type`'s methods, and why the others have none.
  private func collect(_ type: SceneModule.TypeInfo) -> (
    intents: [(Member, [Argument], String)], skipped: [String]
  ) {
    var skipped: [String] = []
    var intents: [(Member, [Argument], String)] = []
    for method in type.members where method.kind == .method && !method.isStatic {
      if let reason = Self.handWritten(method, in: type) {
        skipped.append("\(type.name).\(method.name): write its intent by hand (\(reason))")
        continue
      }
      var arguments: [Argument] = []
      var values: [String] = []
      var simple = true
      for parameter in method.parameters {
        if let argument = Self.argument(parameter.name, type: parameter.type) {
          arguments.append(argument)
          values.append(Self.labelled(parameter.label, argument.read))
        } else if let request = module.type(parameter.typeSymbol),
          let (fields, construction) = requestArguments(request)
        {
          arguments += fields
          values.append(Self.labelled(parameter.label, construction))
        } else {
          simple = false
        }
      }
      guard simple else {
        skipped.append(
          "\(type.name).\(method.name): a parameter is not a number, text, duration or a "
            + "request of those")
        continue
      }
      intents.append((method, arguments, values.joined(separator: ", ")))
    }
    return (intents, skipped)
  }

  private func writeIntents(
    _ type: SceneModule.TypeInfo, _ intents: [(Member, [Argument], String)],
    into text: inout SwiftText
  ) {
    let name = Self.name(of: type)
    let target = type.kind == .protocolType ? type.existential : type.name
    let needsTasks = intents.contains { $0.0.isAsync }
    text.line()
    text.doc(
      "The methods of `\(type.name)` as intents, one each, named after the method: a starting",
      "point for the scene's `intents`, renamed or described where it lists them",
      "(`\(intents[0].0.name)(\"name\", summary: \"…\")`), or left out.")
    text.line("@MainActor")
    text.block("struct \(name)") { body in
      body.doc("The part the intents call, read as each runs: nil once the scene is gone.")
      body.line("let target: @MainActor () -> (\(target))?")
      if needsTasks {
        body.doc(
          "Where async calls run: the scene's task scope, so leaving the scene cancels them.")
        body.line("let tasks: TaskScope")
        body.line()
        body.block("init(_ tasks: TaskScope, target: @escaping @MainActor () -> (\(target))?)") {
          $0.line("self.tasks = tasks")
          $0.line("self.target = target")
        }
        body.line()
        body.doc(
          "Calls the part in the scene's task scope, as a view controller's `Task { … }` does:",
          "what each async intent does, and what a lifecycle method (`sceneDidLoad`) can do too.")
        let label = SwiftText.literal(type.name + ".")
        if type.isSendableInPractice {
          body.block(
            "func send(_ method: String, _ call: @escaping @Sendable (\(target)) async -> Void)"
          ) { send in
            send.line("guard let target = target() else { return }")
            send.line("tasks.spawn(\(label) + method) { await call(target) }")
          }
        } else {
          // A main-actor part that is not Sendable stays on the main actor: the task runs
          // there, and reads the part there.
          body.block(
            "func send(_ method: String, _ call: @escaping @MainActor (\(target)) async -> Void)"
          ) { send in
            send.line("let target = target")
            send.scope("tasks.spawn(\(label) + method) { @MainActor in") {
              $0.line("guard let part = target() else { return }")
              $0.line("await call(part)")
            }
          }
        }
      }
      for (method, arguments, values) in intents {
        body.line()
        let summary = method.summary ?? "Calls `\(method.name)`."
        body.doc("`\(method.name)`: \(summary)")
        let literal = SwiftText.literal(method.name)
        body.block(
          "func \(method.name)(_ name: String = \(literal), summary: String = "
            + "\(SwiftText.literal(summary))) -> Intent"
        ) { intent in
          let list = arguments.map(\.declaration).joined(separator: ", ")
          let argumentsLabel = arguments.isEmpty ? "" : "arguments: [\(list)], "
          let input = arguments.isEmpty ? "_" : "arguments"
          intent.scope("Intent(name, \(argumentsLabel)summary: summary) { \(input) in") { perform in
            if method.isAsync {
              if !arguments.isEmpty {
                // Read on the main actor, before the task: `arguments` is not sent to it.
                for (index, argument) in arguments.enumerated() {
                  perform.line("let argument\(index) = \(argument.read)")
                }
              }
              var sent = "$0.\(method.name)(\(values))"
              for (index, argument) in arguments.enumerated() {
                sent = sent.replacingOccurrences(of: argument.read, with: "argument\(index)")
              }
              perform.line("send(\(SwiftText.literal(method.name))) { await \(sent) }")
            } else if HopDecoratorWriter.wrapsIntentClass(type, role: roles(type)) {
              // Through its decorator: the view's call to the intent is a hop, awaited so that
              // step mode holds it (the intent runs in a task of its own).
              let decorator = HopDecoratorWriter.name(of: type)
              let effects = HopDecoratorWriter.awaitedDeclaration(of: method) == nil ? "" : "await "
              perform.line(
                "\(effects)target().map(\(decorator).init(wrapped:))?.\(method.name)(\(values))")
            } else {
              perform.line("target()?.\(method.name)(\(values))")
            }
          }
        }
      }
      body.line()
      body.doc("Every method's intent, named after it.")
      body.line(
        "var all: [Intent] { [" + intents.map { "\($0.0.name)()" }.joined(separator: ", ")
          + "] }")
    }
  }

  /// The request's fields as arguments and the expression building it, when its initialiser
  /// takes only numbers, text and durations.
  private func requestArguments(_ request: SceneModule.TypeInfo) -> ([Argument], String)? {
    guard request.kind == .structType else { return nil }
    let initializers = request.members.filter { $0.kind == .initializer }
    for initializer in initializers {
      let arguments = initializer.parameters.map { Self.argument($0.name, type: $0.type) }
      guard !arguments.contains(where: { $0 == nil }) else { continue }
      let values = zip(initializer.parameters, arguments).map { parameter, argument in
        Self.labelled(parameter.label, argument?.read ?? "")
      }
      return (arguments.compactMap { $0 }, "\(request.name)(\(values.joined(separator: ", ")))")
    }
    return nil
  }

  private static func labelled(_ label: String?, _ value: String) -> String {
    label.map { "\($0): \(value)" } ?? value
  }

  /// `userId` → `USER_ID`.
  static func argumentName(_ name: String) -> String {
    var result = ""
    for character in name {
      if character.isUppercase, !result.isEmpty { result += "_" }
      result += character.uppercased()
    }
    return result
  }

  private static func argument(_ name: String, type: String) -> Argument? {
    let argument = argumentName(name)
    let quoted = SwiftText.literal(argument)
    switch type.trimmingCharacters(in: .whitespaces) {
    case "Int":
      return Argument(
        declaration: "IntentArgument(\(quoted), .integer)",
        read: "arguments.integer(\(quoted)) ?? 0")
    case "Double":
      return Argument(
        declaration: "IntentArgument(\(quoted), .number)",
        read: "arguments.number(\(quoted)) ?? 0")
    case "String":
      return Argument(
        declaration: "IntentArgument(\(quoted), .text)", read: "arguments.text(\(quoted)) ?? \"\"")
    case "Duration":
      return Argument(
        declaration: "IntentArgument(\(quoted), .duration)",
        read: "arguments.duration(\(quoted)) ?? .zero")
    case "Bool":
      return Argument(
        declaration: "IntentArgument(\(quoted), .choice([\"true\", \"false\"]))",
        read: "arguments.choice(\(quoted)) == \"true\"")
    default: return nil
    }
  }
}
