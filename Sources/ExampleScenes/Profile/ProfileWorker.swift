import SceneRuntime

/// Fetches what the Profile screen shows. Stateless, so a plain struct: nothing for an actor
/// to protect. Each call is one request; the interactor decides to run two at once.
struct ProfileWorker: SceneWorker {
  let dataSource: any UserDataSource

  func fetchUser(id: Int) async throws -> User {
    try await call("fetchUser", id) {
      try await Self.translatingErrors { try await dataSource.user(id: id) }
    }
  }

  func fetchPosts(userId: Int) async throws -> [Post] {
    try await call("fetchPosts", userId) {
      try await Self.translatingErrors { try await dataSource.posts(userId: userId) }
    }
  }

  /// A data source failure, as the Profile screen words it.
  private static func translatingErrors<Output>(
    _ request: () async throws -> Output
  ) async throws -> Output {
    do {
      return try await request()
    } catch let error as DataSourceError {
      throw ProfileError(error)
    }
  }
}
