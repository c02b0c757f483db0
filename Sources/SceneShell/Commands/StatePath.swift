import SceneRuntime

/// A path into the state a view shows, as the diff lines print it: `isLoading`,
/// `displayedUsers[2].fullName`, `displayedUsers.count`. Resolved through `Mirror`, so it
/// works for any scene's state.
struct StatePath {
  enum Component: Equatable {
    case name(String)
    case index(Int)
  }

  let components: [Component]
  let text: String

  init(_ text: String) throws(ShellError) {
    self.text = text
    var components: [Component] = []
    var rest = Substring(text)
    while !rest.isEmpty {
      if rest.first == "[" {
        guard let close = rest.firstIndex(of: "]"),
          let index = Int(rest[rest.index(after: rest.startIndex)..<close])
        else { throw .invalidExpectation("'\(text)' is not a path: an index is [N]") }
        components.append(.index(index))
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

  private static func step(into value: Any, by component: Component) -> Any? {
    let mirror = Mirror(reflecting: value)
    if mirror.displayStyle == .optional {
      guard let wrapped = mirror.children.first?.value else { return nil }
      return step(into: wrapped, by: component)
    }
    switch component {
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
    }
  }
}
