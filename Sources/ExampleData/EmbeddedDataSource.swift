import Foundation
import SceneRuntime

/// The fixtures shipped inside the package, served with a small simulated latency on the scene
/// clock, as a server would serve them. An actor, because the shell can change the data while
/// scenes read it (as a server's data changes under a polling client).
public actor EmbeddedDataSource: UserDataSource {
  public static let defaultLatency: Duration = .milliseconds(300)

  // The users as values (the first list a session shows); the posts decoded when first read,
  // not as the catalog is built: a session that opens no user's detail never pays for them.
  private var storedUsers: [User] = Fixtures.users
  private lazy var storedPosts: [Post] = Self.decode(Fixtures.postsJSON)
  private let clock: SceneClock
  private let latency: Duration

  public init(clock: SceneClock, latency: Duration = EmbeddedDataSource.defaultLatency) {
    self.clock = clock
    self.latency = latency
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

  // MARK: Changing the data, as a server's data changes under a polling client

  /// Renames user `id`; returns the old name.
  public func renameUser(id: Int, to name: String) throws(DataSourceError) -> String {
    guard let index = storedUsers.firstIndex(where: { $0.id == id }) else { throw .notFound }
    defer { storedUsers[index].name = name }
    return storedUsers[index].name
  }

  /// Adds a user with the next free id, shaped like the others; returns it.
  public func addUser(name: String) -> User {
    let id = (storedUsers.map(\.id).max() ?? 0) + 1
    let handle = name.lowercased().split(separator: " ").joined(separator: ".")
    var user = storedUsers.first ?? Self.blankUser
    user.id = id
    user.name = name
    user.username = handle.isEmpty ? "user\(id)" : handle
    user.email = "\(user.username)@example.com"
    storedUsers.append(user)
    return user
  }

  /// Removes user `id` and their posts.
  public func removeUser(id: Int) throws(DataSourceError) {
    guard storedUsers.contains(where: { $0.id == id }) else { throw .notFound }
    storedUsers.removeAll { $0.id == id }
    storedPosts.removeAll { $0.userId == id }
  }

  private static let blankUser = User(
    id: 0, name: "", username: "", email: "",
    address: User.Address(
      street: "", suite: "", city: "", zipcode: "", geo: User.Address.Geo(lat: "0", lng: "0")),
    phone: "", website: "", company: User.Company(name: "", catchPhrase: "", bs: ""))

  /// The fixtures are part of the binary and checked by the tests; failing to decode them is a
  /// build defect, so an empty list (which every scene shows as such) is the honest fallback.
  /// The bytes are copied from the string's own buffer: `Data(json.utf8)` asks whether the view
  /// is `ContiguousBytes`, one scan of every conformance record at start-up.
  private static func decode<Value: Decodable>(_ json: String) -> [Value] {
    var json = json
    let data = json.withUTF8 { Data(buffer: $0) }
    return (try? JSONDecoder().decode([Value].self, from: data)) ?? []
  }
}
