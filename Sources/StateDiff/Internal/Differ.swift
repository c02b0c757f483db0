/// The recursive walk behind `diff(_:_:at:options:)`.
struct Differ {
  let options: DumpOptions
  private(set) var changes: [Change] = []
  /// The current path as a stack, so descending costs a push instead of a copy.
  private var path: [Path.Component]
  private var visited: Set<ObjectPair> = []

  init(options: DumpOptions, root: Path) {
    self.options = options
    self.path = root.components
  }

  mutating func diff(_ old: Any, _ new: Any, depth: Int) {
    let valueType = type(of: old)
    guard valueType == type(of: new) else {
      record(.changed, old, new)
      return
    }
    let isObject = valueType is AnyClass
    if isObject && ObjectPair(old, new).isIdentical {
      return
    }
    let isEqual = Equality.check(old, new)
    if isEqual == true {
      return
    }
    if Leaf.isLeaf(valueType) {
      record(.changed, old, new)
      return
    }
    if depth >= options.maxDepth {
      if !Equality.deep(old, new) {
        record(.changed, old, new)
      }
      return
    }
    // Arrays and plain structs without a Mirror, which is slow and whose first use costs
    // conformance scans at start-up.
    if let array = ArrayAccess.of(old), let pair = array.sequencePair(with: new) {
      diffSequence(pair, depth: depth)
      return
    }
    if let layout = StructLayout.ofStruct(valueType), !layout.fields.isEmpty {
      diffFields(
        layout.labelledFields(of: old), layout.labelledFields(of: new), old, new, depth: depth)
      return
    }
    if let oldWrapped = unwrapOptional(old), let newWrapped = unwrapOptional(new) {
      diffOptional(oldWrapped, newWrapped, depth: depth)
      return
    }
    let oldMirror = Mirror(reflecting: old)
    let newMirror = Mirror(reflecting: new)
    switch oldMirror.displayStyle {
    case .collection:
      diffCollection(old, new, oldMirror, newMirror, depth: depth)
    case .dictionary:
      diffDictionary(oldMirror, newMirror, depth: depth)
    case .set:
      diffSet(oldMirror, newMirror)
    case .enum:
      diffEnum(old, new, oldMirror, newMirror, depth: depth)
    case .class:
      guard visited.insert(ObjectPair(old, new)).inserted else { return }
      diffFields(
        Reflection.fields(oldMirror), Reflection.fields(newMirror), old, new, depth: depth)
    default:
      let oldFields = Reflection.fields(oldMirror)
      let newFields = Reflection.fields(newMirror)
      if oldFields.isEmpty && newFields.isEmpty {
        if isEqual == false || String(describing: old) != String(describing: new) {
          record(.changed, old, new)
        }
        return
      }
      diffFields(oldFields, newFields, old, new, depth: depth)
    }
  }

  // MARK: - Recording

  private mutating func record(
    _ kind: ChangeKind, _ old: Any?, _ new: Any?, isSetMember: Bool = false
  ) {
    changes.append(
      Change(
        path: Path(components: path), kind: kind, oldValue: old, newValue: new,
        isSetMember: isSetMember))
  }

  private mutating func diffChild(
    _ component: Path.Component, _ old: Any, _ new: Any, depth: Int
  ) {
    path.append(component)
    diff(old, new, depth: depth + 1)
    path.removeLast()
  }

  private mutating func recordChild(
    _ component: Path.Component, _ kind: ChangeKind, _ old: Any?, _ new: Any?
  ) {
    path.append(component)
    record(kind, old, new)
    path.removeLast()
  }

  // MARK: - Shapes

  private mutating func diffOptional(_ old: Any?, _ new: Any?, depth: Int) {
    switch (old, new) {
    case (nil, nil):
      return
    case (nil, let new?):
      record(.added, nil, new)
    case (let old?, nil):
      record(.removed, old, nil)
    case (let old?, let new?):
      diff(old, new, depth: depth)
    }
  }

  private mutating func diffFields(
    _ oldFields: [Field], _ newFields: [Field], _ old: Any, _ new: Any, depth: Int
  ) {
    let sameShape =
      oldFields.count == newFields.count
      && zip(oldFields, newFields).allSatisfy { $0.label == $1.label }
    guard sameShape else {
      record(.changed, old, new)
      return
    }
    for (offset, (oldField, newField)) in zip(oldFields, newFields).enumerated() {
      diffChild(
        Reflection.component(oldField, at: offset), oldField.value, newField.value,
        depth: depth)
    }
  }

