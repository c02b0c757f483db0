/// The subset of Mermaid's sequence-diagram grammar `trace --mermaid` and `report` write,
/// checked line by line: what a renderer would refuse or misread is a problem here too.
enum MermaidCheck {
  /// The problems of one diagram, empty when it would render.
  static func problems(_ diagram: String) -> [String] {
    var lines = diagram.split(separator: "\n").map(String.init)[...]
    guard lines.popFirst() == "sequenceDiagram" else { return ["no 'sequenceDiagram' header"] }
    var declared: Set<String> = []
    var blocks = 0
    var problems: [String] = []
    for line in lines {
      let text = line.trimmingPrefix("  ")
      if text.hasPrefix("participant ") {
        let rest = text.dropFirst("participant ".count)
        guard let name = rest.split(separator: " ").first, isIdentifier(name),
          rest.dropFirst(name.count).hasPrefix(" as ")
        else {
          problems.append("bad participant: \(line)")
          continue
        }
        declared.insert(String(name))
      } else if text == "par" {
        blocks += 1
      } else if text == "and" {
        if blocks == 0 { problems.append("'and' outside 'par'") }
      } else if text == "end" {
        blocks -= 1
        if blocks < 0 { problems.append("'end' without 'par'") }
      } else if let (names, message) = arrow(text) ?? note(text) {
        for name in names where !declared.contains(name) {
          problems.append("undeclared participant \(name): \(line)")
        }
        if hasRawSemicolonOrHash(message) {
          problems.append("unescaped ';' or '#': \(line)")
        }
      } else {
        problems.append("not a sequence-diagram line: \(line)")
      }
    }
    if blocks != 0 { problems.append("unclosed 'par'") }
    return problems
  }

  /// `A->>B: text`, `A-->>B: text`, `A-xB: text`.
  private static func arrow(_ line: Substring) -> ([String], Substring)? {
    guard let colon = line.firstIndex(of: ":") else { return nil }
    let head = line[..<colon]
    for symbol in ["-->>", "->>", "-x"] {
      let parts = head.components(separatedBy: symbol)
      if parts.count == 2, parts.allSatisfy({ isIdentifier(Substring($0)) }) {
        return (parts, line[line.index(after: colon)...])
      }
    }
    return nil
  }

  /// `Note over A: text`, `Note right of A: text`.
  private static func note(_ line: Substring) -> ([String], Substring)? {
    for prefix in ["Note over ", "Note right of "] where line.hasPrefix(prefix) {
      guard let colon = line.firstIndex(of: ":") else { return nil }
      let name = line[line.index(line.startIndex, offsetBy: prefix.count)..<colon]
      guard isIdentifier(name) else { return nil }
      return ([String(name)], line[line.index(after: colon)...])
    }
    return nil
  }

  private static func isIdentifier(_ text: Substring) -> Bool {
    !text.isEmpty && text.allSatisfy { $0.isLetter || $0.isNumber || $0 == "_" }
  }

  /// A `;` (which ends a message) or a `#` outside an entity such as `#59;`.
  private static func hasRawSemicolonOrHash(_ text: Substring) -> Bool {
    var rest = text[...]
    while let mark = rest.firstIndex(where: { $0 == "#" || $0 == ";" }) {
      guard rest[mark] == "#" else { return true }
      let after = rest[rest.index(after: mark)...]
      let digits = after.prefix { $0.isNumber }
      guard !digits.isEmpty, after.dropFirst(digits.count).first == ";" else { return true }
      rest = after.dropFirst(digits.count + 1)
    }
    return false
  }

  /// The ```mermaid fences of a Markdown document.
  static func fences(in markdown: String) -> [String] {
    markdown.components(separatedBy: "```mermaid\n").dropFirst().map {
      $0.components(separatedBy: "\n```").first ?? ""
    }
  }
}
