import SceneRuntime
import Synchronization
import Testing

@testable import ExampleData
@testable import ExampleScenes

@Suite struct ProfileWorkerTests {
  // Each request is held until the other one has arrived, so an interactor that awaited one
  // before sending the other would wait forever: the time limit cancels the test, which lets
  // the held request go, and the in-flight count fails it.
  @MainActor
  @Test(.timeLimit(.minutes(1)))
  func theInteractorRequestsTheUserAndThePostsAtTheSameTime() async throws {
    let dataSource = RendezvousDataSource()
    let tracker = TaskTracker()
    let presenter = PresentationLogicSpy()
    let interactor = ProfileInteractor(
      presenter: presenter, worker: ProfileWorker(dataSource: dataSource),
      tasks: TaskScope(tracker: tracker))
    await interactor.fetchProfile(request: ProfileRequest(userId: 4))
    await tracker.settled()
    #expect(presenter.calls == ["profile(4: 40,41)"])
    #expect(dataSource.arrivals.sorted() == ["posts(4)", "user(4)"])
    #expect(dataSource.mostInFlight == 2)
  }

  @Test func dataSourceFailuresBecomeProfileErrors() async {
    let cases: [(DataSourceError, ProfileError)] = [
      (.network, .network), (.notFound, .notFound), (.malformed, .unreadableResponse),
    ]
    for (failure, expected) in cases {
      let worker = ProfileWorker(dataSource: FailingUserDataSource(failure: failure))
      await #expect(throws: expected) { try await worker.fetchUser(id: 1) }
    }
  }
}

/// Holds each request until both the user and the posts have been requested, and records how
/// many were in flight at once.
private final class RendezvousDataSource: UserDataSource {
  private struct State {
    var arrivals: [String] = []
    var inFlight = 0
    var mostInFlight = 0
    var held: [Int: CheckedContinuation<Void, Never>] = [:]
    var letGo: Set<Int> = []
    var nextID = 0
  }

  private let state = Mutex(State())

  var arrivals: [String] { state.withLock { $0.arrivals } }
  var mostInFlight: Int { state.withLock { $0.mostInFlight } }

  func user(id: Int) async throws -> User {
    await arrive("user(\(id))")
    return SceneFixtures.user(id: id)
  }

  func posts(userId: Int) async throws -> [Post] {
    await arrive("posts(\(userId))")
    return [
      SceneFixtures.post(id: userId * 10, userId: userId),
      SceneFixtures.post(id: userId * 10 + 1, userId: userId),
    ]
  }

  func users() async throws -> [User] { [] }
  func image() async throws -> [UInt8] { [] }

  private func arrive(_ request: String) async {
    let id = state.withLock { state in
      state.arrivals.append(request)
      state.inFlight += 1
      state.mostInFlight = max(state.mostInFlight, state.inFlight)
      defer { state.nextID += 1 }
      return state.nextID
    }
    await withTaskCancellationHandler {
      await withCheckedContinuation { continuation in
        let released = state.withLock { state -> [CheckedContinuation<Void, Never>] in
          if state.letGo.contains(id) { return [continuation] }
          state.held[id] = continuation
          guard state.held.count == 2 else { return [] }
          defer { state.held = [:] }
          return Array(state.held.values)
        }
        released.forEach { $0.resume() }
      }
    } onCancel: {
      // The time limit passed: let this request go, so the test can end and fail.
      let continuation = state.withLock { state in
        state.letGo.insert(id)
        return state.held.removeValue(forKey: id)
      }
      continuation?.resume()
    }
    state.withLock { $0.inFlight -= 1 }
  }
}

/// Fails the user request with `failure`; the posts would have arrived.
private struct FailingUserDataSource: UserDataSource {
  let failure: DataSourceError

  func user(id: Int) async throws -> User { throw failure }
  func posts(userId: Int) async throws -> [Post] { [] }
  func users() async throws -> [User] { [] }
  func image() async throws -> [UInt8] { [] }
}
