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

  /// Marks the state changed; the first cause of a notification is the one kept.
  func set(cause: HopContext?, observed: Bool = true) {
    value.withLock { value in
      guard value == nil else { return }
      // Recorded here, under the lock, so the hop sits where the change happened and a
      // `take` on another thread can never miss it.
      let change = cause?.record(.stateChange, component: "", method: "Δ")
      value = Notification(cause: cause, change: change, isObserved: observed)
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
