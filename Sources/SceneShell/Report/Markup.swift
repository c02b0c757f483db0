import StateDiff

/// Outside text made inert for HTML and SVG: nothing it holds can open a tag or start an
/// entity in element content (`line`, `text`), nor end a quoted attribute (`attribute`).
///
/// ```swift
/// Markup.text("</script><svg onload=alert(1)>")
/// // "&lt;/script&gt;&lt;svg onload=alert(1)&gt;"
/// ```
///
/// Controls and invisible characters are first made visible as the terminal shows them
/// (`TerminalSafe`), so the page reads as the transcript does; whatever XML forbids still (a
/// C0 control) becomes U+FFFD, so an SVG written alone always parses.
enum Markup {
  /// `text` on one line: line breaks become `\n`, as in a value printed on one line.
  static func line(_ text: String) -> String {
    escape(TerminalSafe.escape(text, maxLength: nil), quotes: false)
  }

  /// `text` keeping its line breaks (a command's output in `<pre>`).
  static func text(_ text: String) -> String {
    escape(TerminalSafe.lines(text), quotes: false)
  }

  /// `text` on one line, for an attribute's value between double quotes.
  static func attribute(_ text: String) -> String {
    escape(TerminalSafe.escape(text, maxLength: nil), quotes: true)
  }

  /// `&`, `<` and `>` as references, and the quotes too where `quotes` says (in content they
  /// are only text, and a state full of strings would carry six bytes for each); controls
  /// XML forbids, replaced.
  static func escape(_ text: String, quotes: Bool) -> String {
    var result = ""
    result.reserveCapacity(text.utf8.count)
    for scalar in text.unicodeScalars {
      switch scalar {
      case "&": result += "&amp;"
      case "<": result += "&lt;"
      case ">": result += "&gt;"
      case "\"" where quotes: result += "&quot;"
      case "'" where quotes: result += "&#39;"
      case "\n", "\t": result.unicodeScalars.append(scalar)
      case _
      where scalar.value < 0x20 || scalar.value == 0x7F || scalar.value == 0xFFFE
        || scalar.value == 0xFFFF:
        result += "\u{FFFD}"
      default: result.unicodeScalars.append(scalar)
      }
    }
    return result
  }
}
