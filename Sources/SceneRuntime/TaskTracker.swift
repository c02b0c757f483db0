import Synchronization

/// Counts the background work a scene starts, so the shell can tell when a command is finished.
///
/// Swift has no global "everything is idle" signal. Instead every task a scene starts goes
/// through `spawn`, and a task that waits on the runtime (a timer on the scene clock, a
/// `SceneStream`) says so by parking. The runtime is *settled* when every live tracked task is
/// parked: nothing will happen until time moves or the user acts.
public final class TaskTracker: Sendable {
  private struct State {
    var live = 0
    var parked = 0
    var started = 0
    var names: [Int: String] = [:]
    /// What `tasks` shows of each live task besides its name, and its handle for `cancel N`.
    var details: [Int: (hop: Int?, started: Duration, handle: TrackedTask?)] = [:]
    /// Tasks asleep on the scene clock now, and how often each woke from it.
    var sleeping: Set<Int> = []
    var wakes: [Int: Int] = [:]
    /// Where a task's age is read (the scene clock, set by the shell).
    var now: (@Sendable () -> Duration)?
    var waiters: [Int: CheckedContinuation<Void, Never>] = [:]
    /// Who waits for every tracked task to have ended (the shell as it quits).
    var endWaiters: [CheckedContinuation<Void, Never>] = []
    var nextWaiter = 0
    var cancelledWaiters: Set<Int> = []
    /// The live tracked tasks, as `trackedTree` names them (two intents' tasks may share a
    /// name: the shell's task, which each reads as): how many of each.
    var trees: [Int: Int] = [:]
    /// Held hops standing in for a tracked task that waits for them (see `standIn(for:)`),
    /// per task; the task counts as parked once while there are any.
    var standIns: [Int: Int] = [:]
    /// The numbers `tasks` shows, by task (see `numberPending()`), and the tasks not numbered
    /// yet with the place their work has in the scene's order (`HopStart`).
    var numbers: [Int: Int] = [:]
    var unnumbered: [(order: UInt64, id: Int)] = []
    var lastNumber = 0

    var isSettled: Bool { parked >= live }

    /// The sleeping tasks that woke from the clock before: the pollers. Loops, not `filter`:
    /// a closure over the state copies all of it, and the count is asked after every command.
    var pollerNumbers: Set<Int> {
      var numbers: Set<Int> = []
      for number in sleeping where isPolling(number) { numbers.insert(number) }
      return numbers
    }

    var pollerCount: Int {
      var count = 0
      for number in sleeping where isPolling(number) { count += 1 }
      return count
    }

    private func isPolling(_ number: Int) -> Bool { (wakes[number] ?? 0) > 0 }

    /// Numbers the tasks started since the last call, in the order their work was started.
    ///
    /// A task is numbered when it is first listed, not when it is spawned: tasks spawned on
    /// other threads at once (the two requests of an `async let` pair, each answered from a
    /// URLSession thread) reach `spawn` in whatever order the threads do, but the work that
    /// led to each was handed over in the scene's order. By the time anything lists tasks the
    /// shell is settled, every such task has been spawned, and the numbers come out the same
    /// on every run. A task that ended unlisted still takes its number, so a number says how
    /// many tasks started before it.
    mutating func numberPending() {
      guard !unnumbered.isEmpty else { return }
      for task in unnumbered.sorted(by: { ($0.order, $0.id) < ($1.order, $1.id) }) {
        lastNumber += 1
        if names[task.id] != nil { numbers[task.id] = lastNumber }
      }
      unnumbered.removeAll()
    }

    mutating func number(of id: Int) -> Int {
      numberPending()
      return numbers[id] ?? id
    }

    mutating func takeWaitersIfSettled() -> [CheckedContinuation<Void, Never>] {
      guard isSettled, !waiters.isEmpty else { return [] }
      defer { waiters = [:] }
      // In the order they began to wait, not the dictionary's (hashed) order.
      return waiters.sorted { $0.key < $1.key }.map(\.value)
    }
  }

  private let state = Mutex(State())

  public init() {}

  /// How many tracked tasks are alive (running, waiting or parked).
  public var liveTaskCount: Int { state.withLock { $0.live } }

  /// How many tracked tasks have been started since the tracker was made.
  public var startedTaskCount: Int { state.withLock { $0.started } }

  /// True while the task `spawn` numbered `id` has not ended.
  func isLive(_ id: Int) -> Bool {
    state.withLock { $0.names[id] != nil }
  }

