@_spi(Reflection) import Swift

extension Equatable {
  /// `==` against a value of unknown type; false when the types differ.
  func isEqual(toAny other: Any) -> Bool {
    guard let other = other as? Self else { return false }
    return self == other
  }

  /// Whether `old` and `new`, two arrays of `Self`, are equal: compared without the standard
  /// library's unspecialised `Array ==`, which copies both elements out of each pair first
  /// (retaining every string in them; a rebuilt, equal 10k `[User]` cost 5.7× a specialised
  /// `==`). See `visitMismatches`.
  static func arraysEqual(_ old: Any, _ new: Any) -> Bool {
    guard let old = old as? [Self], let new = new as? [Self], old.count == new.count else {
      return false
    }
    return visitMismatches(of: old, and: new) { _ in false }
  }

  /// Where `new` differs from `old`, two arrays of `Self` of one count: the indices and new
  /// elements, or nil past `limit` of them (or when the counts differ).
  static func changedElements(
    _ old: Any, _ new: Any, limit: Int
  ) -> [(index: Int, element: Any)]? {
    guard let old = old as? [Self], let new = new as? [Self], old.count == new.count else {
      return nil
    }
    var edits: [(index: Int, element: Any)] = []
    let withinLimit = visitMismatches(of: old, and: new) { index in
      edits.append((index, new[index]))
      return edits.count <= limit
    }
    return withinLimit ? edits : nil
  }

  /// Typed element comparison for two arrays of `Self`, so scanning a large array calls `==`
  /// directly instead of boxing every element into `Any`.
  static func elementEquality(_ old: Any, _ new: Any) -> ((Int, Int) -> Bool)? {
    guard let old = old as? [Self], let new = new as? [Self] else { return nil }
    return { old[$0] == new[$1] }
  }
}

/// Calls `visit` with each index where `lhs` and `rhs`, of one count, differ, until it returns
/// false; returns whether every index was visited. The code runs unspecialised (the element
/// type is known only at run time), where `lhs[i] == rhs[i]` would copy both elements out;
/// elements passed `inout` are lent in place instead, since an `inout` argument cannot alias
/// anything else. Nothing is written: `==` only reads, and identical storage has no mismatch.
@inline(__always)
func visitMismatches<Element: Equatable>(
  of lhs: [Element], and rhs: [Element], _ visit: (Int) -> Bool
) -> Bool {
  lhs.withUnsafeBufferPointer { lhs in
    rhs.withUnsafeBufferPointer { rhs in
      guard let lhsBase = lhs.baseAddress, let rhsBase = rhs.baseAddress, lhsBase != rhsBase
      else { return true }  // both empty, or the same storage
      let left = UnsafeMutablePointer(mutating: lhsBase)
      let right = UnsafeMutablePointer(mutating: rhsBase)
      for index in 0..<Swift.min(lhs.count, rhs.count)
      where !lentEqual(&left[index], &right[index]) && !visit(index) {
        return false
      }
      return true
    }
  }
}

/// `==` on two values lent in place; see `visitMismatches`.
@inline(never)
private func lentEqual<Value: Equatable>(_ lhs: inout Value, _ rhs: inout Value) -> Bool {
  lhs == rhs
}

extension Identifiable {
  /// Matches `new[newRange]` to `old[oldRange]` by `id`, typed so no id gets boxed.
  /// Returns, for each new position, the old index or -1; `nil` when ids repeat.
  static func idMatcher(_ old: Any, _ new: Any) -> IDMatcher? {
    guard let old = old as? [Self], let new = new as? [Self] else { return nil }
    return { oldRange, newRange in
      var indexByID: [ID: Int] = [:]
      indexByID.reserveCapacity(oldRange.count)
      for index in oldRange where indexByID.updateValue(index, forKey: old[index].id) != nil {
        return nil
      }
      var seen: Set<ID> = []
      var result: [Int] = []
      result.reserveCapacity(newRange.count)
      for index in newRange {
        let id = new[index].id
        guard seen.insert(id).inserted else { return nil }
        result.append(indexByID[id] ?? -1)
      }
      return result
    }
  }
}

/// See `Identifiable.idMatcher`.
typealias IDMatcher = (Range<Int>, Range<Int>) -> [Int]?

