/// Compares a committed generated file with what the generator writes now, for `--check`: the
/// lines that would go and come, so a stale file's error says what changed.
public struct StaleCheck: Sendable {
  public let removed: [String]
  public let added: [String]

  public var isStale: Bool { !removed.isEmpty || !added.isEmpty }

  /// Lines of `committed` missing from `generated` and the reverse, in order (a line moved
  /// counts as both).
  public init(committed: String, generated: String) {
    let old = committed.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    let new = generated.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    let difference = new.difference(from: old)
    var removed: [String] = []
    var added: [String] = []
    for change in difference {
      switch change {
      case .remove(_, let line, _): removed.append(line)
      case .insert(_, let line, _): added.append(line)
      }
    }
    self.removed = removed
    self.added = added
  }

  /// `- line` and `+ line`, at most `limit` of them, and how many more.
  public func summary(limit: Int = 20) -> String {
    let lines = removed.map { "- " + $0 } + added.map { "+ " + $0 }
    var text = lines.prefix(limit).joined(separator: "\n")
    if lines.count > limit { text += "\n… and \(lines.count - limit) more changed lines" }
    return text
  }
}
