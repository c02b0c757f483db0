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

  /// Whether `path` (`displayedUsers[2].emailLabel`, as a change line names it) runs through a
  /// hidden field: the values at it are hidden. The same rule `apply` uses on a change line.
  func hides(path: String) -> Bool {
    let line = path + ": _"
    return !fields.isEmpty && apply(line) != line
  }

  /// Replaces the value after every field of that name — `field: value`, or a path through
  /// the field such as `field[2].name: value` (the whole field is hidden, so is every part of
  /// it) — with `<hidden>`, and the value after an arrow on a changed-value line too. A value
  /// is a quoted string (escapes and a `…(+N chars)` cut included) or a bare one up to `,`,
  /// `)`, `]` or a blank outside brackets and quotes.
  private static func replacingValues(of field: String, in text: String) -> String {
    var output = ""
    var rest = Substring(text)
    while let range = rest.range(of: field) {
      // Only a whole field name: not `xemailLabel`.
      let before = rest[..<range.lowerBound].last
      let isWhole = !(before.map { $0.isLetter || $0.isNumber || $0 == "_" } ?? false)
      guard isWhole, let value = valueStart(after: rest[range.upperBound...]) else {
        output += rest[..<range.upperBound]
        rest = rest[range.upperBound...]
        continue
      }
      output += rest[..<value] + "<hidden>"
      rest = skipValue(rest[value...])
      // `old → new` on a path line: the new value is hidden too.
      if rest.hasPrefix(" → ") {
        output += " → <hidden>"
        rest = skipValue(rest.dropFirst(3))
      }
    }
    return output + rest
  }

  /// Where the value starts after a field's name: past `: `, or past the rest of a path
  /// through it (`[2]`, `[id: 3]`, `.name`) and its `: `; nil when no value follows.
  private static func valueStart(after text: Substring) -> Substring.Index? {
    var rest = text
    while let first = rest.first, first == "." || first == "[" {
      if first == "." {
        let name = rest.dropFirst().prefix { $0.isLetter || $0.isNumber || $0 == "_" }
        guard !name.isEmpty else { return nil }
        rest = rest[name.endIndex...]
      } else {
        let inside = skipValue(rest.dropFirst())
        guard inside.first == "]" else { return nil }
        rest = inside.dropFirst()
      }
    }
    return rest.hasPrefix(": ") ? rest.index(rest.startIndex, offsetBy: 2) : nil
  }

  /// What follows one value.
  private static func skipValue(_ text: Substring) -> Substring {
    if text.first == "\"" {
      return skipQuoted(text)
    }
    var rest = text
    var depth = 0
    while let character = rest.first {
      if depth == 0
        && (character == "," || character == ")" || character == "]" || character == " ")
      {
        break
      }
      if character == "\"" {
        // A bracket inside a string is text, not structure.
        rest = skipQuoted(rest)
        continue
      }
      if character == "(" || character == "[" { depth += 1 }
      if character == ")" || character == "]" { depth -= 1 }
      rest = rest.dropFirst()
    }
    return rest
  }

  /// What follows a quoted string that `text` starts with.
  private static func skipQuoted(_ text: Substring) -> Substring {
    var rest = text.dropFirst()
    while let character = rest.first {
      rest = rest.dropFirst()
      if character == "\\" {
        rest = rest.dropFirst()
      } else if character == "\"" {
        break
      } else if character == "…", !rest.prefix(while: { $0 != "\n" }).contains("\"") {
        // A summary cuts a long string with `…` and no closing quote. A `…` with a quote
        // still to come on the line may be the string's own: hiding on to it hides more,
        // never less.
        break
      }
    }
    if rest.hasPrefix("…(+"), let close = rest.firstIndex(of: ")") {
      rest = rest[rest.index(after: close)...]
    }
    return rest
  }
}
