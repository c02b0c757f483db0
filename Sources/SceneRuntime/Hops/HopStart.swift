import Synchronization

/// When a hop started, as a number that orders hops the same way on every run: what `trace`,
/// its Mermaid diagram, `report` and step mode sort the hops of one caller by.
///
/// The shell's executor runs the scene's jobs one at a time on one thread, so the numbers it
/// hands out there come in an order the script decides. A hop recorded elsewhere (on a
/// URLSession or GCD thread, in whatever order those threads get there) takes the number of
/// the work that led to it instead: the one taken when the scene's code handed that work to
/// GCD (`DispatchBridge` carries it with the hop context, and blocks submitted from such a
/// block carry it on). So the two requests of an `async let` pair come in the order their
/// tasks made them, whichever answer the URLSession threads reach first.
package enum HopStart {
  private static let counter = Atomic<UInt64>(0)

  /// The number of the work the current code carries on (set while a dispatched block runs,
  /// and inherited by the tasks it starts), if any.
  @TaskLocal static var carried: UInt64?

  /// The number for a hop recorded now, or for work handed to GCD now.
  static func now() -> UInt64 {
    carried ?? counter.wrappingAdd(1, ordering: .relaxed).newValue
  }
}
