import SceneRuntime
import Testing

@testable import ExampleScenes

@MainActor
@Suite struct RootSceneTests {
  @Test func routerEventsReachTheNavigatorThroughTheStream() async throws {
    let navigator = NavigatorSpy()
    let (tracker, clock, environment) = SceneFixtures.environment(navigator: navigator)
    let scene = RootScene(environment: environment, dataSource: EmbeddedDataSource(clock: clock))
    #expect(scene.title == "root")
    #expect(scene.intents.map(\.name) == ["appear", "tap"])
    scene.sceneDidLoad()
    await tracker.settled()
    // The listener waits on the stream, parked: the runtime is idle, not busy.
    #expect(tracker.liveTaskCount == 1)
    #expect(tracker.isSettled)

    try await perform("tap", on: scene)
    await tracker.settled()
    #expect(navigator.alerts == ["Error: Failed to open the screen"])
    #expect(navigator.routes.isEmpty)

    try await perform("appear", on: scene)
    await tracker.settled()
    try await perform("tap", on: scene)
    await tracker.settled()
    #expect(
      navigator.routes.compactMap { $0 as? RootRoute } == [
        .descriptionImage(format: .png, width: 24, height: 16)
      ])
    #expect(navigator.alerts.count == 1)

    let makeDescription = try #require(navigator.destinations.first)
    let description = makeDescription(environment)
    #expect(description.title == "image")
    #expect(
      description.readState().map { "\($0.name): \($0.value)" } == [
        "format: png", "width: 24", "height: 16", "byteCount: 159",
      ])
  }

  @Test func aFailedLoadShowsAnAlertAndNoRoute() async throws {
    let navigator = NavigatorSpy()
    let (tracker, _, environment) = SceneFixtures.environment(navigator: navigator)
    let scene = RootScene(environment: environment, dataSource: ImageDataSource(.failure(.network)))
    scene.sceneDidLoad()
    try await perform("appear", on: scene)
    await tracker.settled()
    #expect(navigator.alerts == ["Error: It was not possible to load the image"])
    #expect(navigator.routes.isEmpty)
    let fields = scene.readState()
    #expect(fields.map(\.name) == ["image", "isLoading", "error"])
    #expect(scene.intent.model.error as? DataSourceError == .network)
  }

  @Test func releasingTheSceneEndsItsListener() async throws {
    let navigator = NavigatorSpy()
    let (tracker, clock, environment) = SceneFixtures.environment(navigator: navigator)
    var scene: RootScene? = RootScene(
      environment: environment, dataSource: EmbeddedDataSource(clock: clock))
    scene?.sceneDidLoad()
    scene?.sceneDidLoad()  // a second call must not start a second listener
    if let scene { try await perform("appear", on: scene) }
    await tracker.settled()
    #expect(tracker.liveTaskCount == 1)

    weak let released = scene
    scene = nil
    #expect(released == nil)
    await tracker.settled()
    #expect(tracker.liveTaskCount == 0)
    // The listener, the hop into the intent, and the image load: one listener only.
    #expect(tracker.startedTaskCount == 3)
  }

  @Test func poppingTheSceneEndsItsListener() async throws {
    let navigator = NavigatorSpy()
    let (tracker, clock, environment) = SceneFixtures.environment(navigator: navigator)
    let scene = RootScene(environment: environment, dataSource: EmbeddedDataSource(clock: clock))
    scene.sceneDidLoad()
    await tracker.settled()
    #expect(tracker.liveTaskCount == 1)
    // What the shell does on `back`, while the scene may still be referenced.
    environment.tasks.cancelAll()
    await tracker.settled()
    #expect(tracker.liveTaskCount == 0)
    #expect(scene.title == "root")
  }
}