enum Equality {
  /// `==` when the value is `Equatable`; `nil` when it isn't.
  static func check(_ lhs: Any, _ rhs: Any) -> Bool? {
    if let equal = Leaf.equal(lhs, rhs) { return equal }
    // Most optional fields are nil on both sides of a look: told so without unwrapping.
    if type(of: lhs) == type(of: rhs), metadataKind(of: type(of: lhs)) == .optional {
      let (leftIsNone, rightIsNone) = (
        RuntimeChildren.isNone(optional: lhs), RuntimeChildren.isNone(optional: rhs)
      )
      if leftIsNone || rightIsNone { return leftIsNone && rightIsNone }
    }
    // Two optionals by what they wrap: `Optional: Equatable` is a lookup of the wrapped type's
    // `Equatable` too, each the first time a scan of every conformance record; two `nil`s are
    // equal whatever they would wrap.
    if type(of: lhs) == type(of: rhs), let left = unwrapOptional(lhs),
      let right = unwrapOptional(rhs)
    {
      switch (left, right) {
      case (nil, nil): return true
      case (nil, _), (_, nil): return false
      case (let left?, let right?): return check(left, right)
      }
    }
    // An array through `ArrayDiffing` and its element's `Equatable`, which the differ and the
    // timeline look up anyway: `Array: Equatable` would be one more scan of every conformance
    // in the binary, for each array type.
    if let array = ArrayAccess.of(lhs) { return array.isEqual(toArray: rhs) }
    guard let equatable = openedCast(lhs, to: (any Equatable).self) else { return nil }
    return equatable.isEqual(toAny: rhs)
  }

  /// Equality for any two values: `==` where available, identity for objects, else structure.
  static func deep(_ lhs: Any, _ rhs: Any) -> Bool {
    var visited: Set<ObjectPair> = []
    return deep(lhs, rhs, visited: &visited, depth: 0)
  }

  private static func deep(
    _ lhs: Any, _ rhs: Any, visited: inout Set<ObjectPair>, depth: Int
  ) -> Bool {
    let lhsType = type(of: lhs)
    guard lhsType == type(of: rhs) else { return false }
    if lhsType is AnyClass {
      let pair = ObjectPair(lhs, rhs)
      if pair.isIdentical || !visited.insert(pair).inserted {
        return true
      }
    }
    if let equal = check(lhs, rhs) {
      return equal
    }
    guard depth < 1_000 else { return false }
    if let layout = StructLayout.ofStruct(lhsType) {
      return layoutEqual(layout, lhs, rhs, &visited, depth)
    }
    let lhsMirror = Mirror(reflecting: lhs)
    let rhsMirror = Mirror(reflecting: rhs)
    switch lhsMirror.displayStyle {
    case .dictionary:
      // Two equal dictionaries can list their entries in different orders.
      let rhsEntries = Dictionary(
        Reflection.entries(rhsMirror).map { (Reflection.hashKey($0.key), $0.value) },
        uniquingKeysWith: { first, _ in first })
      let lhsEntries = Reflection.entries(lhsMirror)
      guard lhsEntries.count == rhsEntries.count else { return false }
      return lhsEntries.allSatisfy { entry in
        guard let other = rhsEntries[Reflection.hashKey(entry.key)] else { return false }
        return deep(entry.value, other, visited: &visited, depth: depth + 1)
      }
    case .struct:
      return fieldsEqual(
        Reflection.fields(lhsMirror), Reflection.fields(rhsMirror), &visited, depth)
    case .class:
      return fieldsEqual(
        Reflection.fields(lhsMirror), Reflection.fields(rhsMirror), &visited, depth)
    default:
      let lhsChildren = lhsMirror.children.map { Field(label: $0.label, value: $0.value) }
      let rhsChildren = rhsMirror.children.map { Field(label: $0.label, value: $0.value) }
      if lhsChildren.isEmpty && rhsChildren.isEmpty {
        return String(describing: lhs) == String(describing: rhs)
      }
      return fieldsEqual(lhsChildren, rhsChildren, &visited, depth)
    }
  }

  private static func layoutEqual(
    _ layout: StructLayout, _ lhs: Any, _ rhs: Any, _ visited: inout Set<ObjectPair>,
    _ depth: Int
  ) -> Bool {
    for (left, right) in zip(layout.values(of: lhs), layout.values(of: rhs))
    where !deep(left, right, visited: &visited, depth: depth + 1) {
      return false
    }
    return true
  }

  private static func fieldsEqual(
    _ lhs: [Field], _ rhs: [Field], _ visited: inout Set<ObjectPair>, _ depth: Int
  ) -> Bool {
    guard lhs.count == rhs.count else { return false }
    for (left, right) in zip(lhs, rhs) {
      guard left.label == right.label,
        deep(left.value, right.value, visited: &visited, depth: depth + 1)
      else { return false }
    }
    return true
  }
}

/// Two objects compared together; remembered so a cycle is walked once.
struct ObjectPair: Hashable {
  let lhs: ObjectIdentifier
  let rhs: ObjectIdentifier

  /// Only for values whose type is a class.
  init(_ lhs: Any, _ rhs: Any) {
    self.lhs = ObjectIdentifier(lhs as AnyObject)
    self.rhs = ObjectIdentifier(rhs as AnyObject)
  }

  var isIdentical: Bool { lhs == rhs }
}
