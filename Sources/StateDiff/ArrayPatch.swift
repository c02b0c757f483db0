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
    guard let array = ArrayAccess.of(old),
      let edits = array.changedElements(to: new, limit: array.count / Swift.max(1, share))
    else { return nil }
    self.edits = edits
  }

  /// `base` with every patch applied in order, in one copy; nil when `base` is not an array
  /// the patches were made from.
  package static func apply(_ patches: [ArrayPatch], to base: Any) -> Any? {
    ArrayAccess.of(base)?.applying(patches.map(\.edits))
  }
}
