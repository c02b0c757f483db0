/// The differences between two values, as data. Render with `pathLines()` or `tree()`.
public struct Diff {
  public var changes: [Change]
  /// Used when the changes' values are rendered.
  public var options: DumpOptions
  /// The compared values, kept for the tree renderer's context lines.
  var roots: [Root]

  struct Root {
    var path: Path
    var old: Any
    var new: Any
  }

  public init(changes: [Change] = [], options: DumpOptions = .default) {
    self.changes = changes
    self.options = options
    self.roots = []
  }

  init(changes: [Change], options: DumpOptions, roots: [Root]) {
    self.changes = changes
    self.options = options
    self.roots = roots
  }

  /// True when the two values were the same; there is nothing to print.
  public var isEmpty: Bool { changes.isEmpty }

  /// Both diffs' changes, in order; for diffing a state field by field. Keeps `lhs`'s options.
  public static func + (lhs: Diff, rhs: Diff) -> Diff {
    Diff(
      changes: lhs.changes + rhs.changes, options: lhs.options, roots: lhs.roots + rhs.roots)
  }

  public static func += (lhs: inout Diff, rhs: Diff) {
    // In place: a state's fields are joined one by one, and `+` copied the changes so far
    // each time.
    lhs.changes.append(contentsOf: rhs.changes)
    lhs.roots.append(contentsOf: rhs.roots)
  }

  /// The diffs' changes, in order, with the first one's options; empty for none.
  public init(joining diffs: [Diff]) {
    guard var joined = diffs.first else {
      self.init()
      return
    }
    for diff in diffs.dropFirst() { joined += diff }
    self = joined
  }
}

/// True when `diff(old, new)` would find nothing: the check the differ makes first, without a
/// path or a differ, for a view that compares every field it shows on every look.
package func valuesAreEqual(_ old: Any, _ new: Any) -> Bool {
  type(of: old) == type(of: new) && Equality.check(old, new) == true
}

/// Compares two values and returns what changed from `old` to `new`.
///
/// Equal subtrees cost one `==` (or an identity check for objects); only what differs is walked
/// further, and nothing is dumped until the result is rendered.
/// - Parameter path: where the values sit, prefixed to every change's path.
public func diff(
  _ old: Any, _ new: Any, at path: Path = Path(), options: DumpOptions = .default
) -> Diff {
  var differ = Differ(options: options, root: path)
  differ.diff(old, new, depth: 0)
  let roots = differ.changes.isEmpty ? [] : [Diff.Root(path: path, old: old, new: new)]
  return Diff(changes: differ.changes, options: options, roots: roots)
}
