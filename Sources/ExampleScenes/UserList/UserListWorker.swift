/// Fetches users. Stateless, so a plain struct: nothing to protect with an actor.
struct UserListWorker: Sendable {
  let dataSource: any UserDataSource

  func fetchUsers() async throws -> [User] {
    try await dataSource.users()
  }
}
