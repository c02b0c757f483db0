extension Diff {
  /// One line per change, the shell's default view:
  ///
  /// ```
  /// ~ isLoading: false → true
  /// + displayedUsers[0]: DisplayedUser(id: 11, fullName: "Ann")
  /// - displayedUsers[4]: DisplayedUser(id: 5, fullName: "Bob")
  /// ↕ displayedUsers[3]: moved from [5]
  /// ```
  ///
  /// Each collection shows at most `maxLinesPerCollection` element lines, then
  /// `… and K more in displayedUsers`, so one large edit can't flood the terminal.
  public func pathLines(maxLinesPerCollection: Int = 20) -> [String] {
    let groups = changes.map(collectionPath(of:))
    var totals: [Path: Int] = [:]
    var lastPosition: [Path: Int] = [:]
    for (position, group) in groups.enumerated() {
      guard let group else { continue }
      totals[group, default: 0] += 1
      lastPosition[group] = position
    }
    var shown: [Path: Int] = [:]
    var lines: [String] = []
    for (position, change) in changes.enumerated() {
      if let group = groups[position] {
        let count = shown[group, default: 0]
        shown[group] = count + 1
        if count < maxLinesPerCollection {
          lines.append(line(for: change))
        }
        let total = totals[group, default: 0]
        if lastPosition[group] == position && total > maxLinesPerCollection {
          let more = groupedThousands(total - maxLinesPerCollection)
          lines.append(group.isEmpty ? "… and \(more) more" : "… and \(more) more in \(group)")
        }
      } else {
        lines.append(line(for: change))
      }
    }
    return lines
  }

  /// Written into one string: building it from parts made a string per part, for every line
  /// the shell prints.
  private func line(for change: Change) -> String {
    var line: String
    switch change.kind {
    case .changed: line = "~ "
    case .added: line = "+ "
    case .removed: line = "- "
    case .moved: line = "↕ "
    }
    let path = change.path.description
    if !path.isEmpty {
      line += path
      line += ": "
    }
    switch change.kind {
    case .changed:
      render(change.oldValue, into: &line)
      line += " → "
      render(change.newValue, into: &line)
    case .added:
      render(change.newValue, into: &line)
    case .removed:
      render(change.oldValue, into: &line)
    case .moved(let from, _):
      line += "moved from [\(from)]"
    }
    return line
  }

  private func render(_ value: Any?, into line: inout String) {
    guard let value else {
      line += "nil"
      return
    }
    DumpWriter.appendLine(value, options: options, to: &line)
  }

  /// The collection an element change belongs to: the path before its last index or key, or
  /// the set itself for a set member.
  private func collectionPath(of change: Change) -> Path? {
    if change.isSetMember {
      return change.path
    }
    let components = change.path.components
    guard let last = components.lastIndex(where: \.isElement) else { return nil }
    return Path(components: Array(components[..<last]))
  }
}

extension Path.Component {
  /// An array index or dictionary key: one element of a collection.
  fileprivate var isElement: Bool {
    switch self {
    case .index, .key, .renderedKey: true
    case .field: false
    }
  }
}
