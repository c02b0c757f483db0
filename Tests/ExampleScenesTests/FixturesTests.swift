import Foundation
import SceneRuntime
import Testing

@testable import ExampleData
@testable import ExampleScenes

@Suite struct FixturesTests {
  @Test func embeddedDataHoldsTenUsersAndAHundredPosts() async throws {
    let source = EmbeddedDataSource(clock: SceneClock(mode: .virtual, tracker: TaskTracker()))
    let users = try await source.users()
    #expect(users.count == 10)
    #expect(users.map(\.id) == Array(1...10))
    var posts: [Post] = []
    for user in users { posts += try await source.posts(userId: user.id) }
    #expect(posts.count == 100)
    #expect(Set(posts.map(\.id)).count == 100)
    // Stored in mixed case on purpose: the presenter's formatting must have work to do.
    #expect(users.contains { $0.name != $0.name.capitalized })
    #expect(users.contains { $0.email != $0.email.lowercased() })
  }

  /// The users the embedded source starts from are written out as values; the JSON the
  /// fixture server sends must say the same.
  @Test func usersAsValuesAreTheUsersJSONDecoded() throws {
    let decoded = try JSONDecoder().decode([User].self, from: Data(Fixtures.usersJSON.utf8))
    #expect(decoded == Fixtures.users)
  }

  @Test func unknownUserIsNotFound() async {
    let source = EmbeddedDataSource(clock: SceneClock(mode: .virtual, tracker: TaskTracker()))
    await #expect(throws: DataSourceError.notFound) { try await source.user(id: 42) }
  }
}
