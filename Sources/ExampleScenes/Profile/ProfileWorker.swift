/// Fetches what the Profile screen shows. Stateless, so a plain struct: nothing for an actor
/// to protect.
struct ProfileWorker: Sendable {
  let dataSource: any UserDataSource

  /// The user and the user's posts, requested in parallel: the screen waits for the slower of
  /// the two, not for their sum. If either fails, the other is cancelled.
  func fetchProfile(userId: Int) async throws -> ProfileResponse {
    async let user = dataSource.user(id: userId)
    async let posts = dataSource.posts(userId: userId)
    do {
      return try await ProfileResponse(user: user, posts: posts)
    } catch let error as DataSourceError {
      throw ProfileError(error)
    }
  }
}
