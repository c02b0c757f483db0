/// "Did you mean …?" for a mistyped name: the closest candidate within a small edit distance.
enum Suggestion {
  static func closest(to word: String, among candidates: [String]) -> String? {
    let limit = max(1, word.count / 3)
    // Names are short; a word far longer than any cannot be a typo of one, and the distance
    // table would grow with the word (a pasted megabyte must not stall the shell).
    let near = candidates.filter { abs($0.count - word.count) <= limit }
    guard word.count <= 64, !near.isEmpty else { return nil }
    let scored = near.map { (name: $0, distance: editDistance(word, $0)) }
    guard let best = scored.min(by: { $0.distance < $1.distance }), best.distance <= limit else {
      return nil
    }
    return best.name
  }

  /// Levenshtein distance, with adjacent transpositions counted as one edit ("fecth").
  static func editDistance(_ lhs: String, _ rhs: String) -> Int {
    let left = Array(lhs)
    let right = Array(rhs)
    guard !left.isEmpty else { return right.count }
    guard !right.isEmpty else { return left.count }
    var table = [[Int]](
      repeating: [Int](repeating: 0, count: right.count + 1), count: left.count + 1)
    for row in 0...left.count { table[row][0] = row }
    for column in 0...right.count { table[0][column] = column }
    for row in 1...left.count {
      for column in 1...right.count {
        let cost = left[row - 1] == right[column - 1] ? 0 : 1
        var best = min(
          table[row - 1][column] + 1, table[row][column - 1] + 1,
          table[row - 1][column - 1] + cost)
        if row > 1, column > 1, left[row - 1] == right[column - 2],
          left[row - 2] == right[column - 1]
        {
          best = min(best, table[row - 2][column - 2] + 1)
        }
        table[row][column] = best
      }
    }
    return table[left.count][right.count]
  }
}
