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
    var lines: [String] = []
    writeLines(maxLinesPerCollection: maxLinesPerCollection) { write in
      var line = TextBytes(capacity: 128)
      write(&line)
      lines.append(line.string)
    }
    return lines
  }

  /// `pathLines`, each after `prefix`, line feeds between them, appended to `text`: a whole
  /// diff in one string, without a string per line and a join.
  ///
  /// ```
  /// var text = ""
  /// diff.appendPathLines(prefix: "  ", to: &text)
  /// // "  ~ isLoading: false → true\n  + displayedUsers[0]: DisplayedUser(id: 11, …)"
  /// ```
  public func appendPathLines(
    maxLinesPerCollection: Int = 20, prefix: String = "", to text: inout String
  ) {
    // Written as bytes, made a string once (see `TextBytes`).
    var bytes = TextBytes(capacity: 256)
    var isFirst = true
    writeLines(maxLinesPerCollection: maxLinesPerCollection) { write in
      if !isFirst { bytes.append(byte: 0x0A) }
      isFirst = false
      bytes.append(prefix)
      write(&bytes)
    }
    text += bytes.string
  }

  /// Calls `line` once per line `pathLines` shows, in order, with what writes that line.
  private func writeLines(
    maxLinesPerCollection: Int, _ line: (_ write: (inout TextBytes) -> Void) -> Void
  ) {
    let (groups, groupCount) = collectionGroups()
    var totals = [Int](repeating: 0, count: groupCount)
    var lastPosition = [Int](repeating: 0, count: groupCount)
    for (position, group) in groups.enumerated() {
      guard let group else { continue }
      totals[group.index] += 1
      lastPosition[group.index] = position
    }
    var shown = [Int](repeating: 0, count: groupCount)
    for (position, change) in changes.enumerated() {
      guard let group = groups[position] else {
        line { appendLine(for: change, to: &$0) }
        continue
      }
      let count = shown[group.index]
      shown[group.index] = count + 1
      if count < maxLinesPerCollection {
        line { appendLine(for: change, to: &$0) }
      }
      let total = totals[group.index]
      if lastPosition[group.index] == position && total > maxLinesPerCollection {
        let more = groupedThousands(total - maxLinesPerCollection)
        line {
          $0 += group.path.isEmpty ? "… and \(more) more" : "… and \(more) more in \(group.path)"
        }
      }
    }
  }

  /// Each change's collection (see `collectionPath(of:)`) and a number for it, from 0, and how
  /// many there are. A change is most often in the collection of the change before it: that
  /// is compared first, and a path is hashed only when a new run of changes starts.
  private func collectionGroups() -> (groups: [(path: Path, index: Int)?], count: Int) {
    var groups: [(path: Path, index: Int)?] = []
    groups.reserveCapacity(changes.count)
    var indexByPath: [Path: Int] = [:]
    var previous: (path: Path, index: Int)?
    for change in changes {
      guard let path = collectionPath(of: change) else {
        groups.append(nil)
        continue
      }
      if let previous, previous.path == path {
        groups.append(previous)
        continue
      }
      let index = indexByPath[path] ?? indexByPath.count
      indexByPath[path] = index
      previous = (path, index)
      groups.append(previous)
    }
    return (groups, indexByPath.count)
  }

  /// Written straight into the line: building it from parts made a string per part, for
  /// every line the shell prints.
  private func appendLine(for change: Change, to line: inout TextBytes) {
    switch change.kind {
    case .changed: line += "~ "
    case .added: line += "+ "
    case .removed: line += "- "
    case .moved: line += "↕ "
    }
    // The label only when the path printed something (a field may be named "").
    let start = line.bytes.count
    change.path.appendDescription(to: &line)
    if line.bytes.count > start {
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
  }

  private func render(_ value: Any?, into line: inout TextBytes) {
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
