/// What the shell hands a scene when it builds it: where background work is counted, the clock
/// time runs on, and the navigator its router reports to.
@MainActor
public struct SceneEnvironment {
  public let tasks: TaskTracker
  public let clock: SceneClock
  public private(set) weak var navigator: (any SceneNavigator)?

  public init(
    tasks: TaskTracker,
    clock: SceneClock,
    navigator: any SceneNavigator
  ) {
    self.tasks = tasks
    self.clock = clock
    self.navigator = navigator
  }
}
