import SceneRuntime
import Testing

@testable import ExampleData
@testable import ExampleScenes

@MainActor
@Suite struct ProfileSceneTests {
  @Test func loadsItsUserWhenTheSceneLoads() async throws {
    let navigator = NavigatorSpy()
    let (tracker, clock, environment) = SceneFixtures.environment(navigator: navigator)
    let data = EmbeddedDataSource(clock: clock)
    let scene = ProfileScene(environment: environment, dataSource: data, userId: 3)
    #expect(scene.title == "profile(3)")
    #expect(scene.intents.map(\.usage) == ["fetch [USER_ID]", "post N"])

    scene.sceneDidLoad()
    #expect(scene.view.state.isLoading)
    await tracker.settled()
    let state = scene.view.state
    let posts = try await data.posts(userId: 3)
    #expect(!state.isLoading)
    #expect(state.displayName == "clementine bauch")
    #expect(state.email == "Nathan@yesenia.net")
    #expect(state.postCount == "10 posts")
    #expect(state.posts.map(\.id) == posts.map(\.id))
    #expect(state.posts.allSatisfy { $0.preview.hasSuffix("...") })
    #expect(navigator.alerts.isEmpty)
    #expect(tracker.liveTaskCount == 0)
  }

  /// The same "Done when" line through the scene's own commands: `fetch 1` then `fetch 2`,
  /// user 1's response held until user 2 is on screen, then let through.
  @Test func fetchThenFetchShowsOnlyTheLatestUser() async throws {
    let navigator = NavigatorSpy()
    let (tracker, _, environment) = SceneFixtures.environment(navigator: navigator)
    let data = GatedUserDataSource(heldUserId: 1)
    let scene = ProfileScene(environment: environment, dataSource: data, userId: 1)

    try await perform("fetch", IntentArguments(["USER_ID": .integer(1)]), on: scene)
    try await perform("fetch", IntentArguments(["USER_ID": .integer(2)]), on: scene)
    await scene.lastRequest?.finished()
    await scene.interactor.loadingTask?.finished()
    #expect(scene.view.state.displayName == "user 2")
    #expect(!scene.view.state.isLoading)

    data.release.open()
    await tracker.settled()
    #expect(data.returnedUsers == [2, 1])
    #expect(scene.view.state.displayName == "user 2")
    #expect(scene.view.state.email == "user2@example.com")
    #expect(scene.view.state.posts.map(\.id) == [20, 21])
    #expect(tracker.liveTaskCount == 0)
  }

  /// The name says whose profile is on screen: the user being loaded while it loads, and the
  /// one still shown when that load fails; a bare `fetch` reloads the one shown.
  @Test func aFailedFetchLeavesTheScreenOnItsUser() async throws {
    let navigator = NavigatorSpy()
    let (tracker, clock, environment) = SceneFixtures.environment(navigator: navigator)
    let scene = ProfileScene(
      environment: environment, dataSource: EmbeddedDataSource(clock: clock), userId: 1)
    scene.sceneDidLoad()
    await tracker.settled()

    try await perform("fetch", IntentArguments(["USER_ID": .integer(42)]), on: scene)
    #expect(scene.title == "profile(42)")
    await tracker.settled()
    #expect(navigator.alerts == ["Error: Profile not found."])
    #expect(scene.title == "profile(1)")
    #expect(scene.view.state.displayName == "leanne graham")

    try await perform("fetch", IntentArguments(), on: scene)
    #expect(scene.title == "profile(1)")
    await tracker.settled()
    try await perform("fetch", IntentArguments(["USER_ID": .integer(2)]), on: scene)
    await tracker.settled()
    #expect(scene.title == "profile(2)")
    #expect(navigator.alerts.count == 1)
  }

  @Test func postOpensTheDetailOfThatRow() async throws {
    let navigator = NavigatorSpy()
    let (tracker, clock, environment) = SceneFixtures.environment(navigator: navigator)
    let data = EmbeddedDataSource(clock: clock)
    let scene = ProfileScene(environment: environment, dataSource: data, userId: 2)
    scene.sceneDidLoad()
    await tracker.settled()

    try await perform("post", IntentArguments(["N": .integer(1)]), on: scene)
    await tracker.settled()
    let post = try await data.posts(userId: 2)[1]
    #expect(
      navigator.routes.compactMap { $0 as? ProfileRoute } == [
        .postDetail(postId: post.id, title: post.title)
      ])
    let makeDetail = try #require(navigator.destinations.first)
    let detail = makeDetail(environment)
    #expect(detail.title == "post(\(post.id))")
    #expect(detail.intents.isEmpty)
    let fields = Dictionary(
      uniqueKeysWithValues: detail.readState().map { ($0.name, String(describing: $0.value)) })
    #expect(fields == ["id": "\(post.id)", "title": post.title, "body": post.body])
    #expect(navigator.alerts.isEmpty)
  }

  @Test func aRowThatDoesNotExistIsAnAlertNotACrash() async throws {
    let navigator = NavigatorSpy()
    let (tracker, clock, environment) = SceneFixtures.environment(navigator: navigator)
    let scene = ProfileScene(
      environment: environment, dataSource: EmbeddedDataSource(clock: clock), userId: 1)
    try await perform("post", IntentArguments(["N": .integer(0)]), on: scene)
    await tracker.settled()
    scene.sceneDidLoad()
    await tracker.settled()
    try await perform("post", IntentArguments(["N": .integer(10)]), on: scene)
    await tracker.settled()
    #expect(
      navigator.alerts == [
        "Error: There is no post 0: this profile has no posts (fetch it first).",
        "Error: There is no post 10: posts are 0 to 9.",
      ])
    #expect(navigator.routes.isEmpty)
  }

  @Test func anUnknownUserIsAnAlertAndStopsLoading() async throws {
    let navigator = NavigatorSpy()
    let (tracker, clock, environment) = SceneFixtures.environment(navigator: navigator)
    let scene = ProfileScene(
      environment: environment, dataSource: EmbeddedDataSource(clock: clock), userId: 1)
    try await perform("fetch", IntentArguments(["USER_ID": .integer(42)]), on: scene)
    #expect(scene.view.state.isLoading)
    await tracker.settled()
    #expect(navigator.alerts == ["Error: Profile not found."])
    #expect(!scene.view.state.isLoading)
    #expect(scene.view.state.displayName.isEmpty)
  }

  @Test func aPoppedSceneLeavesNoTaskBehind() async {
    let navigator = NavigatorSpy()
    let (tracker, _, environment) = SceneFixtures.environment(navigator: navigator)
    let data = GatedUserDataSource(heldUserId: 5)
    var scene: ProfileScene? = ProfileScene(environment: environment, dataSource: data, userId: 5)
    scene?.sceneDidLoad()
    await data.heldRequestArrived.wait()
    #expect(tracker.liveTaskCount > 0)

    // What the shell does on `back`: cancel the scene's tasks, then let the scene go.
    environment.tasks.cancelAll()
    weak let released = scene
    scene = nil
    #expect(released == nil)
    data.release.open()
    await tracker.settled()
    #expect(tracker.liveTaskCount == 0)
    #expect(navigator.alerts.isEmpty)
  }
}
