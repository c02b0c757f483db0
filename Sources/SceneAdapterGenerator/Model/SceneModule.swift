import Foundation

/// A scene module read from its symbol graph: its protocols, classes and structs with their
/// members, in the order of their names, so the generated file does not change when the
/// graph's order does.
public struct SceneModule: Sendable {
  /// A protocol, class, actor or struct of the module.
  public struct TypeInfo: Sendable {
    public enum Kind: Sendable {
      case protocolType
      case classType
      case actorType
      case structType
      /// Read for its static members: a configurator written as an `enum`.
      case enumType
    }
    public let kind: Kind
    /// `BookSearch.Query.Request` for a nested type.
    public let name: String
    public let access: String
    public let isMainActor: Bool
    /// Only classes (a protocol inheriting `AnyObject` or a class) conform.
    public let isClassBound: Bool
    public let isOpen: Bool
    /// A `final` class: no subclass, so no subclass decorator.
    public let isFinal: Bool
    /// `class CacheStore<T>`, as declared, without attributes and modifiers.
    public let declarationText: String
    public let isObservable: Bool
    public let isObservableObject: Bool
    /// Declared `Sendable` (a protocol refining it).
    public let isSendable: Bool
    /// The protocols it conforms to and the types it inherits from, by name (`UIKit.…` for
    /// another module's).
    public let conformances: [String]
    /// Requirements (a protocol's, with those of the module's protocols it refines) or
    /// members (a type's own), in source order.
    public let members: [Member]
    public let summary: String?
    /// A protocol's associated types (`Item`, and `Cup` of `CupProvider<Cup>`), which no
    /// `any` decorator can name.
    public let associatedTypes: [String]
    /// Requirements that are not methods, properties or initialisers (a subscript): a
    /// decorator cannot forward them.
    public let otherRequirements: [String]
    /// A protocol not declared `Sendable` that only actors or main-actor classes of the module
    /// conform to (one at least): what is called through it is `Sendable` all the same.
    public internal(set) var isActorBacked = false
    /// A protocol its source file declares `@objc` (a Clean Swift router's): the symbol graph
    /// of the Linux copy, which has the attribute removed, does not say it; the file does.
    public internal(set) var isObjC = false

    /// `Sendable` as declared, or as every part behind it is.
    var isSendableInPractice: Bool { isSendable || isActorBacked }

    /// The type a decorator holds the part as: `any KettleBusinessLogic & Sendable` for a
    /// protocol only actors conform to, so that the part can be sent where it is called.
    var existential: String {
      "any \(name)" + (isActorBacked ? " & Sendable" : "")
    }
  }

  public let name: String
  public let types: [TypeInfo]
  /// The files declaring the module's symbols, as the graph locates them, in path order: read
  /// for what the graph leaves out (whether the code uses `URLSession`).
  public let sourceFiles: [URL]
  private let byIdentifier: [String: TypeInfo]

  /// The type a symbol identifier names, when it is one of this module's.
  public func type(_ identifier: String?) -> TypeInfo? {
    identifier.flatMap { byIdentifier[$0] }
  }

  /// The module's type named `name` (`ListPostsConfigurator.Parts`), if any.
  public func type(named name: String) -> TypeInfo? {
    types.first { $0.name == name }
  }

  /// Whether `type` is a view controller class: it inherits, itself or through a class of the
  /// module, from one of UIKit's (`UIKit.UITableViewController`).
  public func isViewController(_ type: SceneModule.TypeInfo) -> Bool {
    guard type.kind == .classType else { return false }
    return type.conformances.contains { name in
      let simple = name.split(separator: ".").last.map(String.init) ?? name
      if simple.hasPrefix("UI"), simple.hasSuffix("ViewController") || simple == "UIViewController"
      {
        return true
      }
      guard let parent = self.type(named: name), parent.name != type.name else { return false }
      return isViewController(parent)
    }
  }

