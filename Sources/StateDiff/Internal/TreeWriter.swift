/// Changes grouped by path, so the tree walk finds what lies under each child quickly.
private final class ChangeTrie {
  var own: [Change] = []
  var children: [Path.Component: ChangeTrie] = [:]

  func insert(_ change: Change, from depth: Int) {
    var node = self
    for component in change.path.components.dropFirst(depth) {
      if let next = node.children[component] {
        node = next
      } else {
        let next = ChangeTrie()
        node.children[component] = next
        node = next
      }
    }
    node.own.append(change)
  }
}

/// Renders `Diff.tree()`: walks the compared values again, but only down the paths that
/// changed; everything else is counted, never dumped.
struct TreeWriter {
  let options: DumpOptions
  private(set) var lines: [String] = []

  init(options: DumpOptions) {
    self.options = options
  }

  mutating func render(_ root: Diff.Root, _ changes: [Change]) {
    let trie = ChangeTrie()
    for change in changes {
      trie.insert(change, from: root.path.components.count)
    }
    let label = root.path.isEmpty ? "" : root.path.description + ": "
    node(root.old, root.new, trie, label: label, indent: 0, comma: "")
  }

  mutating func render(_ change: Change) {
    let trie = ChangeTrie()
    trie.own = [change]
    let label = change.path.isEmpty ? "" : change.path.description + ": "
    node(change.oldValue, change.newValue, trie, label: label, indent: 0, comma: "")
  }

  // MARK: - Nodes

  private mutating func node(
    _ old: Any?, _ new: Any?, _ trie: ChangeTrie, label: String, indent: Int, comma: String,
    skipRemoved: Bool = false
  ) {
    for change in trie.own where !change.isSetMember {
      switch change.kind {
      case .changed:
        block("-", label, change.oldValue, indent, comma)
        block("+", label, change.newValue, indent, comma)
      case .added:
        block("+", label, change.newValue, indent, comma)
      case .removed where !skipRemoved:
        block("-", label, change.oldValue, indent, comma)
      case .removed:
        break
      case .moved(let from, _):
        line("↕", indent, label + "moved from [\(from)]" + comma)
      }
    }
    let hasSetMembers = trie.own.contains(where: \.isSetMember)
    guard !trie.children.isEmpty || hasSetMembers else { return }
    let old = old.flatMap(unwrap)
    guard let value = new.flatMap(unwrap) ?? old else { return }
    let mirror = Mirror(reflecting: value)
    let oldMirror = old.map { Mirror(reflecting: $0) }
    let name = TypeName.of(type(of: value))
    switch mirror.displayStyle {
    case .collection:
      line(" ", indent, label + "[")
      elements(oldMirror, mirror, trie, indent: indent + 2)
      line(" ", indent, "]" + comma)
    case .dictionary:
      line(" ", indent, label + "[")
      entries(oldMirror, mirror, trie, indent: indent + 2)
      line(" ", indent, "]" + comma)
    case .set:
      line(" ", indent, label + "Set([")
      members(mirror, trie, indent: indent + 2)
      line(" ", indent, "])" + comma)
    case .enum:
      let newCase = Reflection.enumCase(value, mirror)
      let oldCase = old.map { Reflection.enumCase($0, Mirror(reflecting: $0)) }
      guard let caseTrie = trie.children[.field(newCase.name)] else { return }
      line(" ", indent, label + "." + newCase.name + "(")
      if newCase.payload.count == 1, newCase.payload[0].label == nil {
        node(
          oldCase?.payload.first?.value, newCase.payload[0].value, caseTrie, label: "",
          indent: indent + 2, comma: "")
      } else {
        fields(oldCase?.payload ?? [], newCase.payload, caseTrie, indent: indent + 2)
      }
      line(" ", indent, ")" + comma)
    default:
      let open = mirror.displayStyle == .tuple ? "(" : name + "("
      line(" ", indent, label + open)
      fields(
        oldMirror.map(Reflection.fields) ?? [], Reflection.fields(mirror), trie,
        indent: indent + 2)
      line(" ", indent, ")" + comma)
    }
  }

  private mutating func fields(
    _ oldFields: [Field], _ newFields: [Field], _ trie: ChangeTrie, indent: Int
  ) {
    var unchanged = 0
    for (offset, field) in newFields.enumerated() {
      guard let child = trie.children[Reflection.component(field, at: offset)] else {
        unchanged += 1
        continue
      }
      collapsed(&unchanged, indent)
      let label = Reflection.displayLabel(field.label).map { $0 + ": " } ?? ""
      let old = offset < oldFields.count ? oldFields[offset].value : nil
      let comma = offset < newFields.count - 1 ? "," : ""
      node(old, field.value, child, label: label, indent: indent, comma: comma)
    }
    collapsed(&unchanged, indent)
  }

