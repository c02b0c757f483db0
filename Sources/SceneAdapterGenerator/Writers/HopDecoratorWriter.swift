import Foundation

/// Writes a hop decorator for each protocol (or class a subclass can stand in for) whose role is
/// known: one forwarding method per requirement, in the form its declaration asks for
/// (completion handler, `async`, `throws`, plain), each call recorded as a hop of the role's
/// kind.
struct HopDecoratorWriter {
  let module: SceneModule
  let roles: (SceneModule.TypeInfo) -> Role

  /// The decorator's name: `BookSearchBusinessLogicHops`, `PostsStoreHops` (for
  /// `PostsStoreProtocol`), `ListPostsWorkerHops`.
  static func name(of type: SceneModule.TypeInfo) -> String {
    let simple = type.name.replacingOccurrences(of: ".", with: "")
    let base = simple.hasSuffix("Protocol") ? String(simple.dropLast("Protocol".count)) : simple
    return base + "Hops"
  }

  func write(into text: inout SwiftText) -> [String] {
    var skipped: [String] = []
    for type in module.types {
      let role = roles(type)
      if Self.wrapsIntentClass(type, role: role) { writeIntentClassDecorator(type, into: &text) }
      if Self.subclassesModel(type, role: role) { writeModelDecorator(type, into: &text) }
      guard role != .none else { continue }
      switch type.kind {
      case .protocolType:
        if let reason = Self.unsupported(type) {
          skipped.append("\(type.name): \(reason)")
        } else {
          writeProtocolDecorator(type, role, into: &text)
        }
      case .classType where Self.subclasses(type, in: module, roles: roles):
        if let reason = writeSubclassDecorator(type, role, into: &text) {
          skipped.append("\(type.name): \(reason)")
        }
      case .classType
      where role == .worker && type.isFinal && !Self.isBehindDecoratedProtocol(type, module, roles):
        skipped.append(
          "\(type.name): a final class, which no subclass can stand in for; a protocol the scene "
            + "called it through would be decorated")
      case .structType
      where role == .worker && !Self.isBehindDecoratedProtocol(type, module, roles):
        skipped.append(
          "\(type.name): a struct, which nothing else can stand in for; a protocol the scene "
            + "called it through would be decorated")
      default: continue
      }
      if Self.decorates(type, role: role) || Self.writesSubclass(type, in: module, roles: roles) {
        for member in type.members where member.returnType == nil {
          guard let reason = member.uncarriedCompletion else { continue }
          skipped.append(
            "\(type.name).\(member.name): \(reason): the call is a hop, its answer is not "
              + "recorded")
        }
        for member in type.members where Self.isForwardedWithoutHop(member, in: type) {
          skipped.append(
            "\(type.name).\(member.name): forwarded, not a hop: async on a type neither Sendable "
              + "nor @MainActor (nor only an actor's), so the hop, made in its caller's "
              + "isolation, would send the part into it, which Swift 6 rejects")
        }
      }
    }
    return skipped
  }

  /// Whether a decorator is written for `type`: a protocol of a known role it can forward.
  static func decorates(_ type: SceneModule.TypeInfo, role: Role) -> Bool {
    type.kind == .protocolType && role != .none && unsupported(type) == nil
  }

  /// Whether a class gets a subclass decorator: an `open` one, or a worker class the scene calls
  /// without a protocol (`class OrdersWorker`, as app code writes it), which `@testable import`
  /// lets another module subclass unless it is `final`. A class behind a decorated protocol is
  /// decorated there.
  static func subclasses(
    _ type: SceneModule.TypeInfo, in module: SceneModule,
    roles: (SceneModule.TypeInfo) -> Role
  ) -> Bool {
    guard type.kind == .classType, roles(type) != .none else { return false }
    if type.isOpen { return true }
    guard roles(type) == .worker, !type.isFinal, isTestable(type.access) else { return false }
    return !isBehindDecoratedProtocol(type, module, roles)
  }

  private static func isBehindDecoratedProtocol(
    _ type: SceneModule.TypeInfo, _ module: SceneModule, _ roles: (SceneModule.TypeInfo) -> Role
  ) -> Bool {
    type.conformances.contains { name in
      module.type(named: name).map { decorates($0, role: roles($0)) } ?? false
    }
  }

