import Foundation
import SceneRuntime

/// The fixtures shipped inside the package, served with a small simulated latency on the scene
/// clock, as a server would serve them. An actor, because the shell can change the data while
/// scenes read it (as a server's data changes under a polling client).
public actor EmbeddedDataSource: UserDataSource {
  public static let defaultLatency: Duration = .milliseconds(300)

  private var storedUsers: [User]
  private var storedPosts: [Post]
  private let clock: SceneClock
  private let latency: Duration

  public init(clock: SceneClock, latency: Duration = EmbeddedDataSource.defaultLatency) {
    self.clock = clock
    self.latency = latency
    self.storedUsers = Self.decode(Fixtures.usersJSON)
    self.storedPosts = Self.decode(Fixtures.postsJSON)
  }

  public func users() async throws -> [User] {
    try await clock.simulateLatency(latency)
    return storedUsers
  }

  public func user(id: Int) async throws -> User {
    try await clock.simulateLatency(latency)
    guard let user = storedUsers.first(where: { $0.id == id }) else {
      throw DataSourceError.notFound
    }
    return user
  }

  public func posts(userId: Int) async throws -> [Post] {
    try await clock.simulateLatency(latency)
    return storedPosts.filter { $0.userId == userId }
  }

  public func image() async throws -> [UInt8] {
    try await clock.simulateLatency(latency)
    guard let bytes = Data(base64Encoded: Fixtures.rootImagePNGBase64) else {
      throw DataSourceError.malformed
    }
    return Array(bytes)
  }

  /// The fixtures are part of the binary and checked by the tests; failing to decode them is a
  /// build defect, so an empty list (which every scene shows as such) is the honest fallback.
  private static func decode<Value: Decodable>(_ json: String) -> [Value] {
    (try? JSONDecoder().decode([Value].self, from: Data(json.utf8))) ?? []
  }
}
