import Synchronization

/// The tracked tasks of one scene. When the shell pops the scene it cancels them all, as a
/// navigation controller's popped view controller takes its in-flight work with it; anything
/// the scene starts after that is cancelled at once.
public final class TaskScope: Sendable {
  private struct State {
    var tasks: [Int: TrackedTask] = [:]
    /// Tasks that ended before `spawn` could register them (they ran that fast).
    var endedEarly: Set<Int> = []
    var nextID = 0
    var isCancelled = false
  }

  public let tracker: TaskTracker
  private let state = Mutex(State())

  public init(tracker: TaskTracker) {
    self.tracker = tracker
  }

  /// Starts a tracked task that belongs to this scene.
  @discardableResult
  public func spawn(
    _ name: String = "task",
    priority: TaskPriority? = nil,
    _ operation: @escaping @Sendable @isolated(any) () async -> Void
  ) -> TrackedTask {
    let id = state.withLock { state -> Int in
      state.nextID += 1
      return state.nextID
    }
    // Started outside the lock: creating a task wakes a worker thread, which must not happen
    // while the scope is locked. `endedEarly` and `isCancelled` close the gaps this opens.
    let task = tracker.spawn(name, priority: priority) { [weak self] in
      await operation()
      self?.forget(id)
    }
    let cancelled = state.withLock { state -> Bool in
      // Registered even when cancelled, so `isIdle` waits for it to end too.
      if state.endedEarly.remove(id) == nil { state.tasks[id] = task }
      return state.isCancelled
    }
    if cancelled { task.cancel() }
    return task
  }

  /// A stream whose idle consumer counts as parked; `source` names who sends its elements
  /// (`NotificationCenter`), for the hops of their delivery.
  public func makeStream<Element: Sendable>(
    of type: Element.Type, source: String? = nil
  ) -> (stream: SceneStream<Element>, continuation: SceneStream<Element>.Continuation) {
    SceneStream.makeStream(of: type, source: source, tracker: tracker)
  }

  /// Cancels every task of this scene that is still running, and any it starts later.
  public func cancelAll() {
    let running = state.withLock { state in
      state.isCancelled = true
      // In the order they were started (the scope numbers them so), never the dictionary's
      // hashed order: each cancellation is a hop `trace` and the transcript show.
      return state.tasks.sorted { $0.key < $1.key }.map(\.value)
    }
    running.forEach { $0.cancel() }
  }

  /// Whether the task numbered `number` (see `TrackedTask.number`) is one of this scene's.
  public func owns(_ number: Int) -> Bool {
    state.withLock { state in state.tasks.values.contains { $0.number == number } }
  }

  /// True when none of this scene's tasks is running any more (cancelled ones included): only
  /// then may a popped scene's parts be expected to be released.
  public var isIdle: Bool { state.withLock { $0.tasks.isEmpty } }

  private func forget(_ id: Int) {
    state.withLock { state in
      if state.tasks.removeValue(forKey: id) == nil { state.endedEarly.insert(id) }
    }
  }
}