  /// An access level `@testable import` opens to subclasses and overrides.
  private static func isTestable(_ access: String) -> Bool {
    access == "internal" || access == "public"
  }

  /// Why no decorator can be written for a protocol, or nil.
  private static func unsupported(_ type: SceneModule.TypeInfo) -> String? {
    if let associated = type.associatedTypes.first {
      return "its associated type \(associated), which a decorator of `any \(type.name)` cannot "
        + "name; give the parts a protocol without one to decorate"
    }
    if let other = type.otherRequirements.first {
      return "requirement \(other), which a decorator does not forward"
    }
    if type.members.isEmpty { return "no requirements" }
    for member in type.members {
      // `{ get async }`, `{ get throws }`: read with `await` or `try`, as no forwarding is.
      if member.kind == .property,
        member.declaration.contains(" async") || member.declaration.contains(" throws")
      {
        return "property \(member.name) read with await or try, which a decorator does not forward"
      }
      if member.isStatic { return "static requirement \(member.name)" }
      if member.isGeneric { return "generic requirement \(member.name)" }
      if member.kind == .initializer { return "initialiser requirement" }
      if member.declaration.contains("Self") { return "requirement using Self" }
      if member.kind == .property, member.isSettable, !type.isClassBound {
        return "settable property \(member.name) on a value type"
      }
    }
    return nil
  }

  private func writeProtocolDecorator(
    _ type: SceneModule.TypeInfo, _ role: Role, into text: inout SwiftText
  ) {
    let name = Self.name(of: type)
    text.line()
    text.doc(
      "`\(type.name)`, each call a `.\(role.rawValue)` hop that `trace` shows and step mode "
        + "can hold:", "wrap the part the configurator wires: `\(name)(wrapped: part)`.")
    writeDecorator(name, of: [type], wrapping: type.existential, into: &text)
  }

  /// The decorator of a protocol composition (`any TeaStoreProtocol & LabelPrinting`), when
  /// each protocol in it is decorated and all are isolated alike: its name, or nil.
  static func compositionName(
    _ parts: [SceneModule.TypeInfo], roles: (SceneModule.TypeInfo) -> Role
  ) -> String? {
    guard parts.count >= 2, parts.allSatisfy({ decorates($0, role: roles($0)) }),
      Set(parts.map(\.isMainActor)).count == 1, !parts.contains(where: \.isActorBacked)
    else { return nil }
    return parts.map { String(name(of: $0).dropLast("Hops".count)) }.joined(separator: "And")
      + "Hops"
  }

  /// Writes the decorator `compositionName(parts)` names: each requirement a hop of its own
  /// protocol's role, for a part typed as the composition.
  func writeCompositionDecorator(_ parts: [SceneModule.TypeInfo], into text: inout SwiftText) {
    guard let name = Self.compositionName(parts, roles: roles) else { return }
    let composition = parts.map(\.name).joined(separator: " & ")
    text.line()
    text.doc(
      "`\(composition)`, each call a hop of its protocol's role: what an initialiser taking the",
      "composition is given, `\(name)(wrapped: part)`.")
    writeDecorator(name, of: parts, wrapping: "any " + composition, into: &text)
  }

  /// `HopDecorator`, isolated to the main actor for a main-actor decorator of a part that is
  /// not `Sendable`: it holds `wrapped` there.
  private static func conformance(_ isMainActor: Bool, _ isSendable: Bool) -> String {
    isMainActor && !isSendable ? "@MainActor HopDecorator" : "HopDecorator"
  }

