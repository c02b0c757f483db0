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
    var counts: [String: Int] = [:]
    for change in diff.changes {
      counts[symbol(of: change.kind), default: 0] += 1
    }
    let parts = ["+", "-", "~", "↕"].compactMap { symbol in
      counts[symbol].map { "\(symbol)\($0)" }
    }
    return "\(property): \(parts.joined(separator: " "))"
  }

  private static func symbol(of kind: ChangeKind) -> String {
    switch kind {
    case .added: "+"
    case .removed: "-"
    case .changed: "~"
    case .moved: "↕"
    }
  }
}
