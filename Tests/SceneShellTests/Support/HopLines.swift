/// The lines of a transcript that say which hops ran, for comparing two hosts of one scene:
/// each hop of `trace`'s trees (its text, without the tree's glyphs, so that a hop found one
/// level deeper still counts), the `next:` and `↳` lines of step mode, and `trace --mermaid`'s
/// participants and arrows. State changes (`Δ` and the lines under one) are what the view
/// shows, not hops, and are left out.
struct HopLines {
  let lines: [String]

  init(lines: [String]) {
    self.lines = lines
  }

  init(_ transcript: String) {
    lines = transcript.split(separator: "\n", omittingEmptySubsequences: true).compactMap {
      Self.hop(in: String($0))
    }
  }

  private static func hop(in line: String) -> String? {
    if line.hasPrefix("next: ") || line.hasPrefix("  ↳ ") { return line }
    if line.hasPrefix("  participant ") || line.contains("->>") { return line }
    guard let branch = line.range(of: "─ "),
      line.hasPrefix("├") || line.hasPrefix("└")
        || line.hasPrefix("│") || line.hasPrefix(" ")
    else { return nil }
    let prefix = line[..<branch.lowerBound]
    guard prefix.allSatisfy({ "│├└ ".contains($0) }), prefix.contains(where: { "├└".contains($0) })
    else { return nil }
    let hop = String(line[branch.upperBound...])
    return hop.hasPrefix("Δ ") ? nil : hop
  }

  /// The diagram's participants (`View [MainActor]`, the scene's title left out) and calls
  /// (`View->>ProfileInteractor: fetchProfile`, without the payload; a request keeps its URL),
  /// for comparing the parts of two scenes whose payloads differ.
  var diagramCalls: [String] {
    lines.compactMap { line in
      if line.hasPrefix("  participant "), let alias = line.range(of: " as ") {
        let name = line.dropFirst("  participant ".count).prefix { $0 != " " }
        let label = line[alias.upperBound...].drop { $0 != "[" }
        return label.isEmpty ? String(name) : "\(name) \(label)"
      }
      guard line.contains("->>"), !line.contains("-->>") else { return nil }
      let call = line.drop { $0 == " " }
      return String(call.prefix { $0 != "(" })
    }
  }

  /// The first of `expected` not found in these lines after the one found before it (nil
  /// when every one is, in order), with the lines it was looked for in.
  func firstMissing(of expected: HopLines) -> String? {
    var rest = lines[...]
    for line in expected.lines {
      guard let found = rest.firstIndex(of: line) else {
        return "missing, in order: \(line)\nin:\n" + lines.joined(separator: "\n")
      }
      rest = rest[(found + 1)...]
    }
    return nil
  }
}
