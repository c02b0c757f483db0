import Synchronization

/// Two sequences to align, seen through index-based accessors so that arrays can be scanned with
/// typed `==` and typed ids while other collections fall back to `Any`.
struct SequencePair {
  let oldCount: Int
  let newCount: Int
  /// Full equality of `old[i]` and `new[j]`.
  let equal: (Int, Int) -> Bool
  /// True when `equal` is a cheap `==`, false when it walks the values structurally.
  let equalIsCheap: Bool
  let oldElement: (Int) -> Any
  let newElement: (Int) -> Any
  /// Present when elements are `Identifiable`.
  let matchIDs: IDMatcher?

  /// For collections that aren't `Array`: elements boxed as `Any`.
  init(boxedOld old: [Any], boxedNew new: [Any]) {
    oldCount = old.count
    newCount = new.count
    let cheap = old.first.map { $0 is any Equatable } ?? true
    equal = { i, j in Equality.check(old[i], new[j]) ?? Equality.deep(old[i], new[j]) }
    equalIsCheap = cheap
    oldElement = { old[$0] }
    newElement = { new[$0] }
    let identifiable =
      old.allSatisfy { $0 is any Identifiable }
      && new.allSatisfy { $0 is any Identifiable }
    matchIDs =
      identifiable
      ? { oldRange, newRange in
        SequencePair.match(
          oldRange.map { anyID(old[$0]) }, oldRange, newRange.map { anyID(new[$0]) })
      } : nil
  }

  init<Element>(old: [Element], new: [Element]) {
    oldCount = old.count
    newCount = new.count
    oldElement = { old[$0] }
    newElement = { new[$0] }
    // With one side empty every element is added or removed: nothing to compare or match,
    // so neither `Equatable` nor `Identifiable` is looked up (a list's first load).
    guard !old.isEmpty, !new.isEmpty else {
      equal = { _, _ in false }
      equalIsCheap = true
      matchIDs = nil
      return
    }
    if let equatable = Element.self as? any Equatable.Type,
      let typed = equatable.elementEquality(old, new)
    {
      equal = typed
      equalIsCheap = true
    } else {
      equal = { Equality.deep(old[$0], new[$1]) }
      equalIsCheap = false
    }
    matchIDs = (Element.self as? any Identifiable.Type)?.idMatcher(old, new)
  }

  private static func match(
    _ oldIDs: [AnyHashable?], _ oldRange: Range<Int>, _ newIDs: [AnyHashable?]
  ) -> [Int]? {
    var indexByID: [AnyHashable: Int] = [:]
    for (offset, id) in oldIDs.enumerated() {
      guard let id, indexByID.updateValue(oldRange.lowerBound + offset, forKey: id) == nil else {
        return nil
      }
    }
    var seen: Set<AnyHashable> = []
    var result: [Int] = []
    for id in newIDs {
      guard let id, seen.insert(id).inserted else { return nil }
      result.append(indexByID[id] ?? -1)
    }
    return result
  }
}

private func anyID(_ value: Any) -> AnyHashable? {
  guard let identifiable = value as? any Identifiable else { return nil }
  return id(of: identifiable)
}

private func id<T: Identifiable>(of value: T) -> AnyHashable {
  AnyHashable(value.id)
}

/// Lets the differ, and the timeline's `ArrayPatch` and `ByteEstimate`, reach an `Array`'s
/// element type from an `Any`. One protocol for all three: its conformance is looked up once
/// per array type, and each new lookup scans every conformance in the binary.
protocol ArrayDiffing {
  var count: Int { get }
  func sequencePair(with other: Any) -> SequencePair?
  /// The indices and new elements where `other`, of the same count, differs; nil when the
  /// elements are not `Equatable` or more than `limit` differ.
  func changedElements(to other: Any, limit: Int) -> [(index: Int, element: Any)]?
  /// A copy with `edits` applied in order.
  func applying(_ edits: [[(index: Int, element: Any)]]) -> Any
  /// The count and up to `size` elements spread over the array.
  func sample(_ size: Int) -> (count: Int, elements: [Any])
  /// `Element`: whose layout reads the elements in place.
  var elementType: Any.Type { get }
  /// Calls `body` with where each element `sample` picks is stored, in place: an element read
  /// through a struct layout is neither copied nor boxed. Returns how many it picked.
  func forEachSampledElement(_ size: Int, _ body: (UnsafeRawPointer) -> Void) -> Int
  /// `==` with `other`; nil when the elements are not `Equatable`.
  func isEqual(toArray other: Any) -> Bool?
}

