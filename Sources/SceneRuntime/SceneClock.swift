import StateDiff
import Synchronization

/// The clock every scene's timers and simulated latency run on.
///
/// At a terminal it follows real time. In scripts it is *virtual*: time stands still until the
/// shell advances it (`wait 30s`), and then the timers that became due fire one by one, in
/// deadline order, each allowed to finish its work before the next. That is what makes a script
/// with a 30-second poller run instantly and print the same bytes every time.
///
/// Simulated latency (a worker pretending to be a network) is *work*, not a timer: at a terminal
/// it really takes that long; on the virtual clock it completes at once, and the clock then
/// stands at its end (the nominal duration after it began), so everything after it is
/// stamped with the time it would have happened at.
public final class SceneClock: Clock, Sendable {
  public enum Mode: String, Sendable, CaseIterable {
    case real
    case virtual
  }

  public struct Instant: InstantProtocol, Sendable, CustomStringConvertible {
    /// Time since the clock started.
    public var offset: Duration

    public init(offset: Duration) {
      self.offset = offset
    }

    public func advanced(by duration: Duration) -> Instant {
      Instant(offset: offset + duration)
    }

    public func duration(to other: Instant) -> Duration {
      other.offset - offset
    }

    public static func < (lhs: Instant, rhs: Instant) -> Bool {
      lhs.offset < rhs.offset
    }

    public var description: String { DurationFormat.string(offset) }
  }

  private struct Sleeper {
    let id: Int
    let deadline: Instant
    let continuation: CheckedContinuation<Void, any Error>
    /// Whether the tracker counted it as parked (see `TaskTracker.park`).
    let parked: Bool
    /// The hop the sleeping code runs inside, if any.
    let hop: Int?
    /// The tracked task asleep, if it is one: what `wait` names when the timer fires.
    let task: Int?
  }

  private struct VirtualState {
    var now = Instant(offset: .zero)
    var sleepers: [Sleeper] = []
    var cancelled: Set<Int> = []
    var nextID = 0
    /// On the real clock: the deadline of each sleep in progress, by id.
    var realSleeps: [Int: Instant] = [:]
    /// On the real clock: each sleep's task and hop, by id.
    var sleepTasks: [Int: Timer] = [:]
    /// How many timers have fired since the clock began, and the tracked tasks of the latest
    /// (nil for a task the shell does not track), for `wait` to say what fired.
    var firings = 0
    var recentlyFired: [Timer] = []
  }

  /// A timer, as `wait` names it: the tracked task asleep (nil for a task the shell does not
  /// track) and the hop it was set in, if any.
  public struct Timer: Sendable {
    public let task: Int?
    public let hop: Int?
  }

  /// A timer fired (a sleeper woke at its deadline, not cancelled).
  private static func noteFired(_ timer: Timer, in state: inout VirtualState) {
    state.firings += 1
    state.recentlyFired.append(timer)
    if state.recentlyFired.count > 64 { state.recentlyFired.removeFirst() }
  }

  /// How many timers have fired since the clock began: a mark for `fired(since:)`.
  public var firingCount: Int { state.withLock { $0.firings } }

  /// The timers fired since `mark` (a `firingCount`): how many, and the latest of them (at
  /// most 64).
  public func fired(since mark: Int) -> (count: Int, timers: [Timer]) {
    state.withLock { state in
      let count = max(0, state.firings - mark)
      return (count, Array(state.recentlyFired.suffix(count)))
    }
  }

  /// The next timer to fire, on either clock, and how long until it is due; nil when no
  /// timer is set.
  public var nextTimer: (due: Duration, timer: Timer)? {
    let next = state.withLock { state -> (deadline: Instant, timer: Timer)? in
      let sleeping = state.sleepers.map { ($0.deadline, Timer(task: $0.task, hop: $0.hop)) }
      let real = state.realSleeps.map {
        ($0.value, Timer(task: state.sleepTasks[$0.key]?.task, hop: state.sleepTasks[$0.key]?.hop))
      }
      return (sleeping + real).min { $0.0 < $1.0 }.map { ($0.0, $0.1) }
    }
    return next.map { (max(.zero, now.duration(to: $0.deadline)), $0.timer) }
  }

  public let mode: Mode
  private let tracker: TaskTracker
  private let origin = ContinuousClock.now
  private let state = Mutex(VirtualState())

  public init(mode: Mode, tracker: TaskTracker) {
    self.mode = mode
    self.tracker = tracker
  }

