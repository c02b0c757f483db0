/// The elements of an array that changed in place, kept instead of the whole new array: what
/// the timeline stores for a list where one row of 40,000 changed.
///
/// ```swift
/// let patch = ArrayPatch(from: ["a", "b", "c"], to: ["a", "B", "c"], share: 2)
/// // patch?.edits: [(index: 1, element: "B")]
/// ArrayPatch.apply([patch!], to: ["a", "b", "c"])  // ["a", "B", "c"] as Any
/// ```
package struct ArrayPatch {
  package let edits: [(index: Int, element: Any)]

  /// The changed elements, or nil when `old` and `new` are not arrays of one `Equatable` element
  /// type and one count, or more than one in `share` of the elements differ (the whole array
  /// is then the cheaper thing to keep).
  package init?(from old: Any, to new: Any, share: Int) {
    // A conformance lookup that fails scans every conformance in the binary (a million
    // instructions in the static scenesh, once per type): only an Array is asked.
    guard _typeName(type(of: old), qualified: true).hasPrefix("Swift.Array<"),
      let array = old as? any PatchableArray,
      let edits = array.changedElements(to: new, share: share)
    else { return nil }
    self.edits = edits
  }

  /// `base` with every patch applied in order, in one copy; nil when `base` is not an array
  /// the patches were made from.
  package static func apply(_ patches: [ArrayPatch], to base: Any) -> Any? {
    guard let array = base as? any PatchableArray else { return nil }
    return array.applying(patches)
  }
}

/// Arrays whose elements compare, reached from `Any` so the element type is known again.
private protocol PatchableArray {
  func changedElements(to other: Any, share: Int) -> [(index: Int, element: Any)]?
  func applying(_ patches: [ArrayPatch]) -> Any
}

extension Array: PatchableArray where Element: Equatable {
  fileprivate func changedElements(to other: Any, share: Int) -> [(index: Int, element: Any)]? {
    guard let other = other as? [Element], other.count == count else { return nil }
    let limit = count / Swift.max(1, share)
    var edits: [(index: Int, element: Any)] = []
    let withinLimit = visitMismatches(of: self, and: other) { index in
      edits.append((index, other[index]))
      return edits.count <= limit
    }
    return withinLimit ? edits : nil
  }

  fileprivate func applying(_ patches: [ArrayPatch]) -> Any {
    var copy = self
    for patch in patches {
      for (index, element) in patch.edits {
        guard copy.indices.contains(index), let element = element as? Element else { continue }
        copy[index] = element
      }
    }
    return copy
  }
}
