/// Where workers get users and posts: the embedded fixtures, or (later) a server over HTTP.
public protocol UserDataSource: Sendable {
  func users() async throws -> [User]
  func user(id: Int) async throws -> User
  func posts(userId: Int) async throws -> [Post]
}
