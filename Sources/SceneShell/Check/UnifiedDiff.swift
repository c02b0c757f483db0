import StateDiff

/// A unified diff (`diff -u`) of two texts, line by line, as check mode prints it when a
/// transcript differs from its expected file.
///
/// Hunk headers follow GNU diff: `@@ -a,b +c,d @@`, with `,1` left out and an empty range
/// numbered by the line before it, so `patch` and `git apply` take the output as it is.
struct UnifiedDiff {
  /// One line and whether a newline ended it: a missing final newline is a difference too.
  private struct Line: Equatable {
    let text: String
    let terminated: Bool

    /// Byte equality: `String ==` would call precomposed and decomposed accents equal, and
    /// a transcript must match byte for byte.
    static func == (lhs: Line, rhs: Line) -> Bool {
      lhs.terminated == rhs.terminated && lhs.text.utf8.elementsEqual(rhs.text.utf8)
    }
  }

  /// One step of the edit script, with the 0-based line indices it refers to.
  private enum Edit {
    case keep(old: Int, new: Int)
    case delete(old: Int)
    case insert(new: Int)
  }

  /// The name on the `---` line (the expected text).
  let oldName: String
  /// The name on the `+++` line (the actual text).
  let newName: String
  /// Unchanged lines shown around each change.
  var context = 3

  /// Above this many differing lines the minimal diff would cost quadratic memory; the rest is
  /// then shown as removed and re-added, which is still a correct diff.
  private static let maximumEditDistance = 2_000

  /// The diff from `old` to `new`, ending with a newline; nil when they are the same bytes.
  func render(old: String, new: String) -> String? {
    let oldLines = Self.lines(old)
    let newLines = Self.lines(new)
    let edits = Self.edits(from: oldLines, to: newLines)
    let hunks = hunkRanges(edits)
    guard !hunks.isEmpty else { return nil }
    var output = "--- \(oldName)\n+++ \(newName)\n"
    for range in hunks {
      output += Self.render(edits, range, old: oldLines, new: newLines)
    }
    return output
  }

  // MARK: Lines

  /// Splits on `\n` bytes (a `\r\n` stays one grapheme in `String`, so split the UTF-8).
  private static func lines(_ text: String) -> [Line] {
    let pieces = text.utf8.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false)
    var lines: [Line] = []
    for (index, piece) in pieces.enumerated() {
      let isLast = index == pieces.count - 1
      // The empty piece after a final newline is not a line.
      if isLast && piece.isEmpty { break }
      lines.append(Line(text: String(decoding: piece, as: UTF8.self), terminated: !isLast))
    }
    return lines
  }

  // MARK: Edit script

  /// The edit script: common prefix and suffix kept as they are, Myers's shortest edit script
  /// for the middle.
  private static func edits(from old: [Line], to new: [Line]) -> [Edit] {
    var prefix = 0
    while prefix < old.count, prefix < new.count, old[prefix] == new[prefix] { prefix += 1 }
    var suffix = 0
    while suffix < old.count - prefix, suffix < new.count - prefix,
      old[old.count - 1 - suffix] == new[new.count - 1 - suffix]
    {
      suffix += 1
    }
    let oldMiddle = prefix..<(old.count - suffix)
    let newMiddle = prefix..<(new.count - suffix)
    // Past the edit limit, the middle is shown as replaced whole.
    let middle =
      EditScript.steps(old: oldMiddle, new: newMiddle, maxEdits: maximumEditDistance) {
        old[$0] == new[$1]
      } ?? oldMiddle.map { .delete(old: $0) } + newMiddle.map { .insert(new: $0) }
    var edits = (0..<prefix).map { Edit.keep(old: $0, new: $0) }
    for step in middle {
      switch step {
      case .keep(let oldIndex, let newIndex): edits.append(.keep(old: oldIndex, new: newIndex))
      case .delete(let oldIndex): edits.append(.delete(old: oldIndex))
      case .insert(let newIndex): edits.append(.insert(new: newIndex))
      }
    }
    let oldSuffixStart = old.count - suffix
    let newSuffixStart = new.count - suffix
    edits += (0..<suffix).map { Edit.keep(old: oldSuffixStart + $0, new: newSuffixStart + $0) }
    return edits
  }

  // MARK: Hunks

  /// Ranges of `edits` to print: each change with `context` kept lines either side, changes
  /// closer than twice that merged into one hunk.
  private func hunkRanges(_ edits: [Edit]) -> [ClosedRange<Int>] {
    let changes = edits.indices.filter {
      if case .keep = edits[$0] { return false }
      return true
    }
    guard let first = changes.first else { return [] }
    var ranges: [ClosedRange<Int>] = []
    var start = first
    var end = first
    for change in changes.dropFirst() {
      if change - end - 1 > 2 * context {
        ranges.append(max(0, start - context)...min(edits.count - 1, end + context))
        start = change
      }
      end = change
    }
    ranges.append(max(0, start - context)...min(edits.count - 1, end + context))
    return ranges
  }

  private static func render(
    _ edits: [Edit], _ hunk: ClosedRange<Int>, old: [Line], new: [Line]
  ) -> String {
    // Where the hunk starts in each text: the first line it names, else the count before it.
    var oldStart: Int?
    var newStart: Int?
    var oldCount = 0
    var newCount = 0
    var body = ""
    for edit in edits[hunk] {
      switch edit {
      case .keep(let oldIndex, let newIndex):
        oldStart = oldStart ?? oldIndex
        newStart = newStart ?? newIndex
        oldCount += 1
        newCount += 1
        body += line(" ", old[oldIndex])
      case .delete(let oldIndex):
        oldStart = oldStart ?? oldIndex
        oldCount += 1
        body += line("-", old[oldIndex])
      case .insert(let newIndex):
        newStart = newStart ?? newIndex
        newCount += 1
        body += line("+", new[newIndex])
      }
    }
    let before = edits[..<hunk.lowerBound]
    let oldRange = range(start: oldStart ?? linesIn(before, old: true), count: oldCount)
    let newRange = range(start: newStart ?? linesIn(before, old: false), count: newCount)
    return "@@ -\(oldRange) +\(newRange) @@\n" + body
  }

  /// How many lines of one text `edits` name: where a hunk with none of that text's lines sits.
  private static func linesIn(_ edits: ArraySlice<Edit>, old: Bool) -> Int {
    edits.reduce(0) { count, edit in
      switch edit {
      case .keep: count + 1
      case .delete: old ? count + 1 : count
      case .insert: old ? count : count + 1
      }
    }
  }

  /// `start` is 0-based; an empty range is numbered by the line before it (`-0,0` at the top).
  private static func range(start: Int, count: Int) -> String {
    switch count {
    case 0: "\(start),0"
    case 1: "\(start + 1)"
    default: "\(start + 1),\(count)"
    }
  }

  private static func line(_ prefix: String, _ line: Line) -> String {
    prefix + line.text + (line.terminated ? "\n" : "\n\\ No newline at end of file\n")
  }
}
