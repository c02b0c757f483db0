/// What the shell hands a scene when it builds it: where its background work is counted, the
/// clock time runs on, where it can leave notes, and the navigator its router reports to.
@MainActor
public struct SceneEnvironment {
  /// This scene's own tasks; the shell cancels them when the scene is popped.
  public let tasks: TaskScope
  public let clock: SceneClock
  public let events: SceneEvents
  public private(set) weak var navigator: (any SceneNavigator)?

  public init(
    tasks: TaskTracker,
    clock: SceneClock,
    events: SceneEvents = SceneEvents(),
    navigator: (any SceneNavigator)?
  ) {
    self.tasks = TaskScope(tracker: tasks)
    self.clock = clock
    self.events = events
    self.navigator = navigator
  }
}
