/// A declaration's text as the scene wrote it, without what a copy in another module must not
/// repeat (access level, `@MainActor`, `@Published`), and what was dropped, for the writers.
struct Declaration: Sendable {
  /// `func search(_ query: String) async throws -> [Book]`.
  let text: String
  /// The attributes before it, without `@`: `MainActor`, `Published`, `objc`.
  let attributes: [String]
  /// `public`, `open`, `internal`, … as written.
  let modifiers: [String]

  private static let droppedKeywords: Set<String> = [
    "public", "open", "internal", "package", "fileprivate", "private", "nonisolated", "final",
    "override", "dynamic", "required", "convenience", "weak", "unowned", "lazy", "optional",
  ]

  init(_ fragments: [SymbolGraph.Fragment]) {
    var attributes: [String] = []
    var modifiers: [String] = []
    var index = 0
    var inAttribute = false
    while index < fragments.count {
      let fragment = fragments[index]
      if fragment.kind == "attribute" {
        if fragment.spelling == "@" {
          inAttribute = true
        } else {
          attributes.append(
            fragment.spelling.hasPrefix("@")
              ? String(fragment.spelling.dropFirst()) : fragment.spelling)
          inAttribute = false
        }
      } else if fragment.kind == "keyword", Self.droppedKeywords.contains(fragment.spelling) {
        modifiers.append(fragment.spelling)
      } else if fragment.kind == "text", inAttribute || fragment.spelling.allSatisfy(\.isWhitespace)
      {
        // The space after a modifier, or an attribute's arguments: `@backDeployed(before: …)`.
      } else {
        break
      }
      index += 1
    }
    self.attributes = attributes
    self.modifiers = modifiers
    self.text = fragments[index...].map(\.spelling).joined()
  }

  /// The text after the parameter list's closing parenthesis, e.g. ` async throws -> [Book]`.
  var afterParameters: String {
    guard let open = text.firstIndex(of: "(") else { return "" }
    var depth = 0
    var position = open
    while position < text.endIndex {
      switch text[position] {
      case "(": depth += 1
      case ")":
        depth -= 1
        if depth == 0 { return String(text[text.index(after: position)...]) }
      default: break
      }
      position = text.index(after: position)
    }
    return ""
  }
}
