/// Where a change happened inside a value: `displayedUsers[2].fullName`, `scores["ann"]`.
public struct Path: Hashable, Sendable, CustomStringConvertible {
  public enum Component: Hashable, Sendable {
    /// A stored property, tuple element or enum case: `.fullName`.
    case field(String)
    /// An array position: `[2]`.
    case index(Int)
    /// A dictionary's `String` key, printed quoted: `["ann"]`.
    case key(String)
    /// Any other dictionary key, already rendered by `Dump.line`: `[42]`, `[.admin]`.
    case renderedKey(String)
  }

  public var components: [Component]

  /// The empty path: the value itself.
  public init() {
    components = []
  }

  /// A path naming one field, such as a state's stored property.
  public init(_ field: String) {
    components = [.field(field)]
  }

  public init(components: [Component]) {
    self.components = components
  }

  public var isEmpty: Bool { components.isEmpty }

  public func appending(_ component: Component) -> Path {
    Path(components: components + [component])
  }

  public var description: String {
    // Most paths a diff prints are one property: its name as it is, without a copy.
    if components.count == 1, case .field(let name) = components[0] {
      return TerminalSafe.escape(name, maxLength: 200)
    }
    var text = TextBytes()
    appendDescription(to: &text)
    return text.string
  }

  /// Appends `description` to `text`: a diff line writes its path in place.
  func appendDescription(to text: inout TextBytes) {
    // A dot between a field and whatever was written before it.
    var hasWritten = false
    for component in components {
      switch component {
      case .field(let name):
        let escaped = TerminalSafe.escape(name, maxLength: 200)
        if hasWritten {
          text.append(".")
        }
        text.append(escaped)
        hasWritten = hasWritten || !escaped.isEmpty
        continue
      case .index(let index):
        text.append("[")
        text.append(String(index))
        text.append("]")
      case .key(let key):
        text.append("[")
        text.appendQuoted(key, maxLength: 200)
        text.append("]")
      case .renderedKey(let key):
        text.append("[")
        text.append(key)
        text.append("]")
      }
      hasWritten = true
    }
  }
}