  public var now: Instant {
    switch mode {
    case .real: Instant(offset: ContinuousClock.now - origin)
    case .virtual: state.withLock { $0.now }
    }
  }

  public var minimumResolution: Duration { .milliseconds(1) }

  /// How long until the first virtual-clock timer set inside a hop that `matches` is due (a
  /// stepped command's debounce, a worker's simulated latency); nil when there is none.
  public func nextDeadline(ofHops matches: (Int) -> Bool) -> Duration? {
    let deadlines = state.withLock { state in
      state.sleepers.filter { $0.hop.map(matches) ?? false }.map(\.deadline)
    }
    return deadlines.min().map { now.duration(to: $0) }
  }

  /// Wakes every task asleep on the virtual clock with `CancellationError`, as cancelling each
  /// would: the shell quitting ends the scenes' timers, the scenes' own tasks included.
  public func cancelAllSleepers() {
    let sleepers = state.withLock { state in
      defer { state.sleepers.removeAll() }
      return state.sleepers
    }
    for sleeper in sleepers {
      tracker.unpark(sleeper.parked)
      sleeper.continuation.resume(throwing: CancellationError())
    }
  }

  /// The timers set now, on either clock: each sleep's id.
  public var pendingTimers: Set<Int> {
    state.withLock { state in
      Set(state.sleepers.map(\.id)).union(state.realSleeps.keys)
    }
  }

  /// How long until the first of `timers` still pending is due; nil once none is.
  public func nextDeadline(of timers: Set<Int>) -> Duration? {
    let deadlines = state.withLock { state in
      state.sleepers.filter { timers.contains($0.id) }.map(\.deadline)
        + state.realSleeps.filter { timers.contains($0.key) }.map(\.value)
    }
    return deadlines.min().map { max(.zero, now.duration(to: $0)) }
  }

  /// How many tasks are asleep on the virtual clock (always 0 on the real one).
  public var sleeperCount: Int { state.withLock { $0.sleepers.count } }

  /// A timer: the calling task is idle until the deadline, so it counts as parked.
  public func sleep(until deadline: Instant, tolerance: Duration? = nil) async throws {
    // Which tracked task sleeps, and whether it woke: a task that wakes and sleeps again is
    // polling (`rules`' one-poller).
    let task = TaskTracker.trackedNumber
    tracker.noteSleeping(task, true)
    defer { tracker.noteSleeping(task, false) }
    try await sleepInMode(until: deadline)
    tracker.noteWoke(task)
  }

  private func sleepInMode(until deadline: Instant) async throws {
    switch mode {
    case .real:
      let parked = tracker.park()
      let timer = Timer(task: TaskTracker.trackedNumber, hop: HopContext.current?.hop)
      let id = state.withLock { state -> Int in
        defer { state.nextID += 1 }
        state.realSleeps[state.nextID] = deadline
        state.sleepTasks[state.nextID] = timer
        return state.nextID
      }
      defer {
        tracker.unpark(parked)
        state.withLock { state in
          state.realSleeps.removeValue(forKey: id)
          state.sleepTasks.removeValue(forKey: id)
        }
      }
      try await Task.sleep(until: origin + deadline.offset, clock: .continuous)
      state.withLock { Self.noteFired(timer, in: &$0) }
    case .virtual:
      try await virtualSleep(until: deadline)
    }
  }

  /// Simulated work of the given length (a worker standing in for the network). Returns the
  /// duration to report.
  @discardableResult
  public func simulateLatency(_ duration: Duration) async throws -> Duration {
    switch mode {
    case .real:
      try await Task.sleep(for: duration)
    case .virtual:
      let start = now
      await Task.yield()
      try Task.checkCancellation()
      if let tally = Self.deferredLatency {
        tally.add(duration)
        return duration
      }
      // The work took scene time: what happens after it happens `duration` later, so the
      // timeline, the notes and `--json` say the time `trace`'s duration implies. Work running
      // side by side (two fetches started together) ends together: time moves to the later
      // end, never back.
      finishWork(startedAt: start, lasting: duration)
    }
    return duration
  }

  /// Virtual time after simulated work: at least its end. A timer that fell due meanwhile
  /// fires at the next `advance`, at the time the work ended.
  private func finishWork(startedAt start: Instant, lasting duration: Duration) {
    let end = start.advanced(by: duration)
    state.withLock { $0.now = max($0.now, end) }
  }

