/// Where workers get their data: the embedded fixtures, or a jsonplaceholder-shaped server
/// over HTTP (`--data-url`). Errors are `DataSourceError`s (or `CancellationError`).
public protocol UserDataSource: Sendable {
  /// `GET /users`
  func users() async throws -> [User]
  /// `GET /users/{id}`
  func user(id: Int) async throws -> User
  /// `GET /posts?userId={id}`
  func posts(userId: Int) async throws -> [Post]
  /// `GET /images/root.png`: the bytes of the image the MVI Root screen shows.
  func image() async throws -> [UInt8]
}
