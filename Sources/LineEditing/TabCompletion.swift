import StateDiff

/// What Tab does with the word before the cursor; pure, so it is tested without a terminal.
enum TabCompletion: Equatable {
  /// Insert this text at the cursor.
  case insert(String)
  /// Several candidates and nothing left to insert: show them.
  case list([String])
  /// No candidate starts with the word.
  case noMatch

  /// A unique match inserts its rest plus a space; several insert their longest common prefix,
  /// and list themselves once that makes no progress.
  init(word: String, candidates: [String]) {
    let matches = Set(candidates.filter { $0.unicodeScalars.starts(with: word.unicodeScalars) })
      .sorted()
    guard let first = matches.first else {
      self = .noMatch
      return
    }
    let typed = word.unicodeScalars.count
    if matches.count == 1 {
      // A folder (`examples/`) goes on into itself; anything else is a whole word.
      let rest = String(String.UnicodeScalarView(first.unicodeScalars.dropFirst(typed)))
      self = .insert(first.hasSuffix("/") ? rest : rest + " ")
      return
    }
    var common = Array(first.unicodeScalars)
    for match in matches.dropFirst() {
      let scalars = Array(match.unicodeScalars)
      var length = 0
      while length < min(common.count, scalars.count) && common[length] == scalars[length] {
        length += 1
      }
      common.removeSubrange(length...)
    }
    if common.count > typed {
      self = .insert(String(String.UnicodeScalarView(common[typed...])))
    } else {
      self = .list(matches)
    }
  }

  /// The word being completed: what lies between the last blank before the cursor and it.
  static func word(beforeCursor line: [Unicode.Scalar]) -> String {
    let start = line.lastIndex { $0 == " " || $0 == "\t" }.map { $0 + 1 } ?? 0
    return String(String.UnicodeScalarView(line[start...]))
  }

  /// Candidates in columns that fit `width`, each row ending in a newline.
  static func layout(_ candidates: [String], width: Int) -> String {
    // File names come from the disk: shown escaped, like everything else that reaches the
    // terminal from outside.
    let items = candidates.map { TerminalSafe.escape($0, maxLength: 200) }
    let widest = items.map(PromptText.columns(of:)).max() ?? 0
    let cell = widest + 2
    let perRow = max(1, (width > 0 ? width : 80) / cell)
    var text = ""
    for (index, item) in items.enumerated() {
      let last = index % perRow == perRow - 1 || index == items.count - 1
      if last {
        text += item + "\n"
      } else {
        text += item + String(repeating: " ", count: cell - PromptText.columns(of: item))
      }
    }
    return text
  }
}