  /// A decorator conforming to each of `parts`, holding the part as `existential`.
  private func writeDecorator(
    _ name: String, of parts: [SceneModule.TypeInfo], wrapping existential: String,
    into text: inout SwiftText
  ) {
    let isMainActor = parts.contains(where: \.isMainActor)
    let isClassBound = parts.contains(where: \.isClassBound)
    if isMainActor { text.line("@MainActor") }
    var conformance = Self.conformance(isMainActor, parts.allSatisfy(\.isSendable))
    // Holding an actor, it is Sendable too, and can be sent where its async methods run.
    if parts.allSatisfy(\.isActorBacked) { conformance += ", Sendable" }
    let conformances = parts.map(\.name).joined(separator: ", ")
    let opening =
      isClassBound
      ? "final class \(name): \(conformances), \(conformance)"
      : "struct \(name): \(conformances), \(conformance)"
    text.block(opening) { body in
      body.line("let wrapped: \(existential)")
      if isClassBound {
        body.line()
        body.block("init(wrapped: \(existential))") { $0.line("self.wrapped = wrapped") }
      }
      // A requirement two of the protocols share (from one they both refine) is written once.
      var written: Set<String> = []
      for part in parts {
        for member in part.members where written.insert(member.declaration).inserted {
          body.line()
          writeForwarding(member, roles(part), in: part, into: &body)
        }
      }
    }
  }

  /// What a subclass decorator of `type` overrides: the initialisers it can call and the
  /// methods it can override, or why there is none. An open class is subclassed as its module
  /// allows any other; any other class only through `@testable import`, which opens its
  /// internal and public members too.
  private static func overrides(of type: SceneModule.TypeInfo)
    -> Result<(inits: [Member], methods: [Member]), Unwritten>
  {
    let reachable = { (member: Member) in
      type.isOpen ? member.access != "internal" : isTestable(member.access)
    }
    let overridable = { (member: Member) in
      type.isOpen ? member.access == "open" : isTestable(member.access)
    }
    // An initialiser that may fail or throw would need `?` or `try` at both of its calls.
    let inits = type.members.filter {
      $0.kind == .initializer && reachable($0) && !$0.modifiers.contains("convenience")
        && !$0.declaration.hasPrefix("init?") && !$0.declaration.hasPrefix("init!")
        && !$0.isThrowing
    }
    let methods = type.members.filter {
      $0.kind == .method && overridable($0) && !$0.isStatic && !$0.isGeneric
        && !$0.modifiers.contains("final") && !$0.isInExtension
    }
    // A required initialiser would have to be written again as `required`: left out whole.
    if type.members.contains(where: { $0.modifiers.contains("required") }) {
      return .failure(
        Unwritten("a class with a required initialiser, which a subclass decorator cannot forward"))
    }
    if type.declarationText.contains("<") {
      return .failure(Unwritten("a generic class, which a subclass decorator cannot name"))
    }
    // The subclass forwards calls to a worker of its own: state set on it from outside, or a
    // method it cannot forward, would act on the other copy. An open class was made to be
    // subclassed; for any other, that split is not risked.
    let split = type.members.first { member in
      !member.isStatic && !member.isInExtension
        && (member.kind == .property && member.isSettable
          || member.kind == .method && member.modifiers.contains("final"))
    }
    if !type.isOpen, let split {
      return .failure(
        Unwritten(
          "\(split.kind == .property ? "its settable `\(split.name)`" : "its final `\(split.name)`")"
            + " would act on another copy than the calls a subclass decorator forwards"))
    }
    guard !inits.isEmpty else { return .failure(Unwritten("no initialiser a subclass can call")) }
    guard !methods.isEmpty else {
      return .failure(Unwritten("no method a subclass can override"))
    }
    return .success((inits, methods))
  }

  /// Why a decorator was not written, as the end of a sentence.
  struct Unwritten: Error {
    let reason: String
    init(_ reason: String) { self.reason = reason }
  }

  /// Whether `type` gets a subclass decorator (`…Hops`) a caller can make.
  static func writesSubclass(
    _ type: SceneModule.TypeInfo, in module: SceneModule, roles: (SceneModule.TypeInfo) -> Role
  ) -> Bool {
    guard subclasses(type, in: module, roles: roles), case .success = overrides(of: type)
    else { return false }
    return true
  }

  /// The members whose declarations a decorator of `type` repeats: a protocol's requirements,
  /// or a subclass's initialisers and overrides.
  static func forwarded(
    of type: SceneModule.TypeInfo, in module: SceneModule, roles: (SceneModule.TypeInfo) -> Role
  ) -> [Member] {
    if decorates(type, role: roles(type)) { return type.members }
    if wrapsIntentClass(type, role: roles(type)) { return intentMethods(of: type) }
    if subclassesModel(type, role: roles(type)) { return modelUpdates(of: type) }
    guard subclasses(type, in: module, roles: roles), case .success(let found) = overrides(of: type)
    else { return [] }
    return found.inits + found.methods
  }

