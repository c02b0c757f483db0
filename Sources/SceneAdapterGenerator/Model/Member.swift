import Foundation

/// A method, property or initialiser of a protocol or class, as the writers need it.
public struct Member: Sendable {
  public enum Kind: Sendable {
    case method
    case property
    case initializer
  }

  /// A parameter: the label callers write (nil for `_`), the name the body uses, its type.
  public struct Parameter: Sendable {
    public let label: String?
    public let name: String
    public let type: String
    /// The type's symbol, when the type is one named thing (`BookSearch.Query.Request`).
    public let typeSymbol: String?
    /// `type` with a typealias of the module resolved: `(Result<[Tea], TeaStoreError>) -> Void`
    /// for `TeaStoreAnswer`, so that an aliased completion is seen as one.
    public let shape: String

    /// A closure, which a hop's payload leaves out: a non-escaping one cannot be put in `Any`,
    /// and an escaping one says nothing there.
    var isFunction: Bool { SwiftType.isFunction(shape) }
  }

  public let kind: Kind
  /// `queryChanged`, `query`, `init`.
  public let name: String
  public let parameters: [Parameter]
  public let isAsync: Bool
  public let isThrowing: Bool
  /// Nil when the method returns nothing.
  public let returnType: String?
  /// A generic method: a decorator cannot be written for it here.
  public let isGeneric: Bool
  public let isStatic: Bool
  public let isMainActor: Bool
  public let access: String
  /// The modifiers the declaration dropped: `final`, `convenience`, `required`, `override`.
  public let modifiers: [String]
  /// Declared in an extension: a subclass cannot override it.
  public let isInExtension: Bool
  /// The declaration without access level and attributes: `func clear() async`.
  public let declaration: String
  /// The doc comment's first line, if any.
  public let summary: String?
  /// A property: its type, whether it can be set from outside, whether it is `@Published`.
  public let propertyType: String
  public let isSettable: Bool
  public let isPublished: Bool
  /// A `weak` property: a back reference, which a decorator would not outlive.
  public let isWeak: Bool

  /// The modules the declaration's types come from (`FoundationNetworking` for `URLRequest`),
  /// which the generated file imports to spell it again.
  public let modules: Set<String>

  /// The completion handler a method answers through, if it returns nothing and its last
  /// parameter is one, in a shape whose answer a hop can carry.
  var completion: Completion? {
    returnType == nil ? completionParameter.flatMap(Completion.init) : nil
  }

  /// Whether the method ends with a completion handler, whatever its answer's shape.
  var hasCompletionHandler: Bool { completionParameter != nil }

  /// Why no hop carries the answer of the method's completion handler, when none does.
  var uncarriedCompletion: String? { completionParameter.flatMap(Completion.uncarried) }

  /// The last parameter, when it is a closure returning nothing and `@escaping` (which the
  /// signature's parameter types leave out; the declaration says it).
  private var completionParameter: Parameter? {
    guard kind == .method, let last = parameters.last, Completion.returnsNothing(last),
      declaration.contains(" \(last.name): @escaping")
        || declaration.contains("(\(last.name): @escaping")
    else { return nil }
    return last
  }