  /// Runs `body` with the simulated work inside it taking no scene time on the virtual clock,
  /// and returns how long that work would have taken (zero on the real clock, where it took
  /// that long). The caller later moves time on with ``finishWork(at:)``, once it is that
  /// work's turn to end: a served request's answer is computed at once, but the scene sees it
  /// only at the time it would have come, after every answer due sooner (and may cancel the
  /// request before then).
  package func deferringLatency<Result>(
    _ body: () async -> Result
  ) async -> (result: Result, latency: Duration) {
    let tally = LatencyTally()
    let result = await Self.$deferredLatency.withValue(tally) { await body() }
    return (result, tally.total)
  }

  /// Virtual time moves on to `end`, never back, as simulated work ending then moves it.
  package func finishWork(at end: Instant) {
    guard mode == .virtual else { return }
    state.withLock { $0.now = max($0.now, end) }
  }

  @TaskLocal private static var deferredLatency: LatencyTally?

  /// The simulated work done inside one `deferringLatency`, one call after another.
  private final class LatencyTally: Sendable {
    private let sum = Mutex(Duration.zero)
    func add(_ duration: Duration) { sum.withLock { $0 += duration } }
    var total: Duration { sum.withLock { $0 } }
  }

  /// Moves time forward by `duration`. On the virtual clock every timer due by then fires in
  /// deadline order, and the runtime settles after each; on the real clock this simply waits.
  /// Returns false when it stopped early: the waiting task was cancelled, or `maximumFirings`
  /// timers fired and another was still due (a 1 ms poller and `wait 1h` would take minutes);
  /// time then stands at the last timer fired, and another `advance` goes on from there.
  @discardableResult
  public func advance(by duration: Duration, maximumFirings: Int = 100_000) async -> Bool {
    switch mode {
    case .real:
      do {
        try await Task.sleep(for: duration)
        return true
      } catch {
        return false
      }
    case .virtual:
      let target = now.advanced(by: duration)
      await tracker.settled()
      var firings = 0
      while !Task.isCancelled, hasSleeper(dueBy: target) {
        // The limit counts what fired; it stops a wait only when more is still due.
        guard firings < maximumFirings else { return false }
        guard let sleeper = takeSleeper(dueBy: target) else { break }
        tracker.unpark(sleeper.parked)
        state.withLock { Self.noteFired(Timer(task: sleeper.task, hop: sleeper.hop), in: &$0) }
        sleeper.continuation.resume()
        await tracker.settled()
        firings += 1
      }
      guard !Task.isCancelled else { return false }
      state.withLock { $0.now = max($0.now, target) }
      return true
    }
  }

  private func hasSleeper(dueBy target: Instant) -> Bool {
    state.withLock { state in state.sleepers.contains { $0.deadline <= target } }
  }

  private func takeSleeper(dueBy target: Instant) -> Sleeper? {
    state.withLock { state in
      let due = state.sleepers.indices.filter { state.sleepers[$0].deadline <= target }
      let first = due.min { lhs, rhs in
        let (left, right) = (state.sleepers[lhs], state.sleepers[rhs])
        return (left.deadline, left.id) < (right.deadline, right.id)
      }
      guard let first else { return nil }
      let sleeper = state.sleepers.remove(at: first)
      state.now = max(state.now, sleeper.deadline)
      return sleeper
    }
  }

  private func virtualSleep(until deadline: Instant) async throws {
    // A deadline already reached is no wait at all, as with any `Clock`.
    guard deadline > now else {
      try Task.checkCancellation()
      return
    }
    let id = state.withLock { state -> Int in
      defer { state.nextID += 1 }
      return state.nextID
    }
    try await withTaskCancellationHandler {
      try await withCheckedThrowingContinuation {
        (continuation: CheckedContinuation<Void, any Error>) in
        let parks = TaskTracker.parkingCounts
        let hop = HopContext.current?.hop
        let task = TaskTracker.trackedNumber
        let cancelledEarly = state.withLock { state -> Bool in
          if state.cancelled.remove(id) != nil { return true }
          state.sleepers.append(
            Sleeper(
              id: id, deadline: deadline, continuation: continuation, parked: parks, hop: hop,
              task: task))
          return false
        }
        if cancelledEarly {
          continuation.resume(throwing: CancellationError())
        } else {
          _ = tracker.park()
        }
      }
    } onCancel: {
      let sleeper = state.withLock { state -> Sleeper? in
        guard let index = state.sleepers.firstIndex(where: { $0.id == id }) else {
          state.cancelled.insert(id)
          return nil
        }
        return state.sleepers.remove(at: index)
      }
      if let sleeper {
        tracker.unpark(sleeper.parked)
        sleeper.continuation.resume(throwing: CancellationError())
      }
    }
  }
}