  /// Whether `type` is an MVI intent class (`RootIntent`) given a decorator of its own: the
  /// view calls it without a protocol, and its methods may be declared in extensions, which no
  /// subclass could override. One given a role (`--role`) is decorated as that role says.
  static func wrapsIntentClass(_ type: SceneModule.TypeInfo, role: Role) -> Bool {
    type.kind == .classType && role == .none && IntentWriter.isSource(type, role: role)
      && !type.declarationText.contains("<") && !intentMethods(of: type).isEmpty
  }

  /// The intent class's methods its decorator forwards.
  private static func intentMethods(of type: SceneModule.TypeInfo) -> [Member] {
    type.members.filter {
      $0.kind == .method && !$0.isStatic && !$0.isGeneric && $0.access != "private"
        && $0.access != "fileprivate"
    }
  }

  /// `RootIntentHops`: the view → intent crossing as a hop, wrapping the intent the view holds;
  /// the generated intents call through it.
  private func writeIntentClassDecorator(_ type: SceneModule.TypeInfo, into text: inout SwiftText) {
    let name = Self.name(of: type)
    text.line()
    text.doc(
      "`\(type.name)`, each call an `.interactor` hop (the view sending an intent) that `trace`",
      "shows: call the intent through it, `\(name)(wrapped: intent)`, as the generated intents do.")
    if type.isMainActor { text.line("@MainActor") }
    text.block("struct \(name): \(Self.conformance(type.isMainActor, type.isSendable))") { body in
      body.line("let wrapped: \(type.name)")
      for method in Self.intentMethods(of: type) {
        body.line()
        writeForwarding(method, .interactor, in: type, into: &body)
        if let declaration = Self.awaitedDeclaration(of: method) {
          body.line()
          writeAwaitedForwarding(method, declaration, in: type, into: &body)
        }
      }
    }
  }

  /// `func onAppear() async` for the intent class's synchronous `func onAppear()`: the overload
  /// async code takes (`await`), which step mode can hold before the call, as it holds the
  /// view's `Task { await interactor.fetch() }` in VIP; the synchronous one, for a lifecycle
  /// callback where nothing can wait, is recorded but not held. Nil for a method that is async
  /// already or hands its answer to a completion.
  static func awaitedDeclaration(of method: Member) -> String? {
    guard method.kind == .method, !method.isAsync, method.completion == nil,
      let open = method.declaration.firstIndex(of: "(")
    else { return nil }
    var depth = 0
    for index in method.declaration[open...].indices {
      switch method.declaration[index] {
      case "(": depth += 1
      case ")":
        depth -= 1
        guard depth == 0 else { continue }
        let end = method.declaration.index(after: index)
        return String(method.declaration[..<end]) + " async" + method.declaration[end...]
      default: continue
      }
    }
    return nil
  }

  /// The awaited overload: the same hop, through `HopDecorator`'s awaited `hop`. Off the main
  /// actor it runs in its caller's isolation (`nonisolated(nonsending)`), where the intent is.
  private func writeAwaitedForwarding(
    _ method: Member, _ declaration: String, in type: SceneModule.TypeInfo,
    into text: inout SwiftText
  ) {
    let isolation =
      type.isMainActor ? "" : method.isMainActor ? "@MainActor " : "nonisolated(nonsending) "
    let payload = Self.payload(method.parameters).map { ", " + $0 } ?? ""
    let effects = (method.isThrowing ? "try " : "") + "await "
    let call = "$0.\(method.name)(\(Self.arguments(method.parameters)))"
    text.doc("From async code, as the generated intents call it: step mode holds it.")
    text.block(isolation + declaration) {
      $0.line(
        "\(effects)hop(.interactor, \(SwiftText.literal(method.name))\(payload)) "
          + "{ \(method.isThrowing ? "try " : "")\(call) }")
    }
  }