  /// How many live tracked tasks are parked (asleep on the clock, waiting on a stream).
  public var parkedTaskCount: Int { state.withLock { $0.parked } }

  /// True when every live tracked task is parked.
  public var isSettled: Bool { state.withLock { $0.isSettled } }

  /// Starts `operation` as a tracked task. The count goes up before this returns, so a caller
  /// that spawns and then awaits `settled()` never sees a false idle.
  /// `name` is what `tasks` lists while it runs, such as `UserListWorker.poll`.
  @discardableResult
  public func spawn(
    _ name: String = "task",
    priority: TaskPriority? = nil,
    _ operation: @escaping @Sendable @isolated(any) () async -> Void
  ) -> TrackedTask {
    let hop = HopContext.current?.hop
    // Where this work stands in the scene's order: now, on the executor; on another thread,
    // when the scene's code handed over the work that led here.
    let order = HopStart.now()
    let id = state.withLock { state -> Int in
      state.live += 1
      state.started += 1
      state.names[state.started] = name
      state.details[state.started] = (hop, state.now?() ?? .zero, nil)
      state.unnumbered.append((order, state.started))
      return state.started
    }
    let work = Work(operation)
    let task = Task(priority: priority) { [self] in
      let tree = Self.currentTaskIdentity()
      state.withLock { $0.trees[tree, default: 0] += 1 }
      await Self.$runningTask.withValue(tree) {
        await Self.$trackedNumber.withValue(id) { await work.run() }
      }
      // The operation and all it captured are released by now, so whoever sees this task
      // finish (the leak check after `back`) sees its objects gone too.
      finish(id, tree: tree)
    }
    let handle = TrackedTask(task, name: name, id: id, tracker: self)
    // Kept for `cancel N` while the task lives (it may have ended already).
    state.withLock { state in state.details[id]?.handle = handle }
    return handle
  }

  /// One live tracked task, as `tasks` lists it.
  public struct LiveTask: Sendable {
    /// Stable for the task's life: what `cancel N` names (see `TrackedTask.number`).
    public let number: Int
    /// The task's identity inside the runtime: what timers and scopes know it by.
    package let id: Int
    public let name: String
    /// The hop it was started in, if a command started it.
    public let hop: Int?
    /// When it started, on the scene clock.
    public let started: Duration
    /// Its handle, to cancel it.
    public let handle: TrackedTask?
  }

  /// The live tracked tasks, oldest first.
  public var liveTasks: [LiveTask] {
    state.withLock { state in
      state.numberPending()
      return state.names.keys.map { id in
        let details = state.details[id]
        return LiveTask(
          number: state.numbers[id] ?? id, id: id, name: state.names[id] ?? "",
          hop: details?.hop, started: details?.started ?? .zero, handle: details?.handle)
      }
      .sorted { $0.number < $1.number }
    }
  }

  /// The number `tasks` shows for the task `spawn` made as `id`.
  func number(of id: Int) -> Int {
    state.withLock { $0.number(of: id) }
  }

  /// Where task ages are read: the scene clock's time since it started.
  public func readTimes(from now: @escaping @Sendable () -> Duration) {
    state.withLock { $0.now = now }
  }

  /// The number of the tracked task the calling code runs in (or a child task of it).
  @TaskLocal static var trackedNumber: Int?

  func noteSleeping(_ task: Int?, _ asleep: Bool) {
    guard let task else { return }
    state.withLock { state in
      guard state.names[task] != nil else { return }
      if asleep { state.sleeping.insert(task) } else { state.sleeping.remove(task) }
    }
  }

  func noteWoke(_ task: Int?) {
    guard let task else { return }
    state.withLock { state in
      guard state.names[task] != nil else { return }
      state.wakes[task, default: 0] += 1
    }
  }

  /// The live tasks that poll: each woke from a sleep on the scene clock and sleeps on it
  /// again. Oldest first.
  public var pollers: [LiveTask] {
    let ids = state.withLock { $0.pollerNumbers }
    return liveTasks.filter { ids.contains($0.id) }
  }

  /// How many `pollers` there are, without listing them: asked after every command.
  public var pollerCount: Int { state.withLock { $0.pollerCount } }

  /// The tracked task running now, as `currentTaskIdentity` names it. A task-local, so child
  /// tasks (`async let`) inherit it: comparing it with their own identity tells them apart.
  @TaskLocal private static var runningTask = 0

