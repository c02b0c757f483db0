import SceneRuntime
import Synchronization

/// What Observation's `onChange` leaves for the view: that the state changed, and the hop the
/// change happened in (a presenter call), which the printed diff is then recorded under.
/// Set from `onChange`'s `@Sendable` closure, on whatever thread made the change.
final class ChangeFlag: Sendable {
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
  }

  private let value = Mutex<Notification?>(nil)
  /// A change begun (Observation's willSet) and not complete yet: its hop then, and the last hop
  /// id handed out then.
  private let begun = Mutex<(cause: HopContext?, marker: Int)?>(nil)

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

  /// Observation's willSet: a change begins in `cause`'s hop. It is filed once complete.
  func begin(cause: HopContext?) {
    begun.withLock { begun in
      guard begun == nil else { return }
      begun = (cause, cause?.recorder.latestID ?? 0)
    }
  }

  /// Observation's didSet: the change begun is complete, and belongs to the hop it was made
  /// in. That is where it began, unless a call was entered in between: an `inout` access to
  /// the state (`reduce(state: &state)`) begins before the call and ends after it returns, and
  /// the change is the call's, filed inside it, after what it did.
  func complete() {
    let taken = begun.withLock { begun in
      defer { begun = nil }
      return begun
    }
    guard let (cause, marker) = taken else { return }
    let inside = cause.flatMap { cause in
      cause.recorder.firstChild(of: cause.hop, after: marker).map {
        HopContext(recorder: cause.recorder, hop: $0)
      }
    }
    set(cause: inside ?? cause)
  }

  /// The notification since the last call, if any, and clears it.
  func take() -> Notification? {
    value.withLock { value in
      defer { value = nil }
      return value
    }
  }
}
