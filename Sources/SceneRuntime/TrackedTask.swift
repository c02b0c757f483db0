/// A handle to work started through `TaskTracker.spawn`: it can be cancelled or awaited, like
/// the `Task` a view controller keeps in `loadingTask`.
public struct TrackedTask: Sendable, Hashable {
  private let task: Task<Void, Never>

  init(_ task: Task<Void, Never>) {
    self.task = task
  }

  public func cancel() {
    task.cancel()
  }

  public var isCancelled: Bool { task.isCancelled }

  /// Waits for the task to end.
  public func finished() async {
    await task.value
  }
}
