import SceneRuntime
import StateDiff

/// Every state a view showed, numbered: the scene, the scene time, what caused it and the
/// state after it — so `timeline`, `show N`, `diff N M` and `restore N` can look back, as
/// Redux DevTools and the Elm debugger do. A ring: the oldest entries go past its `size` (a
/// count of entries, or of bytes as `ByteEstimate` counts them), and how many went is kept to
/// say so.
///
/// An entry keeps what changed, not a copy of the state: the fields that changed, and of a
/// list whose count stayed, only the rows that differ (`ArrayPatch`). The first kept entry of
/// each view holds every field whole, and `state(at:)` rebuilds the rest from there. So a
/// refresh that rebuilds an equal 40,000-row list keeps nothing of it, and one that changes a
/// row keeps that row.
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
    /// The fields that changed since the view's previous entry (all of them for a first one).
    let changed: [String]
    /// What this entry keeps of them; every field, whole, for the view's first kept entry.
    fileprivate var kept: [KeptField] {
      didSet { bytes = Self.bytes(of: kept, cause: cause) }
    }
    /// About how much memory `kept` holds, with the entry itself.
    fileprivate private(set) var bytes: Int

    fileprivate init(
      number: Int, scene: String, view: Int, time: SceneClock.Instant, cause: String,
      changed: [String], kept: [KeptField]
    ) {
      self.number = number
      self.scene = scene
      self.view = view
      self.time = time
      self.cause = cause
      self.changed = changed
      self.kept = kept
      self.bytes = Self.bytes(of: kept, cause: cause)
    }

    private static func bytes(of kept: [KeptField], cause: String) -> Int {
      // Read in place: `reduce` copies every kept field (a name, a value, a way back) out.
      kept.withUnsafeBufferPointer { kept in
        kept.indices.reduce(200 + cause.utf8.count) { total, index in
          switch kept[index] {
          case .whole(let field): total + 64 + ByteEstimate.of(field.value)
          case .rows(_, let patch):
            total + 64 + patch.edits.reduce(0) { $0 + 16 + ByteEstimate.of($1.element) }
          }
        }
      }
    }
  }

  fileprivate enum KeptField {
    /// The field as read.
    case whole(StateField)
    /// The rows of the field's list that changed, from the view's entry before.
    case rows(name: String, ArrayPatch)
  }

  let size: TimelineSize
  /// Keep whole copies of every state, as before deltas: only for the test that compares the
  /// two, and `scenesh-bench`.
  let storesCopies: Bool
  /// The kept entries, oldest first: the latest that fit in `size`.
  var entries: ArraySlice<Entry> { stored[firstKept...] }
  /// How many entries are no longer kept.
  var dropped: Int { removed + firstKept }
  /// Entries before `firstKept` are no longer kept; they are removed once they are a tenth of
  /// those stored, so a long session does not shift the array on every entry.
  private var stored: [Entry] = []
  private var firstKept = 0
  private var removed = 0
  private var nextNumber = 1
  /// What the kept entries hold, by `Entry.bytes`.
  private(set) var keptBytes = 0
  /// How many entries of each view are kept: whether a view's next entry is its first.
  private var keptByView: [Int: Int] = [:]
  /// A list may be kept as changed rows while at most this share of it changed.
  private static let rowShare = 4

  init(size: TimelineSize, storesCopies: Bool = false) {
    self.size = size
    self.storesCopies = storesCopies
  }

  /// Adds the state a view shows now. `previous` is what it showed at its entry before (nil
  /// for its first); `changed` names the fields that differ.
  func record(
    view: Int, scene: String, time: SceneClock.Instant, cause: String,
    state: [StateField], previous: [StateField]?, changed: [String]
  ) {
    let kept =
      storesCopies || previous == nil || keptByView[view, default: 0] == 0
      ? state.map(KeptField.whole) : Self.changes(in: state, from: previous ?? [], changed)
    let entry = Entry(
      number: nextNumber, scene: scene, view: view, time: time, cause: cause,
      changed: changed, kept: kept)
    stored.append(entry)
    keptBytes += entry.bytes
    keptByView[view, default: 0] += 1
    nextNumber += 1
    // The newest entry always stays, whatever its size.
    while stored.count - firstKept > 1, isOverSize {
      dropOldest()
    }
    if firstKept > 100, firstKept * 10 > stored.count {
      stored.removeFirst(firstKept)
      removed += firstKept
      firstKept = 0
    }
  }

  private var isOverSize: Bool {
    switch size {
    case .entries(let count): stored.count - firstKept > count
    case .bytes(let bytes): keptBytes > bytes
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

  /// The whole state the view showed at `entry`: the view's first kept entry, then what each
  /// entry after it changed, up to this one.
  func state(at entry: Entry) -> [StateField] {
    state(at: entry, from: entries)
  }

  private func state(at entry: Entry, from entries: ArraySlice<Entry>) -> [StateField] {
    var fields: [StateField] = []
    var position: [String: Int] = [:]
    var pending: [String: [ArrayPatch]] = [:]
    // In number order: nothing after `entry` counts.
    for earlier in entries {
      guard earlier.number <= entry.number else { break }
      guard earlier.view == entry.view else { continue }
      for kept in earlier.kept {
        switch kept {
        case .whole(let field):
          if let index = position[field.name] {
            fields[index] = field
          } else {
            position[field.name] = fields.count
            fields.append(field)
          }
          pending[field.name] = nil
        case .rows(let name, let patch):
          pending[name, default: []].append(patch)
        }
      }
    }
    for (name, patches) in pending {
      guard let index = position[name],
        let value = ArrayPatch.apply(patches, to: fields[index].value)
      else { continue }
      fields[index] = fields[index].holding(value)
    }
    return fields
  }

  /// Every kept entry with the whole state its view showed then, oldest first, in one pass
  /// (`state(at:)` for each would read the entries before each again): for `report FILE.html`.
  func forEachState(_ body: (Entry, [StateField]) -> Void) {
    var states: [Int: (fields: [StateField], position: [String: Int])] = [:]
    for entry in entries {
      var state = states[entry.view] ?? ([], [:])
      for kept in entry.kept {
        switch kept {
        case .whole(let field):
          if let index = state.position[field.name] {
            state.fields[index] = field
          } else {
            state.position[field.name] = state.fields.count
            state.fields.append(field)
          }
        case .rows(let name, let patch):
          guard let index = state.position[name],
            let value = ArrayPatch.apply([patch], to: state.fields[index].value)
          else { continue }
          state.fields[index] = state.fields[index].holding(value)
        }
      }
      states[entry.view] = state
      body(entry, state.fields)
    }
  }

  /// What `entry` keeps, a line per field: `rows: 3 rows`, `title: whole`.
  func keptSummary(of entry: Entry) -> [String] {
    entry.kept.map { kept in
      switch kept {
      case .whole(let field): "\(field.name): whole"
      case .rows(let name, let patch):
        "\(name): \(patch.edits.count) row\(patch.edits.count == 1 ? "" : "s")"
      }
    }
  }

  /// What an entry keeps of `state`: each changed field, as its changed rows when it is a list
  /// of one count whose few rows changed, else whole.
  private static func changes(
    in state: [StateField], from previous: [StateField], _ changed: [String]
  ) -> [KeptField] {
    // Few fields change at a time: looked for among them, fields read in place by index
    // (`firstIndex(where:)` hands each field it passes to its closure as a copy: a name, a
    // value and a way back).
    var kept: [KeptField] = []
    state.withUnsafeBufferPointer { state in
      for index in state.indices where changed.contains(state[index].name) {
        let name = state[index].name
        if let old = previous.indices.first(where: { previous[$0].name == name }),
          let patch = ArrayPatch(
            from: previous[old].value, to: state[index].value, share: Self.rowShare)
        {
          kept.append(.rows(name: name, patch))
        } else {
          kept.append(.whole(state[index]))
        }
      }
    }
    return kept
  }

  /// The oldest entry goes. The next entry of its view becomes that view's first kept one, so
  /// it takes every field whole, rebuilt while the entry it builds on is still there; what the
  /// dropped entry kept is let go at once.
  private func dropOldest() {
    let oldest = stored[firstKept]
    // The search only when there is a next: a closed view's last entry would scan them all.
    if keptByView[oldest.view, default: 0] > 1,
      let next = stored[(firstKept + 1)...].firstIndex(where: { $0.view == oldest.view })
    {
      keptBytes -= stored[next].bytes
      stored[next].kept = state(at: stored[next], from: stored[firstKept...]).map(KeptField.whole)
      keptBytes += stored[next].bytes
    }
    keptBytes -= oldest.bytes
    keptByView[oldest.view, default: 1] -= 1
    stored[firstKept].kept = []
    firstKept += 1
  }
}
