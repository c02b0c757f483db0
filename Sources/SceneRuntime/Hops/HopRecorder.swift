import StateDiff
import Synchronization

/// Keeps the hops of the recent commands, and holds hops back while the shell steps through a
/// command. Safe from any isolation: hops are recorded from actors, the main actor and plain
/// tasks alike.
///
/// Memory is bounded: the hops of the last `maximumCommands` commands are kept, at most
/// `maximumHopsPerCommand` each (a 1 ms poller left running would otherwise grow without end);
/// what is left out is counted.
package final class HopRecorder: Sendable {
  public static let maximumCommands = 64
  public static let maximumHopsPerCommand = 5_000
  /// How many of the latest hop ids `hops(after:)` can read directly.
  static let maximumRecent = 4_096

  private struct State {
    var nextID = 0
    /// Each command's hops in the order they were recorded, the command first; the oldest
    /// command first.
    var commands = CommandHops()
    /// Where each kept hop is: its command, and its position in that command's list.
    var index = HopIndex()
    var dropped: [Int: Int] = [:]
    /// The command the latest hop was recorded into.
    var latestCommand: Int?
    var hasForgotten = false
    /// For each running worker call, less the time a hop inside it was held at the step
    /// prompt (a negative amount, added to the call's duration when it finishes).
    var latency: [Int: Duration] = [:]
    /// The command being stepped through: its hops wait at `gate` until released.
    var steppedCommand: Int?
    var gates: [Int: Gate] = [:]
    /// Gates whose task was cancelled before it got to wait.
    var cancelledGates: Set<Int> = []
    /// Display hops (presenter → view) the shell has not announced yet.
    var displays: [Int] = []
    /// The ids of the latest hops kept, in order: what `hops(after:)` reads, so a look costs
    /// what is new, not every command kept.
    var recent: [Int] = []

    mutating func noteRecent(_ id: Int) {
      recent.append(id)
      if recent.count > 2 * HopRecorder.maximumRecent {
        recent.removeFirst(recent.count - HopRecorder.maximumRecent)
      }
    }

    /// Changes a kept hop where it is: the command's list is not copied.
    mutating func update(_ id: Int, _ change: (inout Hop) -> Void) {
      guard let place = index[id] else { return }
      commands.update(root: place.root, position: place.position, change)
    }

    /// The kept hop `id`.
    func hop(_ id: Int) -> Hop? {
      read(id) { $0 }
    }

    /// What `body` reads of the kept hop `id`, read in place.
    func read<Result>(_ id: Int, _ body: (Hop) -> Result) -> Result? {
      index[id].flatMap { commands.read(root: $0.root, position: $0.position, body) }
    }
  }

  /// A hop held at its gate, and how many tasks the tracker counts as parked for it: its own,
  /// and the tracked task waiting for it, if one is (see `gate(_:standingInForAWaiter:)`).
  private struct Gate {
    /// Called once, with true: the hop was held. A task's continuation, or the work a
    /// completion handler's delivery does (``hold(_:release:)``).
    let resume: @Sendable (Bool) -> Void
    let parks: [Bool]
    /// The tracked task the tracker counts as parked for this hop (`TaskTracker.standIn`).
    let standsInFor: Int?

    init(continuation: CheckedContinuation<Bool, Never>, parks: [Bool], standsInFor: Int?) {
      self.resume = { continuation.resume(returning: $0) }
      self.parks = parks
      self.standsInFor = standsInFor
    }

    init(release: @escaping @Sendable () -> Void) {
      self.resume = { _ in release() }
      self.parks = []
      self.standsInFor = nil
    }

    /// What the tracker counted for this gate, undone: it is let go.
    func unpark(_ tracker: TaskTracker) {
      parks.forEach(tracker.unpark)
      if let standsInFor { tracker.endStandIn(for: standsInFor) }
    }
  }

  private let clock: SceneClock
  private let tracker: TaskTracker
  private let state = Mutex(State())

  public init(clock: SceneClock, tracker: TaskTracker) {
    self.clock = clock
    self.tracker = tracker
  }

  // MARK: Recording

  /// Starts the tree of a command the user typed in `scene` (its title); returns its hop.
  public func beginCommand(_ text: String, in scene: String? = nil) -> Int {
    // What the user typed goes back to the terminal in `trace`: escaped like any other data.
    let method = TerminalSafe.escape(text, maxLength: 200)
    let time = clock.now
    let task = TaskTracker.currentTaskIdentity()
    let start = HopStart.now()
    return state.withLock { state in
      state.nextID += 1
      let id = state.nextID
      state.commands.begin(
        Hop(
          id: id, parent: nil, root: id, kind: .command, component: scene ?? "", caller: nil,
          method: method, arguments: nil, isolation: nil, time: time, taskIdentity: task,
          start: start))
      state.index[id] = (id, 0)
      state.noteRecent(id)
      if state.commands.roots.count > Self.maximumCommands {
        Self.forgetOldest(in: &state)
      }
      return id
    }
  }

  /// Records a hop inside `parent`; returns its id. A hop whose command is no longer kept (or
  /// is full) gets an id but is not stored.
  func record(
    _ kind: Hop.Kind, under parent: Int, component: String, method: String, arguments: String?,
    isolation: String?, caller: String? = nil
  ) -> Int {
    let time = clock.now
    let task = TaskTracker.currentTaskIdentity()
    let start = HopStart.now()
    return state.withLock { state in
      state.nextID += 1
      let id = state.nextID
      guard let root = state.index[parent]?.root, let count = state.commands.count(of: root)
      else {
        return id
      }
      guard count < Self.maximumHopsPerCommand else {
        state.dropped[root, default: 0] += 1
        return id
      }
      // Appended where it is, so the command's list is not copied.
      state.commands.append(
        Hop(
          id: id, parent: parent, root: root, kind: kind, component: component,
          caller: caller, method: method, arguments: arguments, isolation: isolation, time: time,
          taskIdentity: task, start: start))
      state.index[id] = (root, count)
      state.noteRecent(id)
      state.latestCommand = root
      if kind == .display { state.displays.append(id) }
      return id
    }
  }

  /// Completes a worker call: its result, and its duration on the scene clock.
  package func finish(_ id: Int, result: String, failed: Bool) {
    let now = clock.now
    state.withLock { state in
      let latency = state.latency.removeValue(forKey: id) ?? .zero
      state.update(id) { hop in
        hop.result = result
        hop.failed = failed
        hop.duration = hop.time.duration(to: now) + latency
      }
    }
  }

  /// Says that delivery hop `id` hands over the answer of call `call`.
  func link(delivery id: Int, answering call: Int) {
    state.withLock { state in state.update(id) { $0.delivers = call } }
  }

  /// The hop starts now: it was held at its gate until this moment.
  /// The calls still running around it (a completion-handler worker's call around its
  /// request) were held as long: that time is not theirs either.
  package func restart(_ id: Int) {
    let now = clock.now
    state.withLock { state in
      guard let hop = state.hop(id) else { return }
      let held = hop.time.duration(to: now)
      state.update(id) { $0.time = now }
      var next = hop.parent
      while let current = next, let outer = state.hop(current) {
        if outer.kind == .worker || outer.kind == .request, outer.result == nil {
          state.latency[current, default: .zero] -= held
        }
        next = outer.parent
      }
    }
  }

  /// Says what a hop recorded in advance turned out to be: a state-change hop is recorded
  /// when Observation fires (so it sits where the change happened) and described once the view
  /// has read what changed.
  public func describe(_ id: Int, as method: String, details: [String] = []) {
    state.withLock { state in
      state.update(id) { $0.describe(as: method, details: details) }
    }
  }

  // MARK: Reading

  /// The display hops recorded since the last call, oldest first: the transcript announces
  /// each push-model call (`◂ displayProfile(…)`) before the changes it made.
  public func takeDisplays() -> [Hop] {
    state.withLock { state in
      defer { state.displays.removeAll() }
      return state.displays.compactMap { state.hop($0) }
    }
  }

  /// The command the latest hop belongs to: what `trace` shows.
  public var latestCommand: Int? { state.withLock { $0.latestCommand } }

  /// True once more than `maximumCommands` commands have run and the oldest ones' hops are gone:
  /// a hop id from one of them finds nothing, and hops recorded in one are not kept.
  public var hasForgottenCommands: Bool { state.withLock { $0.hasForgotten } }

  /// The last hop id handed out: hops recorded later have greater ids.
  public var latestID: Int { state.withLock { $0.nextID } }

  /// The first hop recorded directly inside `parent` after the hop `marker`, if any.
  public func firstChild(of parent: Int, after marker: Int) -> Int? {
    state.withLock { state in
      guard let place = state.index[parent], let hops = state.commands[place.root] else {
        return nil
      }
      var first: Int?
      for hop in hops.reversed() {
        if hop.id <= marker { break }
        if hop.parent == parent { first = hop.id }
      }
      return first
    }
  }

  /// A command's hops in the order they were recorded, the command first.
  public func hops(ofCommand root: Int) -> [Hop] {
    state.withLock { $0.commands[root] ?? [] }
  }

  /// Every kept hop recorded after `marker` (an id, such as `latestID` read earlier), in the
  /// order they were recorded: what the rules look at since they last looked.
  package func hops(after marker: Int) -> [Hop] {
    state.withLock { state in
      // Everything after `marker` is in the journal: read only that.
      if let oldest = state.recent.first, oldest <= marker + 1 {
        let ids = state.recent[Self.firstPosition(in: state.recent, after: marker) { $0 }...]
        var hops: [Hop] = []
        hops.reserveCapacity(ids.count)
        for id in ids {
          if let hop = state.hop(id) { hops.append(hop) }
        }
        return hops
      }
      // A command's hops are in the order recorded, so by id: the new ones are a suffix.
      return state.commands.roots.flatMap { root -> ArraySlice<Hop> in
        let hops = state.commands[root] ?? []
        guard let last = hops.last, last.id > marker else { return [] }
        return hops[Self.firstPosition(in: hops, after: marker, id: \.id)...]
      }
      .sorted { $0.id < $1.id }
    }
  }

  /// Where the elements with an id past `marker` begin, in elements sorted by id.
  static func firstPosition<Elements: RandomAccessCollection>(
    in elements: Elements, after marker: Int, id: (Elements.Element) -> Int
  ) -> Elements.Index {
    var low = elements.startIndex
    var high = elements.endIndex
    while low < high {
      let middle = elements.index(low, offsetBy: elements.distance(from: low, to: high) / 2)
      if id(elements[middle]) > marker {
        high = middle
      } else {
        low = elements.index(after: middle)
      }
    }
    return low
  }

  /// How many of a command's hops were not kept.
  public func droppedHops(ofCommand root: Int) -> Int {
    state.withLock { $0.dropped[root] ?? 0 }
  }

  public func hop(_ id: Int) -> Hop? {
    state.withLock { $0.hop(id) }
  }

  // MARK: Stepping

  /// Hops of `command` now wait at their gate until released; `nil` releases every hop and
  /// stops holding any.
  public func step(command: Int?) {
    let released = state.withLock { state in
      state.steppedCommand = command
      guard command == nil else { return [Gate]() }
      state.cancelledGates.removeAll()
      defer { state.gates.removeAll() }
      // Released in the order the hops were recorded, not the dictionary's hashed order: the
      // tasks go on in the order they are resumed.
      return state.gates.sorted { $0.key < $1.key }.map(\.value)
    }
    released.forEach { $0.unpark(tracker) }
    released.forEach { $0.resume(true) }
  }

  /// The hops held at their gate, in the order they started (see `HopStart`): concurrent tasks
  /// reach their gates in any order, and the first shown is the next run, the one the scene's
  /// code started first (`async let user` before `async let posts`).
  public var waitingHops: [Hop] {
    state.withLock { state in
      state.gates.keys.compactMap { state.hop($0) }
    }
    .sorted { ($0.start, $0.id) < ($1.start, $1.id) }
  }

  /// Lets one held hop go on.
  public func release(_ id: Int) {
    let gate = state.withLock { $0.gates.removeValue(forKey: id) }
    guard let gate else { return }
    gate.unpark(tracker)
    gate.resume(true)
  }

  /// Holds `id` at its gate without a task to suspend: when the shell steps through its
  /// command, `release` runs when the step lets it go (or stepping ends), and this returns
  /// true; otherwise it returns false and the caller goes on at once. A completion handler's
  /// delivery is held so: nothing waits, the work is simply not done yet.
  package func hold(_ id: Int, release: @escaping @Sendable () -> Void) -> Bool {
    state.withLock { state in
      guard state.steppedCommand != nil, state.index[id]?.root == state.steppedCommand else {
        return false
      }
      state.gates[id] = Gate(release: release)
      return true
    }
  }

  /// Waits here while the shell steps through this hop's command. Parked while it waits, so
  /// the shell sees the command as settled and shows the prompt.
  @discardableResult
  nonisolated(nonsending) func gate(_ id: Int) async -> Bool {
    await gate(id, standingInForAWaiter: false)
  }

  /// Like `gate(_:)`; with `standingInForAWaiter`, the hop also counts as parked on behalf of
  /// a tracked task that waits for it and cannot park itself (a task awaiting
  /// `URLSession.data(from:)` while the shell holds the request), so that the shell sees the
  /// command as settled and shows the prompt.
  @discardableResult
  nonisolated(nonsending) package func gate(_ id: Int, standingInForAWaiter: Bool) async -> Bool {
    let held = state.withLock { state in
      state.steppedCommand != nil && state.index[id]?.root == state.steppedCommand
    }
    // Without the shell's executor, hops in child tasks (`async let`) and in tasks a scene
    // started itself pass: nothing could tell whether a sibling is still on its way to a gate.
    // They show as concurrent in the step that ran them. With it, the executor sees every job,
    // so any task can be held: the command is settled once all of them are held or done.
    guard held, TaskTracker.isInTrackedTask || SceneExecutor.installed != nil else {
      return false
    }
    let waiter = standingInForAWaiter ? DispatchBridge.waiter : nil
    return await withTaskCancellationHandler {
      await withCheckedContinuation { (continuation: CheckedContinuation<Bool, Never>) in
        let waits = state.withLock { state -> Bool in
          guard state.cancelledGates.remove(id) == nil,
            state.steppedCommand != nil, state.index[id]?.root == state.steppedCommand
          else { return false }
          // Parked under the lock, so a release can never come before the park. The waiting
          // task is counted once, and only while it lives (`TaskTracker.standIn`); a waiter
          // the block could not name is counted here, as one hop's worth.
          let standsIn = waiter.flatMap { tracker.standIn(for: $0) ? $0 : nil }
          let unnamed = standingInForAWaiter && waiter == nil
          let parks = [tracker.park()] + (unnamed ? [tracker.park()] : [])
          state.gates[id] = Gate(continuation: continuation, parks: parks, standsInFor: standsIn)
          return true
        }
        if !waits { continuation.resume(returning: false) }
      }
    } onCancel: {
      // A cancelled task (its scene popped) must not stay held.
      let gate = state.withLock { state in
        let gate = state.gates.removeValue(forKey: id)
        if gate == nil { state.cancelledGates.insert(id) }
        return gate
      }
      guard let gate else { return }
      gate.unpark(tracker)
      gate.resume(true)
    }
  }

  // MARK: Internal

  private static func forgetOldest(in state: inout State) {
    guard let (root, hops) = state.commands.removeOldest() else { return }
    // Removing a key hashes it even from an empty dictionary, which these nearly always are.
    let hasLatency = !state.latency.isEmpty
    for index in hops.indices {
      state.index[hops[index].id] = nil
      if hasLatency { state.latency[hops[index].id] = nil }
    }
    if !state.dropped.isEmpty { state.dropped[root] = nil }
    state.hasForgotten = true
    if state.latestCommand == root { state.latestCommand = nil }
  }
}
