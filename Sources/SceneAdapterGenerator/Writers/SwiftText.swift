/// Swift source written line by line, indented two spaces a level; `swift format` gives it its
/// final shape (line breaks of long signatures) before it is written.
struct SwiftText {
  private(set) var lines: [String] = []
  private var depth = 0

  mutating func line(_ text: String = "") {
    lines.append(text.isEmpty ? "" : String(repeating: "  ", count: depth) + text)
  }

  /// The lines of `other`, written at the top level, as they are.
  mutating func append(_ other: SwiftText) {
    lines += other.lines
  }

  /// `opening {`, the body one level in, `}`.
  mutating func block(_ opening: String, _ body: (inout SwiftText) -> Void) {
    scope(opening + " {", body)
  }

  /// `opening` as it is (ending in `{` or `{ x in`), the body one level in, `}`.
  mutating func scope(_ opening: String, _ body: (inout SwiftText) -> Void) {
    line(opening)
    depth += 1
    body(&self)
    depth -= 1
    line("}")
  }

  /// A `///` comment: its parts joined, wrapped at words to stay within 100 columns.
  mutating func doc(_ text: String...) {
    let width = 94 - depth * 2
    for part in [text.joined(separator: " ")] {
      var current = ""
      for word in part.split(separator: " ", omittingEmptySubsequences: false) {
        if !current.isEmpty, current.count + word.count + 1 > width {
          line("/// " + current)
          current = ""
        }
        current += current.isEmpty ? String(word) : " " + word
      }
      line("/// " + current)
    }
  }

  /// A string literal for `text`; a long one as literals joined with `+`, so that the
  /// formatter can break it within the line length.
  static func literal(_ text: String) -> String {
    var pieces: [String] = []
    var current = ""
    for word in text.split(separator: " ", omittingEmptySubsequences: false) {
      if current.count + word.count + 1 > 60, !current.isEmpty {
        pieces.append(current + " ")
        current = ""
      }
      current += current.isEmpty ? String(word) : " " + word
    }
    pieces.append(current)
    return pieces.map(quoted).joined(separator: " + ")
  }

  private static func quoted(_ text: String) -> String {
    var escaped = ""
    for character in text {
      switch character {
      case "\\": escaped += "\\\\"
      case "\"": escaped += "\\\""
      case "\n": escaped += "\\n"
      default: escaped.append(character)
      }
    }
    return "\"" + escaped + "\""
  }
}