  private mutating func diffEnum(
    _ old: Any, _ new: Any, _ oldMirror: Mirror, _ newMirror: Mirror, depth: Int
  ) {
    let oldCase = Reflection.enumCase(old, oldMirror)
    let newCase = Reflection.enumCase(new, newMirror)
    guard oldCase.name == newCase.name, oldCase.payload.count == newCase.payload.count else {
      if !expandLongCaseChange(old, new, oldCase, newCase) { record(.changed, old, new) }
      return
    }
    guard !oldCase.payload.isEmpty else { return }
    path.append(.field(oldCase.name))
    if oldCase.payload.count == 1 && oldCase.payload[0].label == nil,
      let oldPayload = oldCase.payload.first, let newPayload = newCase.payload.first
    {
      diff(oldPayload.value, newPayload.value, depth: depth + 1)
    } else {
      diffFields(oldCase.payload, newCase.payload, old, new, depth: depth)
    }
    path.removeLast()
  }

  /// A change of case too long for one line (`.loading` → `.loaded([… 2,000 characters …])`)
  /// prints as a struct's change does: a line naming the two cases in short, then the old
  /// case's payload removed and the new one's added, a line per element or field under the
  /// case's path (`+ contentState.loaded[0]: …`), which the printer caps as it caps any list.
  /// False when the change fits on one line.
  private mutating func expandLongCaseChange(
    _ old: Any, _ new: Any, _ oldCase: (name: String, payload: [Field]),
    _ newCase: (name: String, payload: [Field])
  ) -> Bool {
    let length = Dump.line(old, options: options).count + Dump.line(new, options: options).count
    guard length > Self.longChange, !(oldCase.payload.isEmpty && newCase.payload.isEmpty) else {
      return false
    }
    record(
      .changed, Abbreviated(text: Summary.of(old, maxLength: 60)),
      Abbreviated(text: Summary.of(new, maxLength: 60)))
    expand(oldCase, as: .removed)
    expand(newCase, as: .added)
    return true
  }

  /// Old and new together longer than this print as path lines.
  private static let longChange = 200

  private mutating func expand(_ enumCase: (name: String, payload: [Field]), as kind: ChangeKind) {
    guard !enumCase.payload.isEmpty else { return }
    path.append(.field(enumCase.name))
    if enumCase.payload.count == 1, enumCase.payload[0].label == nil {
      expand(enumCase.payload[0].value, as: kind)
    } else {
      for (offset, field) in enumCase.payload.enumerated() {
        path.append(Reflection.component(field, at: offset))
        expand(field.value, as: kind)
        path.removeLast()
      }
    }
    path.removeLast()
  }

  /// A list a line per element; anything else one line.
  private mutating func expand(_ value: Any, as kind: ChangeKind) {
    let mirror = Mirror(reflecting: value)
    guard mirror.displayStyle == .collection, !mirror.children.isEmpty else {
      record(kind, kind == .added ? nil : value, kind == .added ? value : nil)
      return
    }
    for (index, child) in mirror.children.enumerated() {
      recordChild(
        .index(index), kind, kind == .added ? nil : child.value, kind == .added ? child.value : nil)
    }
  }

  private mutating func diffCollection(
    _ old: Any, _ new: Any, _ oldMirror: Mirror, _ newMirror: Mirror, depth: Int
  ) {
    // Arrays were aligned by `diff` already.
    diffSequence(
      SequencePair(
        boxedOld: oldMirror.children.map(\.value), boxedNew: newMirror.children.map(\.value)),
      depth: depth)
  }

  private mutating func diffDictionary(_ oldMirror: Mirror, _ newMirror: Mirror, depth: Int) {
    var oldEntries: [AnyHashable: (key: Any, value: Any)] = [:]
    for entry in Reflection.entries(oldMirror) {
      oldEntries[Reflection.hashKey(entry.key)] = entry
    }
    // Collect first, then sort by the key's dump so the output order is stable.
    var touched: [(text: String, key: Any, old: Any?, new: Any?)] = []
    for entry in Reflection.entries(newMirror) {
      let hash = Reflection.hashKey(entry.key)
      if let previous = oldEntries.removeValue(forKey: hash) {
        let same =
          Equality.check(previous.value, entry.value)
          ?? Equality.deep(previous.value, entry.value)
        if !same {
          touched.append(
            (
              Dump.line(entry.key, options: options), entry.key, previous.value,
              entry.value
            ))
        }
      } else {
        touched.append((Dump.line(entry.key, options: options), entry.key, nil, entry.value))
      }
    }
    for entry in oldEntries.values {
      touched.append((Dump.line(entry.key, options: options), entry.key, entry.value, nil))
    }
    touched.sort { $0.text < $1.text }
    for entry in touched {
      let component: Path.Component =
        (entry.key as? String).map(Path.Component.key) ?? .renderedKey(entry.text)
      switch (entry.old, entry.new) {
      case (let old?, let new?):
        diffChild(component, old, new, depth: depth)
      case (nil, let new?):
        recordChild(component, .added, nil, new)
      case (let old?, nil):
        recordChild(component, .removed, old, nil)
      case (nil, nil):
        break
      }
    }
  }