  /// `aliases`: the module's typealiases by symbol identifier, each the type it names.
  init?(_ symbol: SymbolGraph.Symbol, readOnlyHint: Bool, aliases: [String: String] = [:]) {
    let kinds: [String: Kind] = [
      "swift.method": .method, "swift.property": .property, "swift.init": .initializer,
      "swift.type.method": .method, "swift.type.property": .property,
    ]
    guard let kind = kinds[symbol.kind.identifier], let title = symbol.pathComponents.last,
      let fragments = symbol.declarationFragments
    else { return nil }
    let declaration = Declaration(fragments)
    self.kind = kind
    self.isStatic = symbol.kind.identifier.hasPrefix("swift.type.")
    self.access = symbol.accessLevel
    self.modifiers = declaration.modifiers
    self.isInExtension = symbol.swiftExtension != nil
    let parameterFragments = (symbol.functionSignature?.parameters ?? []).flatMap {
      $0.declarationFragments ?? []
    }
    let named = fragments + parameterFragments + (symbol.functionSignature?.returns ?? [])
    self.modules = Set(named.compactMap { $0.preciseIdentifier.flatMap(SwiftType.module) })
    self.declaration = declaration.text
    self.isMainActor = declaration.attributes.contains("MainActor")
    self.isPublished = declaration.attributes.contains("Published")
    self.isWeak =
      declaration.modifiers.contains("weak") || declaration.text.hasPrefix("weak ")
    self.summary = symbol.docComment?.lines.first.map(\.text)
      .flatMap { $0.trimmingCharacters(in: .whitespaces).isEmpty ? nil : $0 }
    let baseName = title.split(separator: "(", maxSplits: 1).first.map(String.init) ?? title
    self.name = baseName
    self.isGeneric = declaration.text.contains("\(baseName)<")
    if kind == .property {
      self.parameters = []
      self.isAsync = false
      self.isThrowing = false
      self.returnType = nil
      let text = declaration.text
      let afterName = text.range(of: ": ").map { String(text[$0.upperBound...]) } ?? ""
      let type = afterName.components(separatedBy: " {").first ?? afterName
      self.propertyType = type.trimmingCharacters(in: .whitespaces)
      let accessors = afterName.contains("{") ? afterName : "{ get set }"
      self.isSettable =
        text.hasPrefix("var ") && accessors.contains("set") && !readOnlyHint && !isStatic
      return
    }
    self.propertyType = ""
    self.isSettable = false
    let labels = Self.labels(title)
    let signature = symbol.functionSignature?.parameters ?? []
    self.parameters = signature.enumerated().map { index, parameter in
      let text = (parameter.declarationFragments ?? []).map(\.spelling).joined()
      let type =
        text.range(of: ": ").map { String(text[$0.upperBound...]) } ?? text
      let typeFragments = (parameter.declarationFragments ?? []).filter {
        $0.kind == "typeIdentifier"
      }
      let label = index < labels.count ? labels[index] : parameter.name
      let typeSymbol =
        typeFragments.count >= 1 && !type.contains("<")
          && !type.contains("(") && !type.contains("[") && !type.hasSuffix("?")
        ? typeFragments.last?.preciseIdentifier : nil
      return Parameter(
        label: label == "_" ? nil : label, name: parameter.internalName ?? parameter.name,
        type: type, typeSymbol: typeSymbol,
        shape: typeSymbol.flatMap { aliases[$0] } ?? type)
    }
    let effects = declaration.afterParameters
    let beforeArrow = effects.components(separatedBy: "->").first ?? effects
    self.isAsync = beforeArrow.contains("async")
    self.isThrowing = beforeArrow.contains("throws")
    if let arrow = effects.range(of: "->") {
      var type = String(effects[arrow.upperBound...])
      if let clause = type.range(of: " where ") { type = String(type[..<clause.lowerBound]) }
      type = type.trimmingCharacters(in: .whitespaces)
      self.returnType = type == "Void" || type == "()" ? nil : type
    } else {
      self.returnType = nil
    }
  }

  /// Each parameter as declared, default value included: `interactor: ListPostsInteractor =
  /// ListPostsInteractor()`.
  var parameterDeclarations: [String] {
    guard let open = declaration.firstIndex(of: "(") else { return [] }
    var result: [String] = []
    var current = ""
    var depth = 0
    for character in declaration[declaration.index(after: open)...] {
      switch character {
      // `->` in a closure type is not a closing bracket.
      case ">" where current.hasSuffix("-"): break
      case "(", "[", "<": depth += 1
      case ")", "]", ">":
        if depth == 0 {
          if !current.isEmpty { result.append(current.trimmingCharacters(in: .whitespaces)) }
          return result
        }
        depth -= 1
      case "," where depth == 0:
        result.append(current.trimmingCharacters(in: .whitespaces))
        current = ""
        continue
      default: break
      }
      current.append(character)
    }
    return result
  }

  /// `["_", "request"]` from `f(_:request:)`.
  private static func labels(_ title: String) -> [String] {
    guard let open = title.firstIndex(of: "("), title.hasSuffix(")") else { return [] }
    let inner = title[title.index(after: open)..<title.index(before: title.endIndex)]
    return inner.split(separator: ":").map(String.init)
  }
}
