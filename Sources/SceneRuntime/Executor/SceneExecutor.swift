import Dispatch
import Synchronization
@_spi(ExperimentalCustomExecutors) @_spi(ExperimentalScheduling) import _Concurrency

/// The process's only executor while a shell runs: the main actor, every actor and every task
/// (a scene's own `Task { … }` included) run here, one job at a time, on the thread that called
/// `run()`.
///
/// Owning every job is what lets the shell know when a scene it has never heard of is *quiet*:
/// no job is queued and none is running, so nothing will happen until time moves or the world
/// answers (a network reply). That is the moment a command's diff is complete. Running one job
/// at a time also makes the order of a scene's work the same on every run, so a script prints
/// the same bytes.
///
/// Timers on a real clock (`ContinuousClock`, `Task.sleep`) come here as scheduled jobs: they
/// are kept aside until due and counted, so the shell can tell a task asleep on a clock it does
/// not control from one that is done.
///
/// Installed once, before any task exists, by ``install()``; the runtime reaches it as
/// ``installed``. Without it (an app's own tests, the benchmarks) the runtime falls back to
/// counting its tracked tasks.
package final class SceneExecutor: MainExecutor, TaskExecutor, SchedulingExecutor, Sendable {
  private struct TimedJob {
    let deadline: ContinuousClock.Instant
    let order: Int
    let job: UnownedJob
  }

  private struct State {
    /// Jobs ready to run, oldest first; `head` is the next one (the array is compacted now and
    /// then rather than shifted on every job).
    var ready: [UnownedJob] = []
    var head = 0
    var timed: [TimedJob] = []
    var nextOrder = 0
    /// Tasks waiting in `quiet()` for the ready queue to empty.
    var quietWaiters: [CheckedContinuation<Void, Never>] = []
    /// True while the run loop waits on `wakeUp`: only then does an enqueue need to signal.
    var isSleeping = false
    var isStopped = false

    var hasReady: Bool { head < ready.count }

    /// Clears the sleeping flag; true when the run loop was asleep and must be woken.
    mutating func takeSleeping() -> Bool {
      defer { isSleeping = false }
      return isSleeping
    }

    mutating func popReady() -> UnownedJob {
      let job = ready[head]
      head += 1
      if head == ready.count {
        ready.removeAll(keepingCapacity: true)
        head = 0
      } else if head >= 1_024, head * 2 >= ready.count {
        ready.removeFirst(head)
        head = 0
      }
      return job
    }

    /// Moves the timed jobs due by `now` to the ready queue, in deadline order.
    mutating func promoteTimers(now: ContinuousClock.Instant) {
      guard timed.contains(where: { $0.deadline <= now }) else { return }
      let due = timed.filter { $0.deadline <= now }.sorted {
        ($0.deadline, $0.order) < ($1.deadline, $1.order)
      }
      timed.removeAll { $0.deadline <= now }
      ready.append(contentsOf: due.map(\.job))
    }
  }

  private let state = Mutex(State())
  private let wakeUp = DispatchSemaphore(value: 0)

  /// The executor, once ``install()`` has made it the process's; `nil` before and without it.
  package static var installed: SceneExecutor? {
    installation.withLock { $0 }
  }

  private static let installation = Mutex<SceneExecutor?>(nil)

  private init() {}

  /// Makes a new executor the process's main and default executor. Call it first thing in a
  /// synchronous `main`, before any task or actor has run, then ``run()`` on the main thread.
  package static func install() -> SceneExecutor {
    let executor = SceneExecutor()
    installation.withLock { $0 = executor }
    _createExecutors(factory: Factory.self)
    return executor
  }

  private enum Factory: ExecutorFactory {
    static var mainExecutor: any MainExecutor { installedOrFatal }
    static var defaultExecutor: any TaskExecutor { installedOrFatal }

    private static var installedOrFatal: SceneExecutor {
      guard let executor = SceneExecutor.installed else {
        fatalError("SceneExecutor's factory asked for before install()")
      }
      return executor
    }
  }

  // MARK: Queuing

  package func enqueue(_ job: consuming ExecutorJob) {
    let job = UnownedJob(job)
    let signal = state.withLock { state -> Bool in
      state.ready.append(job)
      return state.takeSleeping()
    }
    if signal { wakeUp.signal() }
  }

  package func enqueue<C: Clock>(
    _ job: consuming ExecutorJob, after delay: C.Duration, tolerance: C.Duration?, clock: C
  ) {
    schedule(UnownedJob(job), deadline: .now + Self.duration(delay))
  }

  package func enqueue<C: Clock>(
    _ job: consuming ExecutorJob, at instant: C.Instant, tolerance: C.Duration?, clock: C
  ) {
    schedule(UnownedJob(job), deadline: .now + Self.duration(clock.now.duration(to: instant)))
  }

  /// Clocks other than the standard ones are converted through their `Duration`; one that is not
  /// `Swift.Duration` cannot be read here and runs at once.
  private static func duration<D: DurationProtocol>(_ duration: D) -> Duration {
    max(duration as? Duration ?? .zero, .zero)
  }

  private func schedule(_ job: UnownedJob, deadline: ContinuousClock.Instant) {
    let signal = state.withLock { state -> Bool in
      state.timed.append(TimedJob(deadline: deadline, order: state.nextOrder, job: job))
      state.nextOrder += 1
      return state.takeSleeping()
    }
    if signal { wakeUp.signal() }
  }

  // MARK: Running

  /// Runs jobs on the calling thread until ``stop()``.
  package func run() throws {
    while let job = nextJob() {
      job.runSynchronously(on: asUnownedSerialExecutor())
    }
  }

  /// Ends ``run()`` once the job running now returns.
  package func stop() {
    let signal = state.withLock { state -> Bool in
      state.isStopped = true
      return state.takeSleeping()
    }
    if signal { wakeUp.signal() }
  }

  /// The next job to run; waits while there is none. `nil` once stopped.
  private func nextJob() -> UnownedJob? {
    while true {
      let (job, quiet, wait) = state.withLock {
        state -> (UnownedJob?, [CheckedContinuation<Void, Never>], DispatchTime?) in
        if state.isStopped { return (nil, [], nil) }
        state.promoteTimers(now: .now)
        if state.hasReady { return (state.popReady(), [], nil) }
        // Nothing to run: whoever waits for quiet goes next, and finds it so.
        if !state.quietWaiters.isEmpty {
          defer { state.quietWaiters.removeAll() }
          return (nil, state.quietWaiters, nil)
        }
        state.isSleeping = true
        let next = state.timed.map(\.deadline).min()
        return (nil, [], next.map { DispatchTime.now().advanced(by: $0 - .now) } ?? .distantFuture)
      }
      if let job { return job }
      if !quiet.isEmpty {
        quiet.forEach { $0.resume() }
        continue
      }
      guard let wait else { return nil }
      _ = wakeUp.wait(timeout: wait)
      state.withLock { $0.isSleeping = false }
    }
  }

  // MARK: Quiescence

  /// Returns once no job is ready to run: every task is suspended, waiting for a timer, an
  /// answer from outside, or something only the user can do.
  nonisolated(nonsending) public func quiet() async {
    await withCheckedContinuation { continuation in
      state.withLock { $0.quietWaiters.append(continuation) }
    }
  }

  /// How many jobs wait for a real-clock deadline (`ContinuousClock`, `Task.sleep`).
  package var realTimerCount: Int {
    state.withLock { $0.timed.count }
  }

  package func isIsolatingCurrentContext() -> Bool? { nil }
}

extension DispatchTime {
  fileprivate func advanced(by duration: Duration) -> DispatchTime {
    let (seconds, attoseconds) = duration.components
    let nanoseconds = max(0, seconds * 1_000_000_000 + attoseconds / 1_000_000_000)
    return self + .nanoseconds(Int(clamping: nanoseconds))
  }
}
