import Synchronization

/// The tracked tasks of one scene. When the shell pops the scene it cancels them all, as a
/// navigation controller's popped view controller takes its in-flight work with it.
public final class TaskScope: Sendable {
  public let tracker: TaskTracker
  private let tasks = Mutex<[Int: TrackedTask]>([:])
  private let nextID = Atomic(0)

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
    let id = nextID.add(1, ordering: .relaxed).newValue
    let task = tracker.spawn(name, priority: priority) { [weak self] in
      await operation()
      self?.forget(id)
    }
    tasks.withLock { $0[id] = task }
    return task
  }

  /// A stream whose idle consumer counts as parked.
  public func makeStream<Element: Sendable>(
    of type: Element.Type
  ) -> (stream: SceneStream<Element>, continuation: SceneStream<Element>.Continuation) {
    SceneStream.makeStream(of: type, tracker: tracker)
  }

  /// Cancels every task of this scene that is still running.
  public func cancelAll() {
    let running = tasks.withLock { tasks in
      defer { tasks.removeAll() }
      return Array(tasks.values)
    }
    running.forEach { $0.cancel() }
  }

  private func forget(_ id: Int) {
    _ = tasks.withLock { $0.removeValue(forKey: id) }
  }
}
