import StateDiff

/// One property's changes as a trace line: `isLoading: false → true`, `displayedUsers: +10`.
enum ChangeSummary {
  static func line(for diff: Diff, of property: String) -> String {
    if diff.changes.count == 1, let change = diff.changes.first,
      change.path.components.count == 1, change.path.components[0] == .field(property)
    {
      let old = change.oldValue.map { Summary.of($0) } ?? "nil"
      let new = change.newValue.map { Summary.of($0) } ?? "nil"
      return "\(property): \(old) → \(new)"
    }
    // Counted in place (each change read where it is, not copied out), in the order the line
    // shows them: `+10 ~1`.
    var counts = (added: 0, removed: 0, changed: 0, moved: 0)
    for index in diff.changes.indices {
      switch diff.changes[index].kind {
      case .added: counts.added += 1
      case .removed: counts.removed += 1
      case .changed: counts.changed += 1
      case .moved: counts.moved += 1
      }
    }
    var line = property + ":"
    func append(_ symbol: String, _ count: Int) {
      guard count > 0 else { return }
      line += " "
      line += symbol
      line += String(count)
    }
    append("+", counts.added)
    append("-", counts.removed)
    append("~", counts.changed)
    append("↕", counts.moved)
    return line
  }
}