  /// True when the calling code runs in a tracked task itself, not in one of its child tasks.
  /// Only a tracked task may park: a parked child would make its parent look idle while a
  /// sibling still runs.
  static var isInTrackedTask: Bool {
    runningTask != 0 && runningTask == currentTaskIdentity()
  }

  /// The tracked task whose tree the calling code runs in (the task itself or one of its
  /// child tasks, `async let`), as `currentTaskIdentity` names it: the task that waits, one way
  /// or another, for what this code waits for.
  static var trackedTree: Int? {
    runningTask != 0 ? runningTask : nil
  }

  static func currentTaskIdentity() -> Int {
    let identity = withUnsafeCurrentTask { $0?.hashValue } ?? 0
    // A task run `asPartOf` another reads as that one (its child tasks as themselves).
    if let standIn, standIn.task == identity { return standIn.identity }
    return identity
  }

  /// Set in a task `run(asPartOf:)` starts: its own identity, and the one it stands in for.
  @TaskLocal private static var standIn: (task: Int, identity: Int)?

  /// Runs `operation` in a task the tracker counts like a tracked one (`settled` waits for it,
  /// and it parks at a step gate or on the scene clock) but does not number: `tasks` does not
  /// list it, `cancel N` cannot name it, and no tracked task's number moves. Hops it records
  /// read as the calling task's own (its child tasks, `async let`, are tasks of their own).
  ///
  /// The shell runs an intent's `perform` so: an intent that awaits a hop held in step mode,
  /// or a sleep on the scene clock, then leaves the shell free to show the prompt and read
  /// `step`, `continue`, Ctrl-C and Ctrl-D, where awaiting `perform` itself would wait for
  /// what only those could release.
  package func run(
    asPartOfCaller operation: @escaping @Sendable @isolated(any) () async -> Void
  ) -> Task<Void, Never> {
    let caller = Self.currentTaskIdentity()
    state.withLock { state in
      state.live += 1
      state.trees[caller, default: 0] += 1
    }
    let work = Work(operation)
    return Task { [self] in
      let own = withUnsafeCurrentTask { $0?.hashValue } ?? 0
      await Self.$standIn.withValue((own, caller)) {
        await Self.$runningTask.withValue(caller) { await work.run() }
      }
      finish(nil, tree: caller)
    }
  }

  /// Suspends until the scenes are settled: every live tracked task parked or finished and,
  /// when the shell owns the executor (`SceneExecutor`), no job of any task ready to run — so a
  /// scene's own `Task { … }` is waited for too, though it never heard of the tracker.
  nonisolated(nonsending) public func settled() async {
    await settled(cancellable: false)
  }

  /// Like `settled()`, but also returns when the waiting task is cancelled (Ctrl-C at a
  /// terminal stops waiting; the scene's work goes on).
  nonisolated(nonsending) public func settledOrCancelled() async {
    await settled(cancellable: true)
  }

  nonisolated(nonsending) private func settled(cancellable: Bool) async {
    while true {
      if cancellable { await trackedSettledOrCancelled() } else { await trackedSettled() }
      guard let executor = SceneExecutor.installed, !Task.isCancelled else { return }
      await executor.quiet()
      // Quiet, but a tracked task may have woken meanwhile (a reply arrived): look again.
      if isSettled { return }
    }
  }

  /// Suspends until every live tracked task is parked (or finished).
  nonisolated(nonsending) private func trackedSettled() async {
    await withCheckedContinuation { continuation in
      let resumeNow = state.withLock { state -> Bool in
        if state.isSettled { return true }
        state.nextWaiter += 1
        state.waiters[state.nextWaiter] = continuation
        return false
      }
      if resumeNow { continuation.resume() }
    }
  }

  /// Separate from `trackedSettled()` because registering a cancellation handler costs more
  /// than the wait itself in a busy script.
  nonisolated(nonsending) private func trackedSettledOrCancelled() async {
    let id = state.withLock { state -> Int in
      state.nextWaiter += 1
      return state.nextWaiter
    }
    await withTaskCancellationHandler {
      await withCheckedContinuation { continuation in
        let resumeNow = state.withLock { state -> Bool in
          if state.isSettled || state.cancelledWaiters.remove(id) != nil { return true }
          state.waiters[id] = continuation
          return false
        }
        if resumeNow { continuation.resume() }
      }
    } onCancel: {
      let waiter = state.withLock { state in
        guard let waiter = state.waiters.removeValue(forKey: id) else {
          state.cancelledWaiters.insert(id)
          return CheckedContinuation<Void, Never>?.none
        }
        return waiter
      }
      waiter?.resume()
    }
  }

