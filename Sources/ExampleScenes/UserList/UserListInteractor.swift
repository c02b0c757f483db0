import ExampleData
import SceneRuntime

protocol UserListBusinessLogic: Sendable {
  func fetchUsers(request: UserList.FetchUsers.Request) async
  func selectUser(request: UserList.SelectUser.Request) async
  func startLiveUpdates(interval: Duration) async
  func stopLiveUpdates() async
  func observeAppForeground(_ notifications: SceneStream<String>) async
}

/// Business logic of the UserList scene. An actor: the fetched users and the live-update task
/// are its state, and every caller reaches it with `await`.
actor UserListInteractor: UserListBusinessLogic {
  private let presenter: any UserListPresentationLogic
  private let worker: UserListWorker
  /// The data store: the users as last fetched, which `selectUser` indexes into.
  private(set) var users: [User] = []
  private var liveUpdateTask: TrackedTask?
  private var foregroundTask: TrackedTask?
  private var pollersStarted = 0

  init(presenter: any UserListPresentationLogic, worker: UserListWorker) {
    self.presenter = presenter
    self.worker = worker
  }

  func fetchUsers(request: UserList.FetchUsers.Request) async {
    await presentLoading(true)
    do {
      let users = try await worker.fetchUsers()
      self.users = users
      await presentUsers(users)
    } catch {
      await presentError(error)
    }
    await presentLoading(false)
  }

  func selectUser(request: UserList.SelectUser.Request) async {
    guard users.indices.contains(request.index) else {
      await presentError(UserListError.noSuchRow(index: request.index, count: users.count))
      return
    }
    let response = UserList.SelectUser.Response(selectedUser: users[request.index])
    await presenter.hop("presentSelectedUser", response) { $0.presentSelectedUser(response) }
  }

  func startLiveUpdates(interval: Duration) {
    // Never two pollers: the earlier one goes first.
    liveUpdateTask?.cancel()
    pollersStarted += 1
    let stream = worker.liveUserStream(interval: interval, poller: pollersStarted)
    liveUpdateTask = worker.tasks.spawn("UserListInteractor.liveUpdateTask") { [weak self] in
      // Seed 003's `for await users in stream`, as `forEach`: each poll's users arrive as a
      // hop from the worker into this interactor, under the command that started the poller.
      await stream.forEach(into: "UserListInteractor") { users in
        guard !Task.isCancelled else { return }
        await self?.receiveLive(users)
      }
    }
  }

  func stopLiveUpdates() {
    // Cancel the consumer → the stream terminates → the worker's poller is cancelled → its
    // loop ends: the cancellation chain of seed 003.
    liveUpdateTask?.cancel()
    liveUpdateTask = nil
  }

  func observeAppForeground(_ notifications: SceneStream<String>) {
    foregroundTask?.cancel()
    foregroundTask = worker.tasks.spawn("UserListInteractor.observeAppForeground") {
      [weak self] in
      // `forEach`: the refresh is recorded under the command that posted the notification.
      await notifications.forEach(into: "UserListInteractor") { _ in
        guard !Task.isCancelled else { return }
        await self?.fetchUsers(request: UserList.FetchUsers.Request())
      }
    }
  }

  private func receiveLive(_ users: [User]) async {
    self.users = users
    await presentUsers(users)
  }

  // The presenter calls, each one hop to the main actor.

  private func presentLoading(_ isLoading: Bool) async {
    await presenter.hop("presentLoading", isLoading) { $0.presentLoading(isLoading) }
  }

  private func presentUsers(_ users: [User]) async {
    let response = UserList.FetchUsers.Response(users: users)
    await presenter.hop("presentUsers", response) { $0.presentUsers(response) }
  }

  private func presentError(_ error: any Error) async {
    await presenter.hop("presentError", error) { $0.presentError(error) }
  }
}