  /// Whether `type` is an MVI model (an `ObservableObject` or `@Observable` class of no other
  /// role) whose `update…` methods a subclass of it overrides as hops.
  static func subclassesModel(_ type: SceneModule.TypeInfo, role: Role) -> Bool {
    type.kind == .classType && role == .none && (type.isObservableObject || type.isObservable)
      && !type.isFinal && (type.isOpen || isTestable(type.access))
      && !type.declarationText.contains("<") && !modelUpdates(of: type).isEmpty
  }

  /// The model's `update…` methods a subclass overrides: synchronous (the hop calls `super`
  /// in its closure) and declared in the class itself.
  private static func modelUpdates(of type: SceneModule.TypeInfo) -> [Member] {
    type.members.filter {
      $0.kind == .method && $0.name.hasPrefix("update") && !$0.isStatic && !$0.isGeneric
        && !$0.isAsync && !$0.isInExtension && !$0.modifiers.contains("final")
        && (type.isOpen ? $0.access == "open" : isTestable($0.access))
    }
  }

  /// `RootModelHops`: the model itself, each `update…` call a `.presenter` hop (the intent
  /// changing the model, which `model-through-update` judges by). Not a forwarding copy: the
  /// overrides call `super`, so the state the view reads is this object's.
  private func writeModelDecorator(_ type: SceneModule.TypeInfo, into text: inout SwiftText) {
    let name = Self.name(of: type)
    text.line()
    text.doc(
      "`\(type.name)` itself, each `update…` call a `.presenter` hop (the intent changing the",
      "model): make the model as `\(name)(…)` where the intent gets it. The calls run the",
      "model's own methods (`super`), so the state the view reads is this object's.")
    if type.isMainActor { text.line("@MainActor") }
    let conformance = Self.conformance(type.isMainActor, type.isSendable)
    text.block("final class \(name): \(type.name), \(conformance)") { body in
      body.line("var wrapped: \(type.name) { self }")
      body.line("var componentName: String { \(SwiftText.literal(type.name)) }")
      for method in Self.modelUpdates(of: type) {
        body.line()
        let payload = Self.payload(method.parameters).map { ", " + $0 } ?? ""
        let effects = method.isThrowing ? "try " : ""
        body.block(
          "\(method.isMainActor && !type.isMainActor ? "@MainActor " : "")override \(method.declaration)"
        ) {
          $0.line(
            "\(effects)hop(.presenter, \(SwiftText.literal(method.name))\(payload)) "
              + "{ _ in \(effects)super.\(method.name)(\(Self.arguments(method.parameters))) }")
        }
      }
    }
  }

  /// Writes the subclass, or says why there is none.
  private func writeSubclassDecorator(
    _ type: SceneModule.TypeInfo, _ role: Role, into text: inout SwiftText
  ) -> String? {
    let inits: [Member]
    let methods: [Member]
    switch Self.overrides(of: type) {
    case .success(let found): (inits, methods) = found
    case .failure(let unwritten): return unwritten.reason
    }
    let name = Self.name(of: type)
    text.line()
    text.doc(
      "`\(type.name)`, each call a `.\(role.rawValue)` hop. A class the scene calls without "
        + "a protocol:",
      "a subclass that forwards to a `\(type.name)` of its own, made with the same arguments "
        + "(the", "superclass's copy of them is never used).")
    text.block("final class \(name): \(type.name), HopDecorator") { body in
      body.line("let wrapped: \(type.name)")
      for initializer in inits {
        body.line()
        let arguments = Self.arguments(initializer.parameters)
        body.block("override \(initializer.declaration)") {
          $0.line("wrapped = \(type.name)(\(arguments))")
          $0.line("super.init(\(arguments))")
        }
      }
      for method in methods {
        body.line()
        writeForwarding(method, role, in: type, prefix: "override ", into: &body)
      }
    }
    return nil
  }

