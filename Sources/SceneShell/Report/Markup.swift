import StateDiff

/// Outside text made inert for HTML and SVG: in element content and in a quoted attribute
/// alike, nothing it holds can open a tag, end an attribute or start an entity.
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
    escape(TerminalSafe.escape(text, maxLength: nil))
  }

  /// `text` keeping its line breaks (a command's output in `<pre>`).
  static func text(_ text: String) -> String {
    escape(TerminalSafe.lines(text))
  }

  /// The five characters markup reads, as references; controls XML forbids, replaced.
  static func escape(_ text: String) -> String {
    var result = ""
    result.reserveCapacity(text.utf8.count)
    for scalar in text.unicodeScalars {
      switch scalar {
      case "&": result += "&amp;"
      case "<": result += "&lt;"
      case ">": result += "&gt;"
      case "\"": result += "&quot;"
      case "'": result += "&#39;"
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