  private mutating func elements(
    _ oldMirror: Mirror?, _ newMirror: Mirror, _ trie: ChangeTrie, indent: Int
  ) {
    // Only the touched elements are read: copying every child into `[Any]` made one change in
    // a 100k list cost as much as diffing it.
    let old = oldMirror.map { ElementReader($0.children) }
    let new = ElementReader(newMirror.children)
    let indices = trie.children.keys.compactMap { component -> Int? in
      guard case .index(let index) = component else { return nil }
      return index
    }
    var next = 0  // first new index not yet shown or counted
    for index in indices.sorted() {
      guard let child = trie.children[.index(index)] else { continue }
      var unchanged = max(0, min(index, new.count) - next)
      collapsed(&unchanged, indent)
      next = max(next, min(index, new.count))
      // Removals carry the element's old index, everything else its new one.
      for change in child.own where change.kind == .removed {
        block("-", "[\(index)]: ", change.oldValue, indent, ",")
      }
      let touchesNew = !child.children.isEmpty || child.own.contains { $0.kind != .removed }
      guard touchesNew, index < new.count else { continue }
      let oldValue = old.flatMap { oldElement(for: child, index: index, $0) }
      let comma = index < new.count - 1 ? "," : ""
      node(
        oldValue, new[index], child, label: "[\(index)]: ", indent: indent, comma: comma,
        skipRemoved: true)
      next = index + 1
    }
    var unchanged = max(0, new.count - next)
    collapsed(&unchanged, indent)
  }

  /// The old element a new position was compared with: moved elements came from elsewhere.
  private func oldElement(for trie: ChangeTrie, index: Int, _ old: ElementReader) -> Any? {
    for change in trie.own {
      if case .moved(let from, _) = change.kind, from < old.count {
        return old[from]
      }
    }
    return index < old.count ? old[index] : nil
  }

  private mutating func entries(
    _ oldMirror: Mirror?, _ newMirror: Mirror, _ trie: ChangeTrie, indent: Int
  ) {
    var values: [Path.Component: (old: Any?, new: Any?)] = [:]
    func component(_ key: Any) -> Path.Component {
      (key as? String).map(Path.Component.key) ?? .renderedKey(Dump.line(key, options: options))
    }
    let newEntries = Reflection.entries(newMirror)
    for entry in oldMirror.map(Reflection.entries) ?? [] {
      let key = component(entry.key)
      if trie.children[key] != nil {
        values[key, default: (nil, nil)].old = entry.value
      }
    }
    var unchanged = 0
    for entry in newEntries {
      let key = component(entry.key)
      if trie.children[key] != nil {
        values[key, default: (nil, nil)].new = entry.value
      } else {
        unchanged += 1
      }
    }
    let touched = trie.children.keys.map { (key: $0, text: Path(components: [$0]).description) }
    for key in touched.sorted(by: { $0.text < $1.text }) {
      guard let child = trie.children[key.key] else { continue }
      let pair = values[key.key] ?? (nil, nil)
      let label = String(key.text.dropFirst().dropLast()) + ": "
      node(pair.old, pair.new, child, label: label, indent: indent, comma: ",")
    }
    collapsed(&unchanged, indent)
  }

  private mutating func members(_ mirror: Mirror, _ trie: ChangeTrie, indent: Int) {
    var added = 0
    for change in trie.own where change.isSetMember {
      if change.kind == .added {
        added += 1
        block("+", "", change.newValue, indent, ",")
      } else {
        block("-", "", change.oldValue, indent, ",")
      }
    }
    var unchanged = max(0, mirror.children.count - added)
    collapsed(&unchanged, indent)
  }

  // MARK: - Lines

  private func unwrap(_ value: Any) -> Any? {
    guard let optional = unwrapOptional(value) else { return value }
    return optional.flatMap(unwrap)
  }

  private mutating func collapsed(_ count: inout Int, _ indent: Int) {
    guard count > 0 else { return }
    line(" ", indent, "… (\(groupedThousands(count)) unchanged)")
    count = 0
  }

  private mutating func block(
    _ mark: String, _ label: String, _ value: Any?, _ indent: Int, _ comma: String
  ) {
    let text = value.map { Dump.block($0, options: options) } ?? "nil"
    let parts = text.split(separator: "\n", omittingEmptySubsequences: false)
    for (offset, part) in parts.enumerated() {
      let head = offset == 0 ? label : ""
      let tail = offset == parts.count - 1 ? comma : ""
      line(mark, indent, head + part + tail)
    }
  }

  private mutating func line(_ mark: String, _ indent: Int, _ text: String) {
    lines.append(mark + " " + String(repeating: " ", count: indent) + text)
  }
}

/// A collection's children read by position without copying them: `Mirror` children of an
/// `Array` are a lazy view, so reaching element `i` costs O(1) and nothing else is read.
private struct ElementReader {
  let children: Mirror.Children
  let count: Int

  init(_ children: Mirror.Children) {
    self.children = children
    self.count = children.count
  }

  subscript(position: Int) -> Any {
    children[children.index(children.startIndex, offsetBy: position)].value
  }
}
