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
    await presenter.presentLoading(true)
    do {
      let users = try await worker.fetchUsers()
      self.users = users
      await presenter.presentUsers(UserList.FetchUsers.Response(users: users))
    } catch {
      await presenter.presentError(error)
    }
    await presenter.presentLoading(false)
  }

  func selectUser(request: UserList.SelectUser.Request) async {
    guard users.indices.contains(request.index) else {
      await presenter.presentError(
        UserListError.noSuchRow(index: request.index, count: users.count))
      return
    }
    await presenter.presentSelectedUser(
      UserList.SelectUser.Response(selectedUser: users[request.index]))
  }

  func startLiveUpdates(interval: Duration) {
    // Never two pollers: the earlier one goes first.
    liveUpdateTask?.cancel()
    pollersStarted += 1
    let stream = worker.liveUserStream(interval: interval, poller: pollersStarted)
    liveUpdateTask = worker.tasks.spawn("UserListInteractor.liveUpdateTask") { [weak self] in
      for await users in stream {
        guard !Task.isCancelled else { break }
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
      for await _ in notifications {
        guard !Task.isCancelled else { break }
        await self?.fetchUsers(request: UserList.FetchUsers.Request())
      }
    }
  }

  private func receiveLive(_ users: [User]) async {
    self.users = users
    await presenter.presentUsers(UserList.FetchUsers.Response(users: users))
  }
}