  public init(_ graph: SymbolGraph) {
    name = graph.module.name
    sourceFiles = Set(graph.symbols.compactMap { $0.location?.uri }).sorted()
      .compactMap(URL.init(string:)).filter(\.isFileURL)
    var membersOf: [String: [SymbolGraph.Symbol]] = [:]
    var requirementsOf: [String: [SymbolGraph.Symbol]] = [:]
    var conformances: [String: [SymbolGraph.Relationship]] = [:]
    let symbols = Dictionary(
      graph.symbols.map { ($0.identifier.precise, $0) }, uniquingKeysWith: { first, _ in first })
    for relationship in graph.relationships {
      switch relationship.kind {
      case "memberOf":
        if let member = symbols[relationship.source] {
          membersOf[relationship.target, default: []].append(member)
        }
      case "requirementOf", "optionalRequirementOf":
        if let member = symbols[relationship.source] {
          requirementsOf[relationship.target, default: []].append(member)
        }
      case "conformsTo", "inheritsFrom":
        conformances[relationship.source, default: []].append(relationship)
      default: break
      }
    }
    let kinds: [String: TypeInfo.Kind] = [
      "swift.protocol": .protocolType, "swift.class": .classType, "swift.struct": .structType,
      "swift.enum": .enumType,
    ]
    // A typealias resolved where a parameter names it: `TeaStoreAnswer` is a completion.
    var aliases: [String: String] = [:]
    for symbol in graph.symbols where symbol.kind.identifier == "swift.typealias" {
      let text = Declaration(symbol.declarationFragments ?? []).text
      guard let equals = text.range(of: " = ") else { continue }
      aliases[symbol.identifier.precise] = String(text[equals.upperBound...])
    }
    var types: [String: TypeInfo] = [:]
    var sourceLines = SourceLines()
    for symbol in graph.symbols {
      guard var kind = kinds[symbol.kind.identifier], let fragments = symbol.declarationFragments
      else { continue }
      let declaration = Declaration(fragments)
      if kind == .classType, declaration.text.hasPrefix("actor ") { kind = .actorType }
      let id = symbol.identifier.precise
      let relations = conformances[id] ?? []
      let conforms = { (suffix: String) in
        relations.contains {
          ($0.targetFallback ?? $0.target).hasSuffix(suffix) || $0.target.contains(suffix)
        }
      }
      var ownMembers = ((kind == .protocolType ? requirementsOf : membersOf)[id] ?? [])
        .sorted { Self.order($0) < Self.order($1) }
      if kind == .protocolType {
        ownMembers += Self.inheritedRequirements(
          of: id, relations: conformances, members: requirementsOf, seen: [id])
      }
      let members = ownMembers.compactMap { member in
        Member(
          member, readOnlyHint: sourceLines.restrictsSetter(member.location), aliases: aliases)
      }
      let isObjC = kind == .protocolType && sourceLines.declaresObjC(symbol.location)
      types[id] = TypeInfo(
        kind: kind, name: symbol.pathComponents.joined(separator: "."), access: symbol.accessLevel,
        isMainActor: declaration.attributes.contains("MainActor"),
        isClassBound: kind == .classType || kind == .actorType
          || declaration.text.contains("AnyObject")
          || relations.contains { $0.kind == "inheritsFrom" },
        isOpen: symbol.accessLevel == "open",
        isFinal: declaration.modifiers.contains("final"),
        declarationText: declaration.text,
        isObservable: conforms("Observation.Observable") || conforms("11Observation10ObservableP"),
        isObservableObject: conforms("ObservableObject") || conforms("16ObservableObjectP"),
        isSendable: declaration.text.contains("Sendable"),
        conformances: relations.compactMap { relation in
          symbols[relation.target].map { $0.pathComponents.joined(separator: ".") }
            ?? relation.targetFallback
        }, members: members,
        summary: symbol.docComment?.lines.first?.text,
        associatedTypes: ownMembers.filter { $0.kind.identifier == "swift.associatedtype" }
          .compactMap(\.pathComponents.last),
        otherRequirements: kind != .protocolType
          ? []
          : ownMembers.filter { $0.kind.identifier.hasSuffix("subscript") }
            .compactMap(\.pathComponents.last))
      types[id]?.isObjC = isObjC
    }
    for (id, type) in types where type.kind == .protocolType && !type.isSendable {
      let conformers = conformances.filter { _, relations in
        relations.contains { $0.kind == "conformsTo" && $0.target == id }
      }.compactMap { types[$0.key] }.filter { $0.kind == .classType || $0.kind == .actorType }
      // An actor, and a class isolated to the main actor, are Sendable however the app's
      // language mode spells it: a presenter of a Swift 5 app behind a `@MainActor` protocol.
      types[id]?.isActorBacked =
        !conformers.isEmpty
        && conformers.allSatisfy {
          $0.kind == .actorType || ($0.kind == .classType && $0.isMainActor)
        }
    }
    byIdentifier = types
    self.types = types.values.sorted { $0.name < $1.name }
  }

  /// Source order: file, then line; symbols without a location last, in the graph's order
  /// (the sort is stable).
  private static func order(_ symbol: SymbolGraph.Symbol) -> String {
    guard let location = symbol.location else { return "~" }
    return location.uri + String(format: "%08d", location.position.line)
  }

  /// The requirements of the module's protocols a protocol refines (`protocol A: B`).
  private static func inheritedRequirements(
    of id: String, relations: [String: [SymbolGraph.Relationship]],
    members: [String: [SymbolGraph.Symbol]], seen: Set<String>
  ) -> [SymbolGraph.Symbol] {
    var result: [SymbolGraph.Symbol] = []
    var seen = seen
    for parent in relations[id] ?? [] where members[parent.target] != nil {
      guard seen.insert(parent.target).inserted else { continue }
      result += (members[parent.target] ?? []).sorted { order($0) < order($1) }
      result += inheritedRequirements(
        of: parent.target, relations: relations, members: members, seen: seen)
    }
    return result
  }
}

/// The scene's source files, read once each, for what the graph leaves out: a property
/// declared `private(set)` is listed as `{ get set }`.
struct SourceLines {
  private var files: [String: [Substring]] = [:]

  mutating func restrictsSetter(_ location: SymbolGraph.Symbol.Location?) -> Bool {
    guard let line = lines(at: location).last else { return false }
    return line.contains("private(set)") || line.contains("internal(set)")
      || line.contains("package(set)")
  }

  /// Whether the declaration at `location` is `@objc`: on its line or the one before, where
  /// an attribute on a line of its own goes.
  mutating func declaresObjC(_ location: SymbolGraph.Symbol.Location?) -> Bool {
    lines(at: location).contains { line in
      line.contains("@objc ") || line.contains("@objc\t") || line.hasSuffix("@objc")
        || line.contains("@objc(")
    }
  }

  /// The line at `location` and the one before it (fewer at the file's start).
  private mutating func lines(at location: SymbolGraph.Symbol.Location?) -> [Substring] {
    guard let location, let url = URL(string: location.uri), url.isFileURL else { return [] }
    if files[url.path] == nil {
      let text = (try? String(contentsOf: url, encoding: .utf8)) ?? ""
      files[url.path] = text.split(separator: "\n", omittingEmptySubsequences: false)
    }
    let lines = files[url.path] ?? []
    let line = location.position.line
    guard lines.indices.contains(line) else { return [] }
    return line > 0 ? [lines[line - 1], lines[line]] : [lines[line]]
  }
}
