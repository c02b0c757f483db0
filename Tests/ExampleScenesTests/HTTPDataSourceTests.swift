import Foundation
import SceneRuntime
import TestSupport
import Testing

@testable import ExampleData
@testable import ExampleScenes

/// HTTPDataSource against the loopback fixture server: each test starts its own server, so the
/// modes of parallel tests never meet, and stops it before returning.
@Suite struct HTTPDataSourceTests {
  private let embeddedUsers = try? JSONDecoder().decode(
    [User].self, from: Data(Fixtures.usersJSON.utf8))
  private let embeddedPosts = try? JSONDecoder().decode(
    [Post].self, from: Data(Fixtures.postsJSON.utf8))

  @Test func servedDataEqualsTheEmbeddedData() async throws {
    let server = try await FixtureServer.start()
    defer { server.stop() }
    let source = HTTPDataSource(baseURL: server.baseURL)

    let users = try await source.users()
    #expect(users.count == 10)
    #expect(users == embeddedUsers)
    #expect(try await source.user(id: 3) == embeddedUsers?.first { $0.id == 3 })
    let posts = try await source.posts(userId: 3)
    #expect(posts.count == 10)
    #expect(posts == embeddedPosts?.filter { $0.userId == 3 })
    let image = try await source.image()
    #expect(image == Data(base64Encoded: Fixtures.rootImagePNGBase64).map(Array.init))
  }