enum ArrayAccess {
  /// `value` as an array, when it is one, without asking the runtime for the conformance (the
  /// first lookup per array type scans every conformance record in the binary, 164k
  /// instructions in the static scenesh). Whether a type is an Array is read from its name once,
  /// then kept; the element type is the Array's one generic argument, which its metadata holds
  /// right after the kind and the type descriptor (the runtime's layout of a struct's
  /// metadata). Opened as a type parameter, the value casts to `[Element]` by identity of type,
  /// and `Array: ArrayDiffing` is the compiler's, known statically.
  static func of(_ value: Any) -> (any ArrayDiffing)? {
    let type = type(of: value)
    guard isArray(type) else { return nil }
    let elementType = unsafeBitCast(type, to: UnsafePointer<Any.Type>.self)[2]
    func open<Element>(_: Element.Type) -> (any ArrayDiffing)? { value as? [Element] }
    return open(elementType)
  }

  /// Whether `type` is an `Array`, read from its name the first time.
  static func isArray(_ type: Any.Type) -> Bool {
    let id = ObjectIdentifier(type)
    if let known = arrayTypes.withLock({ $0[id] }) { return known }
    let isArray = _typeName(type, qualified: true).hasPrefix("Swift.Array<")
    arrayTypes.withLock { $0[id] = isArray }
    return isArray
  }
}

/// Which types are arrays, by `ArrayAccess.of`.
private let arrayTypes = Mutex<[ObjectIdentifier: Bool]>([:])

extension Array: ArrayDiffing {
  func sequencePair(with other: Any) -> SequencePair? {
    guard let other = other as? [Element] else { return nil }
    return SequencePair(old: self, new: other)
  }

  func changedElements(to other: Any, limit: Int) -> [(index: Int, element: Any)]? {
    // A list whose count changed has no rows to patch: said before `Equatable` is looked up.
    guard let other = other as? [Element], other.count == count,
      let equatable = Element.self as? any Equatable.Type
    else { return nil }
    return equatable.changedElements(self, other, limit: limit)
  }

  /// Whether `other` is this array's own storage.
  private func shares(_ other: [Element]) -> Bool {
    withUnsafeBufferPointer { mine in
      other.withUnsafeBufferPointer { theirs in mine.baseAddress == theirs.baseAddress }
    }
  }

  func applying(_ edits: [[(index: Int, element: Any)]]) -> Any {
    var copy = self
    for list in edits {
      for (index, element) in list {
        guard copy.indices.contains(index), let element = element as? Element else { continue }
        copy[index] = element
      }
    }
    return copy
  }

  func isEqual(toArray other: Any) -> Bool? {
    // Arrays of two counts differ, and two empty ones are equal, whatever their elements: said
    // without looking up `Equatable` (the first time, a scan of every conformance record).
    // Nor for one storage (a list the presenter did not rebuild), which `==` holds equal too.
    if let other = other as? [Element], other.count != count || isEmpty || shares(other) {
      return other.count == count
    }
    guard let equatable = Element.self as? any Equatable.Type else { return nil }
    return equatable.arraysEqual(self, other)
  }

  func sample(_ size: Int) -> (count: Int, elements: [Any]) {
    let (picked, step) = sampling(size)
    return (count, (0..<picked).map { self[$0 * step] })
  }

  var elementType: Any.Type { Element.self }

  func forEachSampledElement(_ size: Int, _ body: (UnsafeRawPointer) -> Void) -> Int {
    withUnsafeBufferPointer { elements in
      guard let base = elements.baseAddress else { return 0 }
      let (picked, step) = sampling(size)
      for index in 0..<picked {
        body(UnsafeRawPointer(base + index * step))
      }
      return picked
    }
  }

  /// Which elements a sample of `size` takes: the first `picked`, `step` apart (all of them
  /// when there are no more than `size`).
  private func sampling(_ size: Int) -> (picked: Int, step: Int) {
    count > size ? (size, count / size) : (count, 1)
  }
}
