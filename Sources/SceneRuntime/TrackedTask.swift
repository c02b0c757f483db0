/// A handle to work started through `TaskTracker.spawn`: it can be cancelled or awaited, like
/// the `Task` a view controller keeps in `loadingTask`.
public struct TrackedTask: Sendable, Hashable {
  private let task: Task<Void, Never>
  /// What `tasks` lists while it runs, such as `UserListWorker.liveUserStream poller 1`.
  public let name: String
  private let id: Int
  private let tracker: TaskTracker

  init(_ task: Task<Void, Never>, name: String, id: Int, tracker: TaskTracker) {
    self.task = task
    self.name = name
    self.id = id
    self.tracker = tracker
  }

  /// Cancels the task. Cancelling a running task is a hop: what its cancellation sets off (a
  /// stream ending, a poller cancelled in turn) is recorded inside it.
  public func cancel() {
    guard let context = HopContext.current, !task.isCancelled, tracker.isLive(id) else {
      task.cancel()
      return
    }
    context.record(.taskCancelled, component: "", method: "cancel \(name)").run {
      task.cancel()
    }
  }

  public var isCancelled: Bool { task.isCancelled }

  /// The task's number, as `tasks` lists it and `cancel N` names it: tasks are numbered in the
  /// order their work was started, once the shell lists them (see `TaskTracker.liveTasks`).
  public var number: Int { tracker.number(of: id) }

  /// Waits for the task to end, without leaving the caller's actor to do so (an interactor
  /// that waits for its previous request would otherwise hop off and back on).
  nonisolated(nonsending) public func finished() async {
    await task.value
  }

  public static func == (lhs: TrackedTask, rhs: TrackedTask) -> Bool {
    lhs.task == rhs.task
  }

  public func hash(into hasher: inout Hasher) {
    hasher.combine(task)
  }
}
