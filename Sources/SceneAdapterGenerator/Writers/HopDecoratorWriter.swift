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
        } else if role == .router {
          writeRouterDecorator(type, into: &text)
        } else {
          writeProtocolDecorator(type, role, into: &text)
        }
      case .classType where Self.subclasses(type, in: module, roles: roles):
        if let reason = writeSubclassDecorator(type, role, into: &text) {
          skipped.append("\(type.name): \(reason)")
        } else {
          skipped += Self.notOverridden(of: type)
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
      if Self.decorates(type, role: role) || Self.decoratesRouter(type, role: role)
        || Self.writesSubclass(type, in: module, roles: roles)
      {
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

  /// Whether a decorator is written for `type`: a protocol of a known role it can forward. A
  /// router's is written too (``decoratesRouter(_:role:)``), but for the composition the
  /// controller holds its router as, which only the controller's wiring knows to use.
  static func decorates(_ type: SceneModule.TypeInfo, role: Role) -> Bool {
    type.kind == .protocolType && role != .none && role != .router && unsupported(type) == nil
  }

  /// Whether a router decorator (``routerShape(of:in:)``) is written for `type`.
  static func decoratesRouter(_ type: SceneModule.TypeInfo, role: Role) -> Bool {
    type.kind == .protocolType && role == .router && unsupported(type) == nil
  }

  /// Whether a class gets a subclass decorator: an `open` one, or a worker class the scene calls
  /// without a protocol (`class OrdersWorker`, as app code writes it), which `@testable import`
  /// lets another module subclass unless it is `final`. A class behind a decorated protocol is
  /// decorated there.
  static func subclasses(
    _ type: SceneModule.TypeInfo, in module: SceneModule,
    roles: (SceneModule.TypeInfo) -> Role
  ) -> Bool {
    // A router class is reached through its protocol (``routerShape(of:in:)``).
    guard type.kind == .classType, roles(type) != .none, roles(type) != .router else {
      return false
    }
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

  /// What a subclass decorator of `type` is made with and overrides: the initialisers it
  /// inherits that a caller can use and the methods it can override, or why there is none. An
  /// open class is subclassed as its module allows any other; any other class only through
  /// `@testable import`, which opens its internal and public members too.
  private static func overrides(of type: SceneModule.TypeInfo)
    -> Result<(inits: [Member], methods: [Member]), Unwritten>
  {
    // An initialiser that may fail or throw would need `?` or `try` at each call.
    let inits = type.members.filter {
      $0.kind == .initializer && isReachable($0, in: type) && !$0.modifiers.contains("convenience")
        && !$0.declaration.hasPrefix("init?") && !$0.declaration.hasPrefix("init!")
        && !$0.isThrowing
    }
    let methods = type.members.filter { isOverridable($0, in: type) }
    if type.declarationText.contains("<") {
      return .failure(Unwritten("a generic class, which a subclass decorator cannot name"))
    }
    guard !inits.isEmpty else { return .failure(Unwritten("no initialiser a subclass can call")) }
    guard !methods.isEmpty else {
      return .failure(Unwritten("no method a subclass can override"))
    }
    return .success((inits, methods))
  }

  /// Whether another module can use `member` (`@testable import` opening an internal one).
  private static func isReachable(_ member: Member, in type: SceneModule.TypeInfo) -> Bool {
    type.isOpen ? member.access == "public" || member.access == "open" : isTestable(member.access)
  }

  /// Whether the subclass decorator overrides `member`: an instance method, not generic, that
  /// the class lets another module override.
  private static func isOverridable(_ member: Member, in type: SceneModule.TypeInfo) -> Bool {
    member.kind == .method && !member.isStatic && !member.isGeneric
      && !member.modifiers.contains("final") && !member.isInExtension
      && (type.isOpen ? member.access == "open" : isTestable(member.access))
  }

  /// The methods a subclass decorator of `type` runs as they are, without a hop, each with why:
  /// `final` ones and those declared in an extension, which no subclass overrides.
  private static func notOverridden(of type: SceneModule.TypeInfo) -> [String] {
    type.members.compactMap { member in
      guard member.kind == .method, !member.isStatic, member.access != "private",
        member.access != "fileprivate", !isOverridable(member, in: type)
      else { return nil }
      let why =
        member.modifiers.contains("final")
        ? "final" : member.isInExtension ? "declared in an extension" : nil
      return why.map {
        "\(type.name).\(member.name): \($0), which no subclass overrides: runs, not a hop"
      }
    }
  }

  /// How the wiring makes the subclass decorator of `type` in place of one the app made: an
  /// initialiser (inherited) whose parameters the class keeps in properties of their names
  /// (`init(ordersStore:)` and `var ordersStore`), with each argument the property it is read
  /// from, and the other settable properties, copied. Nil when there is none.
  static func remaking(_ type: SceneModule.TypeInfo)
    -> (arguments: [(label: String?, property: String)], copied: [String])?
  {
    guard case .success(let found) = overrides(of: type) else { return nil }
    let properties = type.members.filter {
      $0.kind == .property && !$0.isStatic && isReachable($0, in: type)
    }
    let names = Set(properties.map(\.name))
    // The one taking the most of them: what the app passed is passed again.
    guard
      let initializer = found.inits.filter({ $0.parameters.allSatisfy { names.contains($0.name) } })
        .max(by: { $0.parameters.count < $1.parameters.count })
    else { return nil }
    let passed = Set(initializer.parameters.map(\.name))
    return (
      initializer.parameters.map { ($0.label, $0.name) },
      properties.filter { $0.isSettable && !passed.contains($0.name) }.map(\.name)
    )
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

  /// The members whose declarations a decorator of `type` repeats: a protocol's requirements
  /// (a router's with those of the protocols it is held together with), or a subclass's
  /// overrides.
  static func forwarded(
    of type: SceneModule.TypeInfo, in module: SceneModule, roles: (SceneModule.TypeInfo) -> Role
  ) -> [Member] {
    if decorates(type, role: roles(type)) { return type.members }
    if wrapsIntentClass(type, role: roles(type)) { return intentMethods(of: type) }
    if subclassesModel(type, role: roles(type)) { return modelUpdates(of: type) }
    if decoratesRouter(type, role: roles(type)) {
      return routerShape(of: type, in: module).parts.flatMap(\.members)
    }
    guard subclasses(type, in: module, roles: roles), case .success(let found) = overrides(of: type)
    else { return [] }
    // Its initialisers are inherited, not spelled again.
    return found.methods
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
    writeItself(type, into: &text) { body in
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

  /// Writes the subclass, or says why there is none: the class itself (`OrdersWorkerHops`), each
  /// overridden call a hop that runs the class's own method (`super`). What is set on it
  /// (`worker.ordersStore = …`) is its own, which the calls then use; it is made with the
  /// class's own initialisers, which it inherits.
  private func writeSubclassDecorator(
    _ type: SceneModule.TypeInfo, _ role: Role, into text: inout SwiftText
  ) -> String? {
    let methods: [Member]
    switch Self.overrides(of: type) {
    case .success(let found): methods = found.methods
    case .failure(let unwritten): return unwritten.reason
    }
    let name = Self.name(of: type)
    text.line()
    text.doc(
      "`\(type.name)` itself, each call a `.\(role.rawValue)` hop. A class the scene calls without "
        + "a protocol:",
      "a subclass whose overrides call the class's own methods (`super`), so that what is set on",
      "it is what its calls use; make it as the class is made (`\(name)(…)`, its initialisers",
      "inherited).")
    writeItself(type, into: &text) { body in
      for method in methods {
        body.line()
        writeForwarding(method, role, in: type, prefix: "override ", callsSuper: true, into: &body)
      }
    }
    return nil
  }

  /// `final class TypeHops: Type, HopDecorator`, a decorator that is the part itself: it wraps
  /// itself, and hops name the class it stands in for; `overrides` writes its body's methods.
  private func writeItself(
    _ type: SceneModule.TypeInfo, into text: inout SwiftText,
    overrides: (inout SwiftText) -> Void
  ) {
    if type.isMainActor { text.line("@MainActor") }
    let conformance = Self.conformance(type.isMainActor, type.isSendable)
    text.block("final class \(Self.name(of: type)): \(type.name), \(conformance)") { body in
      body.line("var wrapped: \(type.name) { self }")
      body.line("var componentName: String { \(SwiftText.literal(type.name)) }")
      overrides(&body)
    }
  }

  /// What a router decorator of `type` is: the protocols it conforms to and forwards (`type`
  /// first), the existential it holds, and whether it is an `NSObject`. A controller holds its
  /// router as a composition (`var router: (NSObjectProtocol & ListOrdersRoutingLogic &
  /// ListOrdersDataPassing)?`), which the decorator must be to stand in for it: the largest one
  /// a property of the module names `type` in, when each other protocol in it is the module's
  /// (its requirements forwarded, not hops) or `NSObjectProtocol` (an `NSObject` is one, and
  /// the template calls `responds(to:)` on it).
  struct RouterShape {
    let parts: [SceneModule.TypeInfo]
    let existential: String
    let isObject: Bool
    /// The names in the composition, as a property's type is compared with it.
    let names: Set<String>
  }

  static func routerShape(of type: SceneModule.TypeInfo, in module: SceneModule) -> RouterShape {
    var best = RouterShape(
      parts: [type], existential: type.existential, isObject: false, names: [type.name])
    for owner in module.types {
      for property in owner.members where property.kind == .property {
        let names = PartsWriter.names(in: property.propertyType)
        guard names.count > best.names.count, names.contains(type.name) else { continue }
        var parts = [type]
        var fits = true
        for name in names where name != type.name && name != "NSObjectProtocol" {
          if name == "AnyObject" { continue }
          guard let part = module.type(named: name), isForwardable(part) else {
            fits = false
            break
          }
          parts.append(part)
        }
        guard fits else { continue }
        best = RouterShape(
          parts: parts, existential: "any " + names.joined(separator: " & "),
          isObject: names.contains("NSObjectProtocol"), names: Set(names))
      }
    }
    return best
  }

  /// Whether a router decorator can conform to `part` too: a protocol of the module whose
  /// requirements it forwards, or a marker with none.
  private static func isForwardable(_ part: SceneModule.TypeInfo) -> Bool {
    guard part.kind == .protocolType else { return false }
    return unsupported(part) == nil
      || part.members.isEmpty && part.otherRequirements.isEmpty && part.associatedTypes.isEmpty
  }

  /// `ListOrdersRoutingLogicHops`: the router's protocol, each call a `.router` hop, and the
  /// protocols the controller holds it together with, forwarded; an `NSObject` when that is one.
  private func writeRouterDecorator(_ type: SceneModule.TypeInfo, into text: inout SwiftText) {
    let shape = Self.routerShape(of: type, in: module)
    let name = Self.name(of: type)
    let isMainActor = shape.parts.contains(where: \.isMainActor)
    text.line()
    text.doc(
      "`\(type.name)`, each call a `.router` hop that `trace` shows, the route it takes under it:",
      "wrap the router the view controller holds, `\(name)(wrapped: router)`"
        + (shape.parts.count > 1 ? " (the rest of what it is held as is forwarded)." : "."))
    if isMainActor { text.line("@MainActor") }
    let conformances =
      (shape.isObject ? ["NSObject"] : []) + shape.parts.map(\.name)
      + [Self.conformance(isMainActor, shape.parts.allSatisfy(\.isSendable))]
    text.block("final class \(name): \(conformances.joined(separator: ", "))") { body in
      body.line("let wrapped: \(shape.existential)")
      body.line()
      body.block("init(wrapped: \(shape.existential))") {
        $0.line("self.wrapped = wrapped")
        if shape.isObject { $0.line("super.init()") }
      }
      var written: Set<String> = []
      for part in shape.parts {
        for member in part.members where written.insert(member.declaration).inserted {
          body.line()
          writeForwarding(member, part.name == type.name ? .router : .none, in: part, into: &body)
        }
      }
    }
  }

  /// Writes `member` forwarded to the wrapped part, or, for a subclass that is the part
  /// (`callsSuper`), to the class's own method; a call of a part with no role (what a router is
  /// held together with) is forwarded without a hop.
  private func writeForwarding(
    _ member: Member, _ role: Role, in type: SceneModule.TypeInfo, prefix: String = "",
    callsSuper: Bool = false, into text: inout SwiftText
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
    let receiver = callsSuper ? "super" : "wrapped"
    if Self.isForwardedWithoutHop(member, in: type) || role == .none {
      let effects = (member.isThrowing ? "try " : "") + (member.isAsync ? "await " : "")
      text.block(actor + prefix + member.declaration) {
        $0.line("\(effects)\(receiver).\(member.name)(\(Self.arguments(member.parameters)))")
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
          switch (given == "$1", callsSuper) {
          case (true, false): "$0.\(member.name)(\(arguments))"
          case (true, true): "super.\(member.name)(\(arguments))"
          case (false, false): "part, done in part.\(member.name)(\(arguments))"
          case (false, true): "_, done in super.\(member.name)(\(arguments))"
          }
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
      let call = callsSuper ? "_ in \(effects)super" : "\(effects)$0"
      body.line(
        "\(effects)hop(\(kind), \(method)\(payload)) "
          + "{ \(call).\(member.name)(\(Self.arguments(member.parameters))) }")
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
