protocol UserListBusinessLogic: Sendable {
  func fetchUsers(request: UserList.FetchUsers.Request) async
  func selectUser(request: UserList.SelectUser.Request) async
}

/// Business logic of the UserList scene. An actor: the fetched users are its state, and every
/// caller reaches it with `await`.
actor UserListInteractor: UserListBusinessLogic {
  private let presenter: any UserListPresentationLogic
  private let worker: UserListWorker
  /// The data store: the users as last fetched, which `selectUser` indexes into.
  private(set) var users: [User] = []

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
}