  @Test func pathPrefixIsKept() async throws {
    let server = try await FixtureServer.start(pathPrefix: "/api")
    defer { server.stop() }
    #expect(server.baseURL.path == "/api")

    let user = try await HTTPDataSource(baseURL: server.baseURL).user(id: 1)
    #expect(user.id == 1)
    // Without the prefix the server has nothing: the prefix really is part of every request.
    let bare = try #require(URL(string: "http://127.0.0.1:\(server.port)"))
    await #expect(throws: DataSourceError.notFound) {
      try await HTTPDataSource(baseURL: bare).user(id: 1)
    }
  }

  @Test(arguments: [
    "http://example.com:8080/api", "http://example.com:8080/api/", "http://example.com:8080/api//",
  ])
  func urlsKeepThePrefix(base: String) throws {
    let source = HTTPDataSource(baseURL: try #require(URL(string: base)))
    let root = "http://example.com:8080/api"
    #expect(source.url(for: .users)?.absoluteString == root + "/users")
    #expect(source.url(for: .user(id: 7))?.absoluteString == root + "/users/7")
    #expect(source.url(for: .posts(userId: 7))?.absoluteString == root + "/posts?userId=7")
    #expect(source.url(for: .image)?.absoluteString == root + "/images/root.png")
  }

  @Test func urlsWithoutPrefixOrWithAQuery() throws {
    let bare = HTTPDataSource(baseURL: try #require(URL(string: "http://127.0.0.1:9")))
    #expect(bare.url(for: .users)?.absoluteString == "http://127.0.0.1:9/users")
    let keyed = HTTPDataSource(baseURL: try #require(URL(string: "https://h/v1?key=k")))
    #expect(
      keyed.url(for: .posts(userId: 2))?.absoluteString == "https://h/v1/posts?key=k&userId=2")
  }

  @Test func unknownUserIsNotFound() async throws {
    let server = try await FixtureServer.start()
    defer { server.stop() }
    await #expect(throws: DataSourceError.notFound) {
      try await HTTPDataSource(baseURL: server.baseURL).user(id: 42)
    }
  }

  @Test func failingStatusIsANetworkError() async throws {
    let server = try await FixtureServer.start()
    defer { server.stop() }
    let source = HTTPDataSource(baseURL: server.baseURL)

    try await server.setMode(.serverError)
    await #expect(throws: DataSourceError.network) { try await source.users() }
    await #expect(throws: DataSourceError.network) { try await source.user(id: 1) }
    await #expect(throws: DataSourceError.network) { try await source.posts(userId: 1) }
    await #expect(throws: DataSourceError.network) { try await source.image() }

    // A 404 for a whole list means the server is not the expected one, not a missing record.
    try await server.setMode(.notFound)
    await #expect(throws: DataSourceError.network) { try await source.users() }
    await #expect(throws: DataSourceError.notFound) { try await source.user(id: 1) }

    try await server.setMode(.ok)
    #expect(try await source.users().count == 10)
  }

  @Test func brokenBodyIsMalformed() async throws {
    let server = try await FixtureServer.start()
    defer { server.stop() }
    let source = HTTPDataSource(baseURL: server.baseURL)

    try await server.setMode(.malformed)
    await #expect(throws: DataSourceError.malformed) { try await source.users() }
    await #expect(throws: DataSourceError.malformed) { try await source.user(id: 1) }
    await #expect(throws: DataSourceError.malformed) { try await source.posts(userId: 1) }
    await #expect(throws: DataSourceError.malformed) { try await source.image() }
  }

  @Test func stoppedServerIsANetworkError() async throws {
    let server = try await FixtureServer.start()
    let source = HTTPDataSource(baseURL: server.baseURL, timeout: .seconds(30))
    server.stop()

    // A refused connection fails at once, not after the timeout (bounds are loose: this
    // only tells "refused" from "timed out", it does not measure speed).
    let start = ContinuousClock.now
    await #expect(throws: DataSourceError.network) { try await source.users() }
    await #expect(throws: DataSourceError.network) { try await source.image() }
    #expect(ContinuousClock.now - start < .seconds(15))
  }

  @Test func slowServerTimesOut() async throws {
    let server = try await FixtureServer.start()
    defer { server.stop() }
    let source = HTTPDataSource(baseURL: server.baseURL, timeout: .milliseconds(500))
    // A half-second deadline is kept as it is (FoundationNetworking, used before, rounded it
    // down to zero and failed at once): the call below fails no sooner than it says. A call
    // that is answered is made with a deadline no loaded machine misses (python3 may take
    // longer than half a second to answer when the cores are busy).
    let patient = HTTPDataSource(baseURL: server.baseURL, timeout: .seconds(120))
    #expect(try await patient.users().count == 10)
    // The answer comes a minute late, so that only the deadline can end the call in time even
    // on a loaded machine (the bound below tells the two apart; it does not measure speed).
    try await server.setMode(.slow(.seconds(60)))

    let start = ContinuousClock.now
    await #expect(throws: DataSourceError.network) { try await source.users() }
    let elapsed = ContinuousClock.now - start
    #expect(elapsed >= .milliseconds(400))
    #expect(elapsed < .seconds(30))  // well before the server's answer
  }

  @Test func cancellingTheCallerEndsTheRequest() async throws {
    let server = try await FixtureServer.start()
    defer { server.stop() }
    // Neither the answer nor the deadline comes within the bound below: only the cancellation
    // can end the call there (a source that checked for it after the answer would not).
    try await server.setMode(.slow(.seconds(60)))
    let source = HTTPDataSource(baseURL: server.baseURL, timeout: .seconds(60))

    let start = ContinuousClock.now
    let request = Task { try await source.user(id: 1) }
    try await Task.sleep(for: .milliseconds(200))
    request.cancel()
    await #expect(throws: CancellationError.self) { try await request.value }
    #expect(ContinuousClock.now - start < .seconds(30))
  }

  @Test func cancelledCallerSendsNoRequest() async throws {
    // Nothing listens on port 9 here; a request that went out would fail as .network.
    let source = HTTPDataSource(baseURL: try #require(URL(string: "http://127.0.0.1:9")))
    let request = Task {
      withUnsafeCurrentTask { $0?.cancel() }
      return try await source.users()
    }
    await #expect(throws: CancellationError.self) { try await request.value }
  }

  /// Each failure leaves a note saying what happened on the wire, with the URL; the scene's
  /// own alert keeps the seed's words.
  @Test func failuresSayWhatHappenedOnTheWire() async throws {
    let server = try await FixtureServer.start()
    defer { server.stop() }
    let events = SceneEvents()
    // Answers are awaited with a deadline no loaded machine misses; the half-second one is for
    // the answer that never comes.
    let source = HTTPDataSource(baseURL: server.baseURL, timeout: .seconds(120), events: events)
    let impatient = HTTPDataSource(
      baseURL: server.baseURL, timeout: .milliseconds(500), events: events)
    let base = server.baseURL.absoluteString

    try await server.setMode(.serverError)
    await #expect(throws: DataSourceError.network) { try await source.users() }
    #expect(events.drain() == ["GET \(base)/users: HTTP 500"])

    try await server.setMode(.malformed)
    await #expect(throws: DataSourceError.malformed) { try await source.users() }
    await #expect(throws: DataSourceError.malformed) { try await source.image() }
    let malformed = events.drain()
    #expect(malformed.count == 2)
    // The fixture's broken body is `[{"id": 1, "name": ` (19 bytes), cut short.
    #expect(malformed.first == "GET \(base)/users: malformed JSON: it ends early, at byte 19")
    #expect(malformed.last == "GET \(base)/images/root.png: not a PNG or JPEG image (25 bytes)")

    try await server.setMode(.slow(.seconds(60)))
    await #expect(throws: DataSourceError.network) { try await impatient.users() }
    #expect(events.drain() == ["GET \(base)/users: timed out after 500ms"])

    server.stop()
    await #expect(throws: DataSourceError.network) { try await source.users() }
    #expect(events.drain() == ["GET \(base)/users: connection refused"])
  }

  @Test func aWrongShapeNamesWhere() {
    struct Row: Decodable { let id: Int }
    let error = #expect(throws: DecodingError.self) {
      try JSONDecoder().decode([Row].self, from: Data(#"[{"id": 1}, {"id": "x"}]"#.utf8))
    }
    #expect(
      error.map { HTTPDataSource.reason(forDecoding: $0, of: Data()) }
        == "unexpected JSON at [1].id"
    )
    let broken = Data(#"[{"id": x}]"#.utf8)
    let corrupted = #expect(throws: DecodingError.self) {
      try JSONDecoder().decode([Row].self, from: broken)
    }
    #expect(
      corrupted.map { HTTPDataSource.reason(forDecoding: $0, of: broken) }
        == "malformed JSON at byte 8")
    // Nested past what Foundation reads: not broken, too deep (it said "malformed at 513").
    let deep = Data(
      (String(repeating: "[", count: 100_000) + String(repeating: "]", count: 100_000)).utf8)
    let tooDeep = #expect(throws: DecodingError.self) {
      try JSONDecoder().decode([Row].self, from: deep)
    }
    #expect(
      tooDeep.map { HTTPDataSource.reason(forDecoding: $0, of: deep) }
        == "JSON nested more than 512 levels deep (at byte 513), more than is read")
  }
}
