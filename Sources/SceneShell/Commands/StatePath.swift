import SceneRuntime
import StateDiff

/// A path into the state a view shows, as the diff lines print it: `isLoading`,
/// `displayedUsers[2].fullName`, `displayedUsers.count` — or by identity, following an element
/// wherever it moves: `displayedUsers[id: 3].fullName`. Resolved through `Mirror`, so it works
/// for any scene's state.
struct StatePath {
  enum Component: Equatable {
    case name(String)
    case index(Int)
    /// The element whose `field` prints as `value`: `[id: 3]`.
    case identity(field: String, value: String)
  }

  let components: [Component]
  let text: String

  init(_ text: String) throws(ShellError) {
    self.text = text
    var components: [Component] = []
    var rest = Substring(text)
    while !rest.isEmpty {
      if rest.first == "[" {
        guard let close = rest.firstIndex(of: "]") else {
          throw .invalidExpectation("'\(text)' is not a path: an index is [N] or [FIELD: VALUE]")
        }
        let inside = rest[rest.index(after: rest.startIndex)..<close]
        if let index = Int(inside) {
          components.append(.index(index))
        } else if let colon = inside.firstIndex(of: ":") {
          let field = String(inside[..<colon]).trimmingWhitespace()
          let value = String(inside[inside.index(after: colon)...]).trimmingWhitespace()
          guard !field.isEmpty, !value.isEmpty else {
            throw .invalidExpectation("'\(text)' is not a path: an identity is [FIELD: VALUE]")
          }
          components.append(.identity(field: field, value: value))
        } else {
          throw .invalidExpectation("'\(text)' is not a path: an index is [N] or [FIELD: VALUE]")
        }
        rest = rest[rest.index(after: close)...]
      } else {
        if rest.first == "." { rest = rest.dropFirst() }
        let name = rest.prefix { $0.isLetter || $0.isNumber || $0 == "_" }
        guard !name.isEmpty else {
          throw .invalidExpectation("'\(text)' is not a path such as displayedUsers[2].fullName")
        }
        components.append(.name(String(name)))
        rest = rest.dropFirst(name.count)
      }
    }
    guard case .name = components.first else {
      throw .invalidExpectation("'\(text)' must start with a field of the state")
    }
    self.components = components
  }

  /// The value at this path in `fields`.
  func resolve(in fields: [StateField]) throws(ShellError) -> Any {
    guard case .name(let first)? = components.first,
      let field = fields.first(where: { $0.name == first })
    else {
      let names = fields.map(\.name).joined(separator: ", ")
      throw .invalidExpectation("the state has no field '\(text)'; its fields: \(names)")
    }
    var value = field.value
    var walked = first
    for component in components.dropFirst() {
      guard let next = Self.step(into: value, by: component) else {
        throw .invalidExpectation("'\(walked)' has no \(Self.describe(component))")
      }
      value = next
      walked += Self.describe(component, joined: true)
    }
    return value
  }

  /// `a b[id: 3].c` → `["a", "b[id: 3].c"]`: paths separated by blanks outside brackets.
  static func split(_ text: String) -> [String] {
    var paths: [String] = []
    var current = ""
    var depth = 0
    for character in text {
      if character == "[" { depth += 1 }
      if character == "]" { depth = max(0, depth - 1) }
      if character.isWhitespace && depth == 0 {
        if !current.isEmpty { paths.append(current) }
        current = ""
      } else {
        current.append(character)
      }
    }
    if !current.isEmpty { paths.append(current) }
    return paths
  }

  /// Where this path points now, as the diff writes paths (identities turned into indices);
  /// nil when it points nowhere.
  func location(in fields: [StateField]) -> Path? {
    guard case .name(let first)? = components.first,
      let field = fields.first(where: { $0.name == first })
    else { return nil }
    var value = field.value
    var path = Path(first)
    for component in components.dropFirst() {
      switch component {
      case .identity(let name, let wanted):
        guard let index = Self.index(in: value, where: name, is: wanted) else { return nil }
        path = path.appending(.index(index))
        guard let next = Self.step(into: value, by: .index(index)) else { return nil }
        value = next
      case .index(let index):
        path = path.appending(.index(index))
        guard let next = Self.step(into: value, by: component) else { return nil }
        value = next
      case .name(let name):
        path = path.appending(.field(name))
        guard let next = Self.step(into: value, by: component) else { return nil }
        value = next
      }
    }
    return path
  }

  /// The position of the element of `collection` whose `field` prints as `wanted`.
  private static func index(in collection: Any, where field: String, is wanted: String) -> Int? {
    Mirror(reflecting: collection).children.enumerated().first { _, child in
      step(into: child.value, by: .name(field)).map { Dump.line($0) } == wanted
    }?.offset
  }

  private static func step(into value: Any, by component: Component) -> Any? {
    let mirror = Mirror(reflecting: value)
    if mirror.displayStyle == .optional {
      guard let wrapped = mirror.children.first?.value else { return nil }
      return step(into: wrapped, by: component)
    }
    switch component {
    case .identity(let field, let wanted):
      guard let index = index(in: value, where: field, is: wanted) else { return nil }
      return step(into: value, by: .index(index))
    case .index(let index):
      guard index >= 0, index < mirror.children.count else { return nil }
      return mirror.children[mirror.children.index(mirror.children.startIndex, offsetBy: index)]
        .value
    case .name("count")
    where [.collection, .set, .dictionary].contains(mirror.displayStyle):
      return mirror.children.count
    case .name(let name):
      // `@Observable` keeps a property `name` in stored `_name`.
      return mirror.children.first { $0.label == name || $0.label == "_" + name }?.value
    }
  }

  private static func describe(_ component: Component, joined: Bool = false) -> String {
    switch component {
    case .index(let index): joined ? "[\(index)]" : "element [\(index)]"
    case .name(let name): joined ? ".\(name)" : "field '\(name)'"
    case .identity(let field, let value):
      joined ? "[\(field): \(value)]" : "element [\(field): \(value)]"
    }
  }
}