  private func writeForwarding(
    _ member: Member, _ role: Role, in type: SceneModule.TypeInfo, prefix: String = "",
    into text: inout SwiftText
  ) {
    let actor = member.isMainActor && !type.isMainActor ? "@MainActor " : ""
    if member.kind == .property {
      let get = "wrapped.\(member.name)"
      if member.isSettable {
        text.block("\(actor)var \(member.name): \(member.propertyType)") {
          $0.line("get { \(get) }")
          $0.line("set { wrapped.\(member.name) = newValue }")
        }
      } else {
        text.line("\(actor)var \(member.name): \(member.propertyType) { \(get) }")
      }
      return
    }
    guard member.kind == .method else { return }
    let kind = ".\(role.rawValue)"
    let method = SwiftText.literal(member.name)
    if Self.isForwardedWithoutHop(member, in: type) {
      let effects = (member.isThrowing ? "try " : "") + "await "
      text.block(actor + prefix + member.declaration) {
        $0.line("\(effects)wrapped.\(member.name)(\(Self.arguments(member.parameters)))")
      }
      return
    }
    text.block(actor + prefix + member.declaration) { body in
      if let completion = member.completion {
        let others = Array(member.parameters.dropLast())
        let payload = Self.payload(others).map { ", " + $0 } ?? ""
        var (handler, given) = Self.delivery(of: completion)
        let arguments = Self.arguments(
          others + [completion.parameter], replacing: completion.parameter.name, with: given)
        // `$1` when the part is given the hop's handler itself; named, for a closure around it.
        let call =
          given == "$1"
          ? "$0.\(member.name)(\(arguments))" : "part, done in part.\(member.name)(\(arguments))"
        // A closure made first: a call takes one closure as a literal, the trailing one.
        if handler.hasPrefix("{") {
          body.line("let deliver = \(handler)")
          handler = "deliver"
        }
        body.line("hop(\(kind), \(method)\(payload), completion: \(handler)) { \(call) }")
        return
      }
      let payload = Self.payload(member.parameters).map { ", " + $0 } ?? ""
      let effects = (member.isThrowing ? "try " : "") + (member.isAsync ? "await " : "")
      body.line(
        "\(effects)hop(\(kind), \(method)\(payload)) "
          + "{ \(effects)$0.\(member.name)(\(Self.arguments(member.parameters))) }")
    }
  }

  /// An async method of a part that is neither Sendable nor isolated: the hop runs the call in
  /// its caller's isolation, from which the part cannot be sent into the method.
  private static func isForwardedWithoutHop(_ member: Member, in type: SceneModule.TypeInfo)
    -> Bool
  {
    member.kind == .method && member.isAsync && !member.isMainActor && !type.isMainActor
      && !type.isSendableInPractice
  }

  /// How a completion's answer goes through the hop, which delivers one value (`done`): the
  /// handler the hop delivers it to, made from the caller's, and the handler given to the
  /// wrapped part in its place.
  private static func delivery(of completion: Completion) -> (handler: String, given: String) {
    let caller = completion.parameter.name
    switch completion.answer {
    case .single:
      return (caller, "$1")
    // The hop's handler takes `()`; a handler of no arguments is not one.
    case .none:
      return (caller, "{ done(()) }")
    case .tuple(let types):
      let values = types.indices.map { "answer.\($0)" }.joined(separator: ", ")
      let given = types.indices.map { "$\($0)" }.joined(separator: ", ")
      return (
        "{ (answer: (\(types.joined(separator: ", ")))) in \(caller)(\(values)) }",
        "{ done((\(given))) }"
      )
    case .throwingClosure(let result):
      return (
        "{ (answer: Result<\(result), any Error>) in \(caller) { try answer.get() } }",
        "{ answer in done(Result { try answer() }) }"
      )
    }
  }

  /// What the hop shows of the call: the one argument, or the arguments as a labelled tuple;
  /// closures are left out.
  static func payload(_ parameters: [Member.Parameter]) -> String? {
    let parameters = parameters.filter { !$0.isFunction }
    switch parameters.count {
    case 0: return nil
    case 1: return parameters[0].name
    default: return "(" + parameters.map { "\($0.name): \($0.name)" }.joined(separator: ", ") + ")"
    }
  }

  /// `label: name, name` as the call passes them on.
  static func arguments(
    _ parameters: [Member.Parameter], replacing replaced: String? = nil, with value: String = ""
  ) -> String {
    parameters.map { parameter in
      var argument = parameter.name == replaced ? value : parameter.name
      if parameter.type.hasPrefix("inout ") { argument = "&" + argument }
      return parameter.label.map { "\($0): \(argument)" } ?? argument
    }.joined(separator: ", ")
  }
}
