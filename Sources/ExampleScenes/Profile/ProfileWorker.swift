import ExampleData
import SceneRuntime

/// Fetches what the Profile screen shows. Stateless, so a plain struct: nothing for an actor
/// to protect. Each call is one request; the interactor decides to run two at once.
struct ProfileWorker: SceneWorker {
  let dataSource: any UserDataSource

  func fetchUser(id: Int) async throws -> User {
    try await request("fetchUser", id) { try await dataSource.user(id: id) }
  }

  func fetchPosts(userId: Int) async throws -> [Post] {
    try await request("fetchPosts", userId) { try await dataSource.posts(userId: userId) }
  }

  /// One recorded call, a data source failure worded as the Profile screen words it.
  private func request<Output>(
    _ method: String, _ payload: some Sendable, _ body: () async throws -> Output
  ) async throws -> Output {
    try await call(method, payload) {
      do {
        return try await body()
      } catch let error as DataSourceError {
        throw ProfileError(error)
      }
    }
  }
}
