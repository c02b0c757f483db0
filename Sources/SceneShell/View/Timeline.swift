import SceneRuntime
import StateDiff

/// Every state a view showed, numbered: the scene, the scene time, what caused it and the
/// state after it — so `timeline`, `show N`, `diff N M` and `restore N` can look back, as
/// Redux DevTools and the Elm debugger do. A ring: the oldest entries go past `capacity`, and
/// how many went is kept to say so.
@MainActor
final class Timeline {
  struct Entry {
    let number: Int
    let scene: String
    /// Which view: a title can repeat (two `users` on the stack).
    let view: ObjectIdentifier
    let time: SceneClock.Instant
    let cause: String
    let state: [StateField]
    /// The fields that changed since the view's previous entry (all of them for a first one).
    let changed: [String]
  }

  let capacity: Int
  private(set) var entries: [Entry] = []
  private(set) var dropped = 0
  private var nextNumber = 1

  init(capacity: Int) {
    self.capacity = max(1, capacity)
  }

  func record(
    view: ObjectIdentifier, scene: String, time: SceneClock.Instant, cause: String,
    state: [StateField], changed: [String]
  ) {
    entries.append(
      Entry(
        number: nextNumber, scene: scene, view: view, time: time, cause: cause, state: state,
        changed: changed))
    nextNumber += 1
    if entries.count > capacity {
      // Removed in a batch, so a long session does not shift the array on every entry.
      let excess = entries.count - capacity + capacity / 10
      entries.removeFirst(excess)
      dropped += excess
    }
  }

  func entry(_ number: Int) -> Entry? {
    entries.first { $0.number == number }
  }

  /// The entry numbers a user can name, for an error that says which exist.
  var range: String {
    guard let first = entries.first, let last = entries.last else { return "none yet" }
    return "#\(first.number) to #\(last.number)"
  }
}
