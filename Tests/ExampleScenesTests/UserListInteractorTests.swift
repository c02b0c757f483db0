import SceneRuntime
import Testing

@testable import ExampleData
@testable import ExampleScenes

@Suite struct UserListInteractorTests {
  func worker(_ result: Result<Int, DataSourceError>) -> UserListWorker {
    let tasks = TaskTracker()
    return UserListWorker(
      dataSource: FakeDataSource(result: result), tasks: TaskScope(tracker: tasks),
      clock: SceneClock(mode: .virtual, tracker: tasks), events: SceneEvents())
  }

  @Test func fetchShowsLoadingThenUsersThenStopsLoading() async {
    let spy = PresenterSpy()
    let interactor = UserListInteractor(
      presenter: spy, worker: worker(.success(3)))
    await interactor.fetchUsers(request: UserList.FetchUsers.Request())
    #expect(await spy.calls == ["loading(true)", "users(1,2,3)", "loading(false)"])
  }

  @Test func aFailingWorkerBecomesTheScenesError() async {
    let spy = PresenterSpy()
    let interactor = UserListInteractor(
      presenter: spy,
      worker: worker(.failure(.network)))
    await interactor.fetchUsers(request: UserList.FetchUsers.Request())
    #expect(
      await spy.calls == [
        "loading(true)", "error(Network problem, please try again.)", "loading(false)",
      ])
  }

  @Test func selectingARowOutOfRangeIsAnErrorNotACrash() async {
    let spy = PresenterSpy()
    let interactor = UserListInteractor(
      presenter: spy, worker: worker(.success(10)))
    await interactor.selectUser(request: UserList.SelectUser.Request(index: 0))
    await interactor.fetchUsers(request: UserList.FetchUsers.Request())
    await interactor.selectUser(request: UserList.SelectUser.Request(index: 99))
    await interactor.selectUser(request: UserList.SelectUser.Request(index: -1))
    await interactor.selectUser(request: UserList.SelectUser.Request(index: 2))
    #expect(
      await spy.calls == [
        "error(There is no row 0: the list is empty (fetch it first).)",
        "loading(true)", "users(1,2,3,4,5,6,7,8,9,10)", "loading(false)",
        "error(There is no row 99: rows are 0 to 9.)",
        "error(There is no row -1: rows are 0 to 9.)",
        "selected(3)",
      ])
  }
}

@MainActor
private final class PresenterSpy: UserListPresentationLogic {
  var calls: [String] = []

  func presentLoading(_ isLoading: Bool) { calls.append("loading(\(isLoading))") }

  func presentUsers(_ response: UserList.FetchUsers.Response) {
    calls.append("users(\(response.users.map { String($0.id) }.joined(separator: ",")))")
  }

  func presentError(_ error: any Error) { calls.append("error(\(error.localizedDescription))") }

  func presentSelectedUser(_ response: UserList.SelectUser.Response) {
    calls.append("selected(\(response.selectedUser.id))")
  }
}

private struct FakeDataSource: UserDataSource {
  let result: Result<Int, DataSourceError>

  func users() async throws -> [User] {
    let count = try result.get()
    return (1...count).map { User.sample(id: $0, name: "user \($0)") }
  }

  func user(id: Int) async throws -> User { throw DataSourceError.notFound }

  func posts(userId: Int) async throws -> [Post] { [] }

  func image() async throws -> [UInt8] { throw DataSourceError.notFound }
}
