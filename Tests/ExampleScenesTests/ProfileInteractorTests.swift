import SceneRuntime
import Synchronization
import Testing

@testable import ExampleData
@testable import ExampleScenes

@MainActor
@Suite struct ProfileInteractorTests {
  /// The "Done when": `fetch 1` immediately followed by `fetch 2` presents user 2
  /// only. User 1's request is held at a gate until user 2 has been presented; then it is let
  /// through and *returns normally* — so what keeps it out is the interactor's check, not a
  /// cancelled request throwing.
  @Test func aNewerFetchKeepsTheOlderResultFromThePresenter() async {
    let dataSource = GatedUserDataSource(heldUserId: 1, heldOutcome: .success(()))
    let (tracker, presenter, interactor) = makeInteractor(dataSource)

    await interactor.fetchProfile(request: ProfileRequest(userId: 1))
    await dataSource.heldRequestArrived.wait()
    await interactor.fetchProfile(request: ProfileRequest(userId: 2))
    await interactor.loadingTask?.finished()
    #expect(presenter.calls == ["profile(2: 20,21)"])

    dataSource.release.open()
    await tracker.settled()
    #expect(dataSource.returnedUsers == [2, 1])
    #expect(presenter.calls == ["profile(2: 20,21)"])
    #expect(await interactor.presentedPosts.map(\.id) == [20, 21])
    #expect(tracker.liveTaskCount == 0)
  }

  @Test func aSupersededFetchThatFailsShowsNoError() async {
    let dataSource = GatedUserDataSource(heldUserId: 1, heldOutcome: .failure(.network))
    let (tracker, presenter, interactor) = makeInteractor(dataSource)

    await interactor.fetchProfile(request: ProfileRequest(userId: 1))
    await dataSource.heldRequestArrived.wait()
    await interactor.fetchProfile(request: ProfileRequest(userId: 2))
    await interactor.loadingTask?.finished()
    dataSource.release.open()
    await tracker.settled()
    #expect(presenter.calls == ["profile(2: 20,21)"])
  }

  @Test func failuresArePresentedAsProfileErrors() async {
    let dataSource = GatedUserDataSource(heldUserId: 1, heldOutcome: .failure(.notFound))
    dataSource.release.open()
    let (tracker, presenter, interactor) = makeInteractor(dataSource)
    await interactor.fetchProfile(request: ProfileRequest(userId: 1))
    await tracker.settled()
    #expect(presenter.calls == ["error(Profile not found.)"])
  }

  @Test func selectingAPostIndexesTheProfileLastPresented() async {
    let dataSource = GatedUserDataSource(heldUserId: nil, heldOutcome: .success(()))
    let (tracker, presenter, interactor) = makeInteractor(dataSource)
    await interactor.selectPost(request: ProfileSelectPostRequest(index: 0))
    await interactor.fetchProfile(request: ProfileRequest(userId: 3))
    await tracker.settled()
    await interactor.selectPost(request: ProfileSelectPostRequest(index: 1))
    await interactor.selectPost(request: ProfileSelectPostRequest(index: 2))
    await interactor.selectPost(request: ProfileSelectPostRequest(index: -1))
    #expect(
      presenter.calls == [
        "error(There is no post 0: this profile has no posts (fetch it first).)",
        "profile(3: 30,31)",
        "selected(31)",
        "error(There is no post 2: posts are 0 to 1.)",
        "error(There is no post -1: posts are 0 to 1.)",
      ])
  }

  @Test func holdsThePresenterWeakly() async throws {
    let tracker = TaskTracker()
    var presenter: PresentationLogicSpy? = PresentationLogicSpy()
    weak let released = presenter
    let interactor = try #require(
      presenter.map {
        ProfileInteractor(
          presenter: $0, worker: ProfileWorker(dataSource: GatedUserDataSource(heldUserId: nil)),
          tasks: TaskScope(tracker: tracker))
      })
    presenter = nil
    #expect(released == nil)
    // With no presenter left, a fetch simply has no one to tell.
    await interactor.fetchProfile(request: ProfileRequest(userId: 1))
    await tracker.settled()
    #expect(tracker.liveTaskCount == 0)
  }

  @Test func releasingTheInteractorCancelsTheFetchInFlight() async {
    let dataSource = GatedUserDataSource(heldUserId: 1, heldOutcome: .success(()))
    let tracker = TaskTracker()
    let presenter = PresentationLogicSpy()
    var interactor: ProfileInteractor? = ProfileInteractor(
      presenter: presenter, worker: ProfileWorker(dataSource: dataSource),
      tasks: TaskScope(tracker: tracker))
    await interactor?.fetchProfile(request: ProfileRequest(userId: 1))
    await dataSource.heldRequestArrived.wait()
    let loading = await interactor?.loadingTask
    interactor = nil
    #expect(loading?.isCancelled == true)
    dataSource.release.open()
    await tracker.settled()
    #expect(presenter.calls.isEmpty)
    #expect(tracker.liveTaskCount == 0)
  }

  private func makeInteractor(
    _ dataSource: GatedUserDataSource
  ) -> (TaskTracker, PresentationLogicSpy, ProfileInteractor) {
    let tracker = TaskTracker()
    let presenter = PresentationLogicSpy()
    let interactor = ProfileInteractor(
      presenter: presenter, worker: ProfileWorker(dataSource: dataSource),
      tasks: TaskScope(tracker: tracker))
    return (tracker, presenter, interactor)
  }
}

/// Records what the interactor told the presenter, in order.
@MainActor
final class PresentationLogicSpy: ProfilePresentationLogic {
  private(set) var calls: [String] = []

  func presentProfile(response: ProfileResponse) {
    let posts = response.posts.map { String($0.id) }.joined(separator: ",")
    calls.append("profile(\(response.user.id): \(posts))")
  }

  func presentError(error: any Error) {
    calls.append("error(\(error.localizedDescription))")
  }

  func presentSelectedPost(response: ProfileSelectPostResponse) {
    calls.append("selected(\(response.post.id))")
  }
}

/// Serves user N with posts N0 and N1 at once — except the held user, whose request waits at
/// `release` (ignoring cancellation, like a response already on the wire) and then ends with
/// `heldOutcome`.
final class GatedUserDataSource: UserDataSource {
  let heldUserId: Int?
  let heldOutcome: Result<Void, DataSourceError>
  /// Opens when the held user's request has arrived: its fetch is in flight.
  let heldRequestArrived = Gate()
  let release = Gate()
  private let returned = Mutex<[Int]>([])

  init(heldUserId: Int?, heldOutcome: Result<Void, DataSourceError> = .success(())) {
    self.heldUserId = heldUserId
    self.heldOutcome = heldOutcome
  }

  /// The users whose requests returned a user, in the order they returned.
  var returnedUsers: [Int] { returned.withLock { $0 } }

  func user(id: Int) async throws -> User {
    if id == heldUserId {
      heldRequestArrived.open()
      await release.wait()
      try heldOutcome.get()
    }
    returned.withLock { $0.append(id) }
    return SceneFixtures.user(id: id, name: "user \(id)", email: "user\(id)@example.com")
  }

  func posts(userId: Int) async throws -> [Post] {
    [
      SceneFixtures.post(id: userId * 10, userId: userId, title: "post \(userId * 10)"),
      SceneFixtures.post(id: userId * 10 + 1, userId: userId, title: "post \(userId * 10 + 1)"),
    ]
  }

  func users() async throws -> [User] { [] }
  func image() async throws -> [UInt8] { [] }
}
