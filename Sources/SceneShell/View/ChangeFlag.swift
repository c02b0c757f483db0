import SceneRuntime
import Synchronization

/// What Observation's `willSet` and `didSet` leave for the view: that the state changed, the hop
/// the first change happened in (a presenter call), which the printed diff is then recorded
/// under, and every write of the notification with its own hop, which the rules judge.
/// Set from Observation's `@Sendable` closures, on whatever thread made the change.
final class ChangeFlag: Sendable {
  /// A key path Observation named in a change. `@unchecked`: a key path object is immutable
  /// once made (its components are fixed at creation), so sharing one across threads only
  /// ever reads it; `AnyKeyPath` is simply not marked `Sendable`.
  struct ChangedKeyPath: @unchecked Sendable {
    let keyPath: AnyKeyPath
  }

  /// One write to a tracked property: which, in which hop, where the code ran.
  struct Write: Sendable {
    let keyPath: ChangedKeyPath?
    let cause: HopContext?
    let isolation: String
    /// A one-time event's value as written (dumped), read when the write ran on the main
    /// actor; nil for any other property, or when it was reset.
    let pendingValue: String?
  }

  /// One observation notification, as the view will read it.
  struct Notification {
    /// The hop the first change of this notification happened in.
    let cause: HopContext?
    /// The state-change hop recorded inside `cause` as the notification fired, to be described
    /// once the view has read what changed.
    let change: HopContext?
    /// True when Observation fired (several changes in one turn arrive as one); false when
    /// the view looks again for reasons of its own (it was covered, the mode changed).
    let isObserved: Bool
    /// Every write Observation reported before the view looked, in order.
    var writes: [Write] = []
  }

  private struct Begun {
    let cause: HopContext?
    let marker: Int
  }

  private let value = Mutex<Notification?>(nil)
  /// A write begun (Observation's willSet) and not complete yet: its hop then, and the last hop
  /// id handed out then.
  private let begun = Mutex<Begun?>(nil)
  /// Which tracking is the view's current one: an earlier one still fires until it notices.
  private let generation = Mutex(0)

  /// A new tracking begins (the view read the state again); returns its number.
  func nextGeneration() -> Int {
    generation.withLock { generation in
      generation += 1
      return generation
    }
  }

  /// Whether `tracking` (a number from `nextGeneration`) is still the view's.
  func isCurrent(_ tracking: Int) -> Bool {
    generation.withLock { $0 == tracking }
  }

  /// Marks the state changed; the first cause of a notification is the one kept.
  func set(cause: HopContext?, observed: Bool = true) {
    value.withLock { value in
      guard value == nil else { return }
      // Recorded here, under the lock, so the hop sits where the change happened and a
      // `take` on another thread can never miss it. A look the view takes itself (uncovered,
      // catching up) is no change until it finds one: then the diff records its own hop.
      let change = observed ? cause?.record(.stateChange, component: "", method: "Δ") : nil
      value = Notification(cause: cause, change: change, isObserved: observed)
    }
  }

  /// Observation's willSet: a write begins in `cause`'s hop. Returns true for the first write
  /// since the view last looked: the one that should have it look again.
  func begin(cause: HopContext?) -> Bool {
    let isFirst = value.withLock { $0 == nil }
    return begun.withLock { begun in
      guard begun == nil else { return false }
      begun = Begun(cause: cause, marker: cause?.recorder.latestID ?? 0)
      return isFirst
    }
  }

  /// Observation's didSet: the write begun is complete, ran on `isolation` (`MainActor`), and
  /// belongs to the hop it was made in.
  /// That is where it began, unless a call was entered in between: an `inout` access to the
  /// state (`reduce(state: &state)`) begins before the call and ends after it returns, and the
  /// change is the call's, filed inside it, after what it did.
  func complete(keyPath: ChangedKeyPath?, isolation: String, pendingValue: String?) {
    let taken = begun.withLock { begun in
      defer { begun = nil }
      return begun
    }
    guard let taken else { return }
    let inside = taken.cause.flatMap { cause in
      cause.recorder.firstChild(of: cause.hop, after: taken.marker).map {
        HopContext(recorder: cause.recorder, hop: $0)
      }
    }
    let cause = inside ?? taken.cause
    set(cause: cause)
    let write = Write(
      keyPath: keyPath, cause: cause, isolation: isolation, pendingValue: pendingValue)
    value.withLock { $0?.writes.append(write) }
  }

  /// How many writes the notification pending holds, and the hop of the last one; nil when
  /// none is pending.
  func lastWrite() -> (count: Int, cause: Int?)? {
    value.withLock { value in value.map { ($0.writes.count, $0.writes.last?.cause?.hop) } }
  }

  /// Write `index` of the notification pending, when it was made in another hop than the write
  /// before it: the call that wrote on (its hop, nil outside any). Nil when no call did.
  func newWriter(at index: Int) -> HopContext?? {
    value.withLock { value in
      guard let writes = value?.writes, index > 0, index < writes.count,
        writes[index].cause?.hop != writes[index - 1].cause?.hop
      else { return nil }
      return .some(writes[index].cause)
    }
  }

  /// The notification since the last call, if any, and clears it.
  func take() -> Notification? {
    value.withLock { value in
      defer { value = nil }
      return value
    }
  }
}
