import SceneRuntime
import Testing

@testable import ExampleData
@testable import ExampleScenes

@MainActor
@Suite struct UserListLiveTests {
  let tasks = TaskTracker()
  let clock: SceneClock
  let events = SceneEvents()
  let scene: UserListScene

  init() {
    clock = SceneClock(mode: .virtual, tracker: tasks)
    scene = UserListScene(
      environment: SceneEnvironment(tasks: tasks, clock: clock, events: events, navigator: nil),
      dataSource: EmbeddedDataSource(clock: clock))
    scene.sceneDidLoad()
  }

  func send(_ name: String, _ values: [String: IntentArguments.Value] = [:]) async throws {
    let intent = try #require(scene.intents.first { $0.name == name })
    try await intent.perform(IntentArguments(values))
    await tasks.settled()
  }

  var pollingTasks: [String] {
    tasks.liveTasks.map(\.name).filter { $0.contains("poller") || $0.contains("liveUpdateTask") }
  }

  @Test func startingTwiceLeavesOnePollerAndStoppingLeavesNone() async throws {
    let everySecond: [String: IntentArguments.Value] = [
      "MODE": .choice("on"), "INTERVAL": .duration(.seconds(1)),
    ]
    try await send("live", everySecond)
    try await send("live", everySecond)
    #expect(pollingTasks.count == 2)  // one poller and its consumer
    await clock.advance(by: .seconds(3))
    #expect(
      events.drain() == [
        "live updates on: a poll now, then 1s after each answer",
        "poller 1: poll at 0s: 10 users",
        "live updates on: a poll now, then 1s after each answer",
        // Each poll's fetch takes 300ms, then the loop sleeps 1s: polls start 1.3s apart.
        "poller 2: poll at 300ms: 10 users",
        "poller 2: poll at 1.6s: 10 users",
        "poller 2: poll at 2.9s: 10 users",
      ])
    try await send("live", ["MODE": .choice("off")])
    #expect(pollingTasks.isEmpty)
    #expect(clock.sleeperCount == 0)
    #expect(tasks.liveTasks.map(\.name) == ["UserListInteractor.observeAppForeground"])
  }

  @Test func aCoveredScenePausesPollingAndResumesWhenUncovered() async throws {
    try await send("live", ["MODE": .choice("on"), "INTERVAL": .duration(.seconds(10))])
    scene.sceneDidDisappear()
    await tasks.settled()
    #expect(pollingTasks.isEmpty)
    await clock.advance(by: .seconds(30))
    scene.sceneDidAppear()
    await tasks.settled()
    #expect(pollingTasks.count == 2)
    #expect(
      events.drain() == [
        "live updates on: a poll now, then 10s after each answer",
        "poller 1: poll at 0s: 10 users",
        "live updates paused while users is covered",
        "live updates resumed as users appears: a poll now, then 10s after each answer",
        "poller 2: poll at 30.3s: 10 users",
      ])
  }

  @Test func theScreenLoadsItselfAndRefreshesOnForeground() async throws {
    // Seed 000's viewDidLoad fetches: the list is there before the user does anything.
    await tasks.settled()
    #expect(scene.displayState.displayedUsers.count == 10)
    try await send("foreground")
    #expect(scene.displayState.displayedUsers.count == 10)
    #expect(events.drain() == ["notification: appWillEnterForeground"])
  }
}
