import Foundation

/// Writes a hop decorator for each protocol (or open class) whose role is known: one forwarding
/// method per requirement, in the form its declaration asks for (completion handler, `async`,
/// `throws`, plain), each call recorded as a hop of the role's kind.
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
      guard role != .none else { continue }
      switch type.kind {
      case .protocolType:
        if let reason = Self.unsupported(type) {
          skipped.append("\(type.name): \(reason)")
        } else {
          writeProtocolDecorator(type, role, into: &text)
        }
      case .classType where type.isOpen:
        writeSubclassDecorator(type, role, into: &text)
      default: continue
      }
    }
    return skipped
  }

  /// Whether a decorator is written for `type`: a protocol of a known role it can forward.
  static func decorates(_ type: SceneModule.TypeInfo, role: Role) -> Bool {
    type.kind == .protocolType && role != .none && unsupported(type) == nil
  }

  /// Why no decorator can be written for a protocol, or nil.
  private static func unsupported(_ type: SceneModule.TypeInfo) -> String? {
    if type.members.isEmpty { return "no requirements" }
    for member in type.members {
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
    if type.isMainActor { text.line("@MainActor") }
    // A main-actor decorator of a protocol that is not `Sendable` holds `wrapped` on the main
    // actor: its conformance to HopDecorator is isolated there too.
    let conformance =
      type.isMainActor && !type.isSendable ? "@MainActor HopDecorator" : "HopDecorator"
    let opening =
      type.isClassBound
      ? "final class \(name): \(type.name), \(conformance)"
      : "struct \(name): \(type.name), \(conformance)"
    text.block(opening) { body in
      body.line("let wrapped: any \(type.name)")
      if type.isClassBound {
        body.line()
        body.block("init(wrapped: any \(type.name))") { $0.line("self.wrapped = wrapped") }
      }
      for member in type.members {
        body.line()
        writeForwarding(member, role, in: type, into: &body)
      }
    }
  }

  private func writeSubclassDecorator(
    _ type: SceneModule.TypeInfo, _ role: Role, into text: inout SwiftText
  ) {
    let inits = type.members.filter { $0.kind == .initializer && $0.access != "internal" }
    let methods = type.members.filter {
      $0.kind == .method && $0.access == "open" && !$0.isStatic && !$0.isGeneric
    }
    guard !inits.isEmpty, !methods.isEmpty else { return }
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
    text.block(prefix + actor + member.declaration) { body in
      if let completion = member.completionHandler, member.returnType == nil {
        let others = Array(member.parameters.dropLast())
        let payload = Self.payload(others).map { ", " + $0 } ?? ""
        let arguments = Self.arguments(
          others + [completion], replacing: completion.name, with: "$1")
        body.line(
          "hop(\(kind), \(method)\(payload), completion: \(completion.name)) "
            + "{ $0.\(member.name)(\(arguments)) }")
        return
      }
      let payload = Self.payload(member.parameters).map { ", " + $0 } ?? ""
      let effects = (member.isThrowing ? "try " : "") + (member.isAsync ? "await " : "")
      body.line(
        "\(effects)hop(\(kind), \(method)\(payload)) "
          + "{ \(effects)$0.\(member.name)(\(Self.arguments(member.parameters))) }")
    }
  }

  /// What the hop shows of the call: the one argument, or the arguments as a labelled tuple.
  static func payload(_ parameters: [Member.Parameter]) -> String? {
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