  private mutating func diffSet(_ oldMirror: Mirror, _ newMirror: Mirror) {
    var oldMembers: [AnyHashable: Any] = [:]
    for child in oldMirror.children {
      oldMembers[Reflection.hashKey(child.value)] = child.value
    }
    var added: [(text: String, value: Any)] = []
    for child in newMirror.children
    where oldMembers.removeValue(forKey: Reflection.hashKey(child.value)) == nil {
      added.append((Dump.line(child.value, options: options), child.value))
    }
    let removed = oldMembers.values.map { (text: Dump.line($0, options: options), value: $0) }
    for member in removed.sorted(by: { $0.text < $1.text }) {
      record(.removed, member.value, nil, isSetMember: true)
    }
    for member in added.sorted(by: { $0.text < $1.text }) {
      record(.added, nil, member.value, isSetMember: true)
    }
  }

  // MARK: - Sequences

  private mutating func diffSequence(_ pair: SequencePair, depth: Int) {
    // Most edits touch a small middle; trimming the equal ends keeps the rest linear.
    let shorter = min(pair.oldCount, pair.newCount)
    var prefix = 0
    while prefix < shorter && pair.equal(prefix, prefix) {
      prefix += 1
    }
    var suffix = 0
    while suffix < shorter - prefix
      && pair.equal(pair.oldCount - 1 - suffix, pair.newCount - 1 - suffix)
    {
      suffix += 1
    }
    let oldRange = prefix..<(pair.oldCount - suffix)
    let newRange = prefix..<(pair.newCount - suffix)
    if oldRange.isEmpty && newRange.isEmpty {
      return
    }
    if let matchIDs = pair.matchIDs, let newToOld = matchIDs(oldRange, newRange) {
      alignByID(pair, oldRange, newRange, newToOld, depth: depth)
    } else {
      alignByContent(pair, oldRange, newRange, depth: depth)
    }
  }

  private mutating func alignByID(
    _ pair: SequencePair, _ oldRange: Range<Int>, _ newRange: Range<Int>, _ newToOld: [Int],
    depth: Int
  ) {
    var oldMatched = [Bool](repeating: false, count: oldRange.count)
    for oldIndex in newToOld where oldIndex >= 0 {
      oldMatched[oldIndex - oldRange.lowerBound] = true
    }
    let removals = oldRange.filter { !oldMatched[$0 - oldRange.lowerBound] }
    // Elements in the longest run that kept its order stay put; the others moved.
    let stays = longestIncreasingRun(newToOld)
    var nextRemoval = 0
    for (offset, oldIndex) in newToOld.enumerated() {
      let newIndex = newRange.lowerBound + offset
      while nextRemoval < removals.count && removals[nextRemoval] <= newIndex {
        let index = removals[nextRemoval]
        recordChild(.index(index), .removed, pair.oldElement(index), nil)
        nextRemoval += 1
      }
      guard oldIndex >= 0 else {
        recordChild(.index(newIndex), .added, nil, pair.newElement(newIndex))
        continue
      }
      if !stays[offset] {
        recordChild(
          .index(newIndex), .moved(from: oldIndex, to: newIndex), pair.oldElement(oldIndex),
          pair.newElement(newIndex))
      }
      if !pair.equalIsCheap || !pair.equal(oldIndex, newIndex) {
        diffChild(
          .index(newIndex), pair.oldElement(oldIndex), pair.newElement(newIndex), depth: depth)
      }
    }
    for index in removals[nextRemoval...] {
      recordChild(.index(index), .removed, pair.oldElement(index), nil)
    }
  }

  private mutating func alignByContent(
    _ pair: SequencePair, _ oldRange: Range<Int>, _ newRange: Range<Int>, depth: Int
  ) {
    guard let script = editScript(oldRange, newRange, equal: pair.equal) else {
      // Too different for an LCS within budget: compare position by position.
      let common = min(oldRange.count, newRange.count)
      for offset in 0..<common {
        let index = oldRange.lowerBound + offset
        diffChild(.index(index), pair.oldElement(index), pair.newElement(index), depth: depth)
      }
      for index in oldRange.dropFirst(common) {
        recordChild(.index(index), .removed, pair.oldElement(index), nil)
      }
      for index in newRange.dropFirst(common) {
        recordChild(.index(index), .added, nil, pair.newElement(index))
      }
      return
    }
    var deleted: [Int] = []
    var inserted: [Int] = []
    for step in script + [.keep(-1, -1)] {
      switch step {
      case .delete(let index):
        deleted.append(index)
      case .insert(let index):
        inserted.append(index)
      case .keep:
        // A run of deletions next to insertions is most readably shown as changes in place.
        let paired = min(deleted.count, inserted.count)
        for offset in 0..<paired {
          diffChild(
            .index(inserted[offset]), pair.oldElement(deleted[offset]),
            pair.newElement(inserted[offset]), depth: depth)
        }
        for index in deleted.dropFirst(paired) {
          recordChild(.index(index), .removed, pair.oldElement(index), nil)
        }
        for index in inserted.dropFirst(paired) {
          recordChild(.index(index), .added, nil, pair.newElement(index))
        }
        deleted.removeAll(keepingCapacity: true)
        inserted.removeAll(keepingCapacity: true)
      }
    }
  }
}
