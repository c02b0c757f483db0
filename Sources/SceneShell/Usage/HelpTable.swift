/// `help`'s two columns at 80 characters: the ways to write a command on the left, one per
/// line, and its summary on the right, wrapped inside its column. A form too wide for the left
/// column takes the whole line and the summary starts on the next.
///
/// ```
///   consume auto|manual       Events consumed at once (auto), or kept until 'consume
///   consume [NAME]            [NAME]' (manual).
/// ```
enum HelpTable {
  static let width = 80
  /// The left column never takes more than this, so summaries keep room to read.
  static let widestForm = 28

  typealias Entry = (forms: [String], summary: String)

  /// The sections one after the other, each under its title, all in the same columns.
  static func lines(_ sections: [(title: String, entries: [Entry])]) -> [String] {
    let forms = sections.flatMap(\.entries).flatMap(\.forms)
    let column = forms.map(\.count).filter { $0 <= widestForm }.max() ?? widestForm
    return sections.flatMap { section in
      [section.title]
        + (section.entries.isEmpty ? ["  (none)"] : lines(section.entries, column: column))
    }
  }

  private static func lines(_ entries: [Entry], column: Int) -> [String] {
    let summaryWidth = width - 2 - column - 2
    var lines: [String] = []
    for entry in entries {
      var summary = wrap(entry.summary, width: summaryWidth)[...]
      for form in entry.forms {
        guard form.count <= column else {
          lines.append("  " + form)
          continue
        }
        lines.append(row(form, summary.popFirst(), column: column))
      }
      while let rest = summary.popFirst() { lines.append(row("", rest, column: column)) }
    }
    return lines
  }

  private static func row(_ form: String, _ summary: String?, column: Int) -> String {
    guard let summary else { return "  " + form }
    return "  " + form + String(repeating: " ", count: column - form.count + 2) + summary
  }

  /// Words of `text` in lines of at most `width` characters (a longer word stands alone).
  static func wrap(_ text: String, width: Int) -> [String] {
    var lines: [String] = []
    var line = ""
    for word in text.split(separator: " ") {
      if line.isEmpty {
        line = String(word)
      } else if line.count + 1 + word.count <= width {
        line += " " + word
      } else {
        lines.append(line)
        line = String(word)
      }
    }
    if !line.isEmpty { lines.append(line) }
    return lines
  }
}