  /// A task is about to wait on something only the runtime can end (a virtual-clock timer, an
  /// empty stream, a step gate). Returns whether it was counted: only work inside a tracked
  /// task's tree counts (the tracked task itself, its `async let`s, tasks it started), and the
  /// caller passes the answer to `unpark` when the wait ends. A task outside every tracked
  /// tree (a scene's own, started from the view) is no tracked work to balance.
  func park() -> Bool {
    guard Self.parkingCounts else { return false }
    let ready = state.withLock { state -> [CheckedContinuation<Void, Never>] in
      state.parked += 1
      return state.takeWaitersIfSettled()
    }
    ready.forEach { $0.resume() }
    return true
  }

  /// The wait ended. Called by whoever ends it, *before* the waiting task resumes, so the
  /// tracker never looks idle while a woken task is about to run. `counted` is what `park`
  /// returned.
  func unpark(_ counted: Bool) {
    guard counted else { return }
    state.withLock { $0.parked -= 1 }
  }

  /// True when the calling code is inside a tracked task's tree, so `park` would count it.
  static var parkingCounts: Bool { runningTask != 0 }

  /// Counts the tracked task `tree` (see `trackedTree`) as parked while a hop it waits for is
  /// held in step mode: it cannot park itself, since it waits for the hop's answer (through
  /// `URLSession.data(from:)`, perhaps in a child task), not on anything of ours. Counted once
  /// however many of its hops are held, and only while it lives: a task that handed a request
  /// to a completion handler and ended waits for nothing. Returns whether it was counted; each
  /// counted call is ended with `endStandIn(for:)`.
  func standIn(for tree: Int) -> Bool {
    let (counted, ready) = state.withLock { state -> (Bool, [CheckedContinuation<Void, Never>]) in
      guard state.trees[tree] != nil else { return (false, []) }
      state.standIns[tree, default: 0] += 1
      guard state.standIns[tree] == 1 else { return (true, []) }
      state.parked += 1
      return (true, state.takeWaitersIfSettled())
    }
    ready.forEach { $0.resume() }
    return counted
  }

  /// Ends a `standIn(for:)` that counted: the hop was let go.
  func endStandIn(for tree: Int) {
    state.withLock { state in
      guard let count = state.standIns[tree] else { return }
      if count > 1 {
        state.standIns[tree] = count - 1
      } else {
        state.standIns[tree] = nil
        state.parked -= 1
      }
    }
  }

  /// Ends task `id` (nil: one `run(asPartOfCaller:)` started), of tree `tree`.
  private func finish(_ id: Int?, tree: Int) {
    let ready = state.withLock { state -> [CheckedContinuation<Void, Never>] in
      state.live -= 1
      if let count = state.trees[tree], count > 1 {
        state.trees[tree] = count - 1
      } else {
        state.trees[tree] = nil
        // Nothing waits any more for the hops that stood in for it.
        if state.standIns.removeValue(forKey: tree) != nil { state.parked -= 1 }
      }
      if let id {
        state.names[id] = nil
        state.numbers[id] = nil
        state.details[id] = nil
        state.sleeping.remove(id)
        state.wakes[id] = nil
      }
      var ready = state.takeWaitersIfSettled()
      if state.live == 0 {
        ready += state.endWaiters
        state.endWaiters = []
      }
      return ready
    }
    ready.forEach { $0.resume() }
  }

  /// Returns once no tracked task is alive: after the shell cancelled them all as it quits.
  nonisolated(nonsending) public func allEnded() async {
    await withCheckedContinuation { continuation in
      let now = state.withLock { state -> Bool in
        guard state.live > 0 else { return true }
        state.endWaiters.append(continuation)
        return false
      }
      if now { continuation.resume() }
    }
  }
}

/// A tracked task's operation, released as soon as it has run rather than when the task's
/// closure is torn down.
private final class Work: Sendable {
  private struct State {
    // Inside a struct: a closure as a Mutex's whole value is re-wrapped on every read.
    var operation: (@Sendable @isolated(any) () async -> Void)?
  }

  private let state: Mutex<State>

  init(_ operation: @escaping @Sendable @isolated(any) () async -> Void) {
    state = Mutex(State(operation: operation))
  }

  func run() async {
    let operation = state.withLock { state in
      defer { state.operation = nil }
      return state.operation
    }
    await operation?()
  }
}
