import CSceneDispatch
import Dispatch
import Foundation
import Glibc
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
/// Code written before Swift concurrency runs here too, between jobs, as on an app's main
/// thread: blocks sent to `DispatchQueue.main` (and `OperationQueue.main`, which sends them
/// there), `Timer`s and `perform` blocks of `RunLoop.main`. Blocks in flight on any other queue
/// are counted (see `CSceneDispatch`), so quiet also means "no GCD work on its way".
///
/// Installed once, before any task exists, by ``install()``; the runtime reaches it as
/// ``installed``. Without it (an app's own tests, the benchmarks) the runtime falls back to
/// counting its tracked tasks.
package final class SceneExecutor: MainExecutor, TaskExecutor, SchedulingExecutor, Sendable {
  private struct TimedJob {
    let deadline: ContinuousClock.Instant
    let order: Int
    let job: Job
  }

  /// A job, and whether it came as the default executor's (a task with no isolation of its
  /// own) rather than the main actor's: it then runs as the generic executor's, so that what
  /// the runtime says of the code running (`RunningExecutor`) is what it would say on a device.
  private struct Job {
    let job: UnownedJob
    let isGeneric: Bool
  }

  private struct State {
    /// Jobs ready to run, oldest first; `head` is the next one (the array is compacted now and
    /// then rather than shifted on every job).
    /// Each with its place in the order shared with main-queue blocks (see `nextJob`).
    var ready: [(job: Job, sequence: UInt64)] = []
    /// Main-queue blocks submitted up to this place in that order have been run.
    var drainedThrough: UInt64 = 0
    var head = 0
    var timed: [TimedJob] = []
    var nextOrder = 0
    /// Tasks waiting in `quiet()` for the ready queue to empty.
    var quietWaiters: [CheckedContinuation<Void, Never>] = []
    /// True while the run loop waits on `wakeUp`: only then does an enqueue need to signal.
    var isSleeping = false
    var isStopped = false
    /// Counts jobs enqueued and main-queue drains: a run loop pass is worth making only when
    /// something happened since the last one (or its next timer is due).
    var generation = 0
    /// When a job last ran or a GCD block last returned, and how many had returned then.
    var lastProgress = ContinuousClock.now
    var lastCompleted: UInt64 = 0
    var stallTimeout: Duration = .seconds(2)
    /// Blocks in flight that quiet no longer waits for (they made no progress for
    /// `stallTimeout`); it falls as they return. `abandoned` counts them for the warning.
    var abandonedBaseline = 0
    var abandoned = 0

    var hasReady: Bool { head < ready.count }

    /// Clears the sleeping flag; true when the run loop was asleep and must be woken.
    mutating func takeSleeping() -> Bool {
      defer { isSleeping = false }
      return isSleeping
    }

    mutating func popReady() -> Job {
      let job = ready[head].job
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
      ready.append(contentsOf: due.map { ($0.job, scene_dispatch_next_sequence()) })
    }
  }

  private let state = Mutex(State())
  private let wakeUp = WakeUp()
  /// The default executor the runtime is given: the same queue, its jobs marked generic.
  private let generic = GenericJobs()
  /// `RunLoop.main`'s timers and the main dispatch queue, run between jobs.
  package let mainThread = MainThreadWork()

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
    DispatchBridge.install(wakeDescriptor: executor.wakeUp.descriptor)
    return executor
  }

  private enum Factory: ExecutorFactory {
    static var mainExecutor: any MainExecutor { installedOrFatal }
    static var defaultExecutor: any TaskExecutor { installedOrFatal.generic }

    private static var installedOrFatal: SceneExecutor {
      guard let executor = SceneExecutor.installed else {
        fatalError("SceneExecutor's factory asked for before install()")
      }
      return executor
    }
  }

  // MARK: Queuing

  package func enqueue(_ job: consuming ExecutorJob) {
    enqueue(Job(job: UnownedJob(job), isGeneric: false))
  }

  private func enqueue(_ job: Job) {
    let signal = state.withLock { state -> Bool in
      state.ready.append((job, scene_dispatch_next_sequence()))
      state.generation &+= 1
      return state.takeSleeping()
    }
    if signal { wakeUp.signal() }
  }

  package func enqueue<C: Clock>(
    _ job: consuming ExecutorJob, after delay: C.Duration, tolerance: C.Duration?, clock: C
  ) {
    schedule(Job(job: UnownedJob(job), isGeneric: false), deadline: .now + Self.duration(delay))
  }

  package func enqueue<C: Clock>(
    _ job: consuming ExecutorJob, at instant: C.Instant, tolerance: C.Duration?, clock: C
  ) {
    schedule(
      Job(job: UnownedJob(job), isGeneric: false),
      deadline: .now + Self.duration(clock.now.duration(to: instant)))
  }

  /// Clocks other than the standard ones are converted through their `Duration`; one that is not
  /// `Swift.Duration` cannot be read here and runs at once.
  fileprivate static func duration<D: DurationProtocol>(_ duration: D) -> Duration {
    max(duration as? Duration ?? .zero, .zero)
  }

  /// A job of the default executor's, now or once `deadline` has come.
  fileprivate func enqueueGeneric(_ job: UnownedJob, deadline: ContinuousClock.Instant?) {
    let job = Job(job: job, isGeneric: true)
    guard let deadline else { return enqueue(job) }
    schedule(job, deadline: deadline)
  }

  private func schedule(_ job: Job, deadline: ContinuousClock.Instant) {
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
      // `DispatchQueue.main.sync` from inside a job runs in place (see CSceneDispatch).
      scene_dispatch_set_running_job(true)
      if job.isGeneric {
        job.job.runSynchronously(on: generic.asUnownedTaskExecutor())
      } else {
        job.job.runSynchronously(on: asUnownedSerialExecutor())
      }
      scene_dispatch_set_running_job(false)
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
  ///
  /// With no job ready, the main thread does what an app's main thread does when idle: it
  /// runs the blocks enqueued on the main dispatch queue, then a pass of `RunLoop.main`
  /// (timers, `perform` blocks). Only when none of that made new work, and no GCD block is in
  /// flight anywhere, is the executor quiet. Blocks that make no progress for
  /// ``stallTimeout`` (a suspended queue, a block waiting for what never comes) stop being
  /// waited for, and ``takeAbandonedBlocks()`` says how many.
  private func nextJob() -> Job? {
    var passed: (generation: Int, completed: UInt64)?
    while true {
      // Read before looking at the queues: a block that enqueues work and then returns makes
      // that work visible before the count falls.
      let blocksInFlight = DispatchBridge.blocksInFlight
      let completed = DispatchBridge.completedBlocks
      let mainSubmitted = scene_dispatch_main_submitted()
      let now = ContinuousClock.now
      let (job, generation) = state.withLock { state -> (Job?, Int) in
        if state.isStopped { return (nil, -1) }
        state.promoteTimers(now: now)
        if completed != state.lastCompleted {
          state.lastCompleted = completed
          state.lastProgress = now
        }
        // A block sent to the main queue before this job was enqueued runs first, as on a
        // device, where both wait in the one main queue.
        if state.hasReady, mainSubmitted > state.drainedThrough,
          mainSubmitted < state.ready[state.head].sequence
        {
          state.drainedThrough = scene_dispatch_next_sequence()
          return (nil, -2)
        }
        if state.hasReady {
          state.lastProgress = now
          return (state.popReady(), 0)
        }
        return (nil, state.generation)
      }
      if let job { return job }
      if generation == -2 {
        _ = mainThread.drainMainQueue()
        continue
      }
      if generation < 0 { return nil }
      if mainThread.drainMainQueue() {
        state.withLock { $0.generation &+= 1 }
        continue
      }
      // A pass whenever anything happened since the last one: a job, a drain, or a GCD block
      // returning (it may have added a timer or a `perform` block from another thread).
      if passed.map({ $0 != (generation, completed) }) ?? true || mainThread.isTimerDue {
        passed = (generation, completed)
        mainThread.runLoopPass()
        continue
      }
      let (quiet, wait) = state.withLock {
        state -> ([CheckedContinuation<Void, Never>], ContinuousClock.Instant?) in
        if state.hasReady || state.generation != generation { return ([], .now) }
        state.abandonedBaseline = min(state.abandonedBaseline, blocksInFlight)
        let stalled = now - state.lastProgress >= state.stallTimeout
        if !state.quietWaiters.isEmpty, blocksInFlight > state.abandonedBaseline, stalled {
          state.abandoned += blocksInFlight - state.abandonedBaseline
          state.abandonedBaseline = blocksInFlight
        }
        // Nothing to run: whoever waits for quiet goes next, and finds it so.
        if blocksInFlight <= state.abandonedBaseline, !state.quietWaiters.isEmpty {
          defer { state.quietWaiters.removeAll() }
          return (state.quietWaiters, nil)
        }
        state.isSleeping = true
        let stallCheck =
          state.quietWaiters.isEmpty ? nil : state.lastProgress + state.stallTimeout
        return ([], ([state.timed.map(\.deadline).min(), stallCheck].compactMap { $0 }).min())
      }
      if !quiet.isEmpty {
        quiet.forEach { $0.resume() }
        continue
      }
      let deadline = [wait, mainThread.nextTimerDeadline].compactMap { $0 }.min()
      wakeUp.wait(until: deadline, alsoWatching: mainThread.mainQueueDescriptor)
      state.withLock { $0.isSleeping = false }
    }
  }

  /// How long GCD blocks in flight may make no progress before the shell stops waiting for
  /// them: 2 s, shorter while step mode holds a hop (a block may be waiting for that very hop).
  package var stallTimeout: Duration {
    get { state.withLock { $0.stallTimeout } }
    set { state.withLock { $0.stallTimeout = newValue } }
  }

  /// How many GCD blocks the executor stopped waiting for since the last call.
  package func takeAbandonedBlocks() -> Int {
    state.withLock { state in
      defer { state.abandoned = 0 }
      return state.abandoned
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

  /// True on the main thread, where this executor runs every job one at a time: a main-queue
  /// block or a run loop timer runs there as the main actor's code (`MainActor.assumeIsolated`
  /// holds, as in an app), even when a job nests a run loop. Nothing else can run on that
  /// thread meanwhile, so no claim made here can let two pieces of code race.
  package func isIsolatingCurrentContext() -> Bool? {
    DispatchBridge.isOnMainThread
  }
}

/// What the runtime uses as the default executor: it queues on the scene executor, marking the
/// jobs generic (see `SceneExecutor.Job`).
private final class GenericJobs: TaskExecutor, SchedulingExecutor, Sendable {
  /// Where the jobs go: the executor installed, which made this one.
  private var executor: SceneExecutor {
    guard let executor = SceneExecutor.installed else {
      fatalError("a job for the default executor before SceneExecutor.install()")
    }
    return executor
  }

  func enqueue(_ job: consuming ExecutorJob) {
    executor.enqueueGeneric(UnownedJob(job), deadline: nil)
  }

  func enqueue<C: Clock>(
    _ job: consuming ExecutorJob, after delay: C.Duration, tolerance: C.Duration?, clock: C
  ) {
    executor.enqueueGeneric(
      UnownedJob(job), deadline: .now + SceneExecutor.duration(delay))
  }

  func enqueue<C: Clock>(
    _ job: consuming ExecutorJob, at instant: C.Instant, tolerance: C.Duration?, clock: C
  ) {
    executor.enqueueGeneric(
      UnownedJob(job), deadline: .now + SceneExecutor.duration(clock.now.duration(to: instant)))
  }
}
