/// The kept commands' hops, oldest command first, each list in the order recorded.
///
/// Commands are few (``HopRecorder/maximumCommands``) and their roots only grow, so a root is
/// found by a binary search of a short sorted array; hops are appended and changed through the
/// array's own in-place access. A dictionary of lists hashed the root on every look-up, and
/// its in-place access allocated a frame on every hop recorded or changed.
struct CommandHops {
  /// The kept commands' roots, ascending, and their hops at the same positions.
  private(set) var roots: [Int] = []
  private var lists: [[Hop]] = []

  /// Where `root`'s list is in `lists`.
  private func slot(of root: Int) -> Int? {
    // Nearly every look-up is for the command running now: the newest.
    if let last = roots.last, last == root { return roots.count - 1 }
    let slot = HopRecorder.firstPosition(in: roots, after: root - 1) { $0 }
    return slot < roots.count && roots[slot] == root ? slot : nil
  }

  /// A command's hops; nil when it is not kept.
  subscript(root: Int) -> [Hop]? {
    slot(of: root).map { lists[$0] }
  }

  /// How many hops `root` holds; nil when it is not kept.
  func count(of root: Int) -> Int? {
    slot(of: root).map { lists[$0].count }
  }

  /// What `body` reads of the hop at `position` of `root`'s list, read where it is: a walk up
  /// the parents that needs a field or two does not copy every hop it passes.
  func read<Result>(root: Int, position: Int, _ body: (Hop) -> Result) -> Result? {
    guard let slot = slot(of: root), position < lists[slot].count else { return nil }
    return lists[slot].withUnsafeBufferPointer { body($0[position]) }
  }

  /// Starts a command's list with its own hop; its root is newer than every kept one.
  mutating func begin(_ command: Hop) {
    roots.append(command.root)
    // A command records a handful of hops to a few dozen: room for them at once, not a
    // reallocation at the second, third, fifth and ninth.
    var list: [Hop] = []
    list.reserveCapacity(Self.usualHops)
    list.append(command)
    lists.append(list)
  }

  private static let usualHops = 16

  /// Appends `hop` to its command's list, where it is.
  mutating func append(_ hop: Hop) {
    guard let slot = slot(of: hop.root) else { return }
    lists[slot].append(hop)
  }

  /// Changes the hop at `position` of `root`'s list, where it is.
  mutating func update(root: Int, position: Int, _ change: (inout Hop) -> Void) {
    guard let slot = slot(of: root), position < lists[slot].count else { return }
    change(&lists[slot][position])
  }

  /// Forgets the oldest command; returns its root and hops.
  mutating func removeOldest() -> (root: Int, hops: [Hop])? {
    guard !roots.isEmpty else { return nil }
    return (roots.removeFirst(), lists.removeFirst())
  }
}
