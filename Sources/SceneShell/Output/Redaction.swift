/// `hide`: fields whose values never leave the shell — in diffs, `state`, `show`, traces,
/// `--json` and reports alike — printed as `<hidden>`, while the line still says *that* the
/// field changed. Applied where all output goes (the console), so no path can miss it.
///
/// A field is named as the shell prints it: `emailLabel` hides every field of that name, in
/// every value; `DisplayedUser.emailLabel` and `displayedUsers[2].emailLabel` name the same
/// field and hide it wherever it appears — wider rather than narrower, as secrets want.
struct Redaction: Equatable {
  private(set) var fields: Set<String> = []

  var isEmpty: Bool { fields.isEmpty }

  /// The field a `hide` argument names: its last component, indices dropped.
  static func field(named text: String) -> String? {
    let last = text.split(separator: ".").last.map(String.init) ?? text
    let name = String(last.prefix { $0 != "[" })
    guard let first = name.first, first.isLetter || first == "_",
      name.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" })
    else { return nil }
    return name
  }

  mutating func hide(_ field: String) { fields.insert(field) }
  mutating func show(_ field: String) { fields.remove(field) }
  mutating func showAll() { fields.removeAll() }

  /// `text` with every value of a hidden field replaced: `emailLabel: "a@b"` and
  /// `….emailLabel: "a" → "b"` alike.
  func apply(_ text: String) -> String {
    guard !fields.isEmpty else { return text }
    var result = text
    for field in fields where result.contains(field) {
      result = Self.replacingValues(of: field, in: result)
    }
    return result
  }

  /// Replaces what follows `field: ` — a quoted string (escapes and a `…(+N chars)` cut
  /// included) or a bare value up to `,`, `)`, `]` or a blank — with `<hidden>`, and does the
  /// same for the value after an arrow on a changed-value line.
  private static func replacingValues(of field: String, in text: String) -> String {
    var output = ""
    var rest = Substring(text)
    let marker = field + ": "
    while let range = rest.range(of: marker) {
      // Only a whole field name: not `xemailLabel`.
      if let before = rest[..<range.lowerBound].last,
        before.isLetter || before.isNumber || before == "_"
      {
        output += rest[..<range.upperBound]
        rest = rest[range.upperBound...]
        continue
      }
      output += rest[..<range.upperBound] + "<hidden>"
      rest = skipValue(rest[range.upperBound...])
      // `old → new` on a path line: the new value is hidden too.
      if rest.hasPrefix(" → ") {
        output += " → <hidden>"
        rest = skipValue(rest.dropFirst(3))
      }
    }
    return output + rest
  }

  /// What follows one value.
  private static func skipValue(_ text: Substring) -> Substring {
    var rest = text
    if rest.first == "\"" {
      rest = rest.dropFirst()
      while let character = rest.first {
        rest = rest.dropFirst()
        // A summary cuts a long string with `…` and no closing quote.
        if character == "\\" {
          rest = rest.dropFirst()
        } else if character == "\"" || character == "…" {
          break
        }
      }
      if rest.hasPrefix("…(+"), let close = rest.firstIndex(of: ")") {
        rest = rest[rest.index(after: close)...]
      }
      return rest
    }
    var depth = 0
    while let character = rest.first {
      if depth == 0
        && (character == "," || character == ")" || character == "]" || character == " ")
      {
        break
      }
      if character == "(" || character == "[" { depth += 1 }
      if character == ")" || character == "]" { depth -= 1 }
      rest = rest.dropFirst()
    }
    return rest
  }
}
