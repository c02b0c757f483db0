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
    /// Which view (`SceneView.number`): a title can repeat (two `users` on the stack), and a
    /// closed view's memory address can be a new one's.
    let view: Int
    let time: SceneClock.Instant
    let cause: String
    let state: [StateField]
    /// The fields that changed since the view's previous entry (all of them for a first one).
    let changed: [String]
  }

  let capacity: Int
  /// The kept entries, oldest first: exactly the last `capacity`.
  var entries: ArraySlice<Entry> { stored[firstKept...] }
  /// How many entries are no longer kept.
  var dropped: Int { removed + firstKept }
  /// Entries before `firstKept` are no longer kept; they are removed a tenth of the capacity
  /// at a time, so a long session does not shift the array on every entry.
  private var stored: [Entry] = []
  private var firstKept = 0
  private var removed = 0
  private var nextNumber = 1

  init(capacity: Int) {
    self.capacity = max(1, capacity)
  }

  func record(
    view: Int, scene: String, time: SceneClock.Instant, cause: String,
    state: [StateField], changed: [String]
  ) {
    stored.append(
      Entry(
        number: nextNumber, scene: scene, view: view, time: time, cause: cause, state: state,
        changed: changed))
    nextNumber += 1
    if stored.count - firstKept > capacity {
      firstKept += 1
    }
    if firstKept > capacity / 10 {
      stored.removeFirst(firstKept)
      removed += firstKept
      firstKept = 0
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
