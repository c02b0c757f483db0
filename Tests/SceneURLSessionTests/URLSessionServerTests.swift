import ExampleData
import Foundation
import SceneRuntime
import SceneURLSession
import TestSupport
import Testing

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// The scene's own URLSession calls, answered by the shell's server: never the network. One
/// suite, serialised: `URLProtocol` registration is process-wide, and each test makes the
/// server it needs current.
@MainActor @Suite(.serialized) struct URLSessionServerTests {
  private let tasks = TaskTracker()
  private let events = SceneEvents()

  private func server(dataURL: String? = nil) -> URLSessionServer {
    let clock = SceneClock(mode: .virtual, tracker: tasks)
    return URLSessionServer.jsonPlaceholder(
      SceneCatalog.Context(tasks: tasks, clock: clock, events: events, dataURL: dataURL))
  }

  private func fault(_ server: URLSessionServer, _ kind: String, _ value: String? = nil)
    async throws
  {
    let command = try #require(server.commands.first { $0.name == "fault" })
    var arguments: [String: IntentArguments.Value] = ["KIND": .choice(kind)]
    if let value { arguments["CODE|DURATION|KIND"] = .text(value) }
    try await command.perform(IntentArguments(arguments))
  }

  /// A completion-handler data task, as old code makes it.
  nonisolated private static func dataTask(
    _ session: URLSession, _ url: String
  ) async -> (Data?, HTTPURLResponse?, URLError?) {
    guard let url = URL(string: url) else { return (nil, nil, URLError(.badURL)) }
    return await withCheckedContinuation { continuation in
      session.dataTask(with: url) { data, response, error in
        continuation.resume(returning: (data, response as? HTTPURLResponse, error as? URLError))
      }.resume()
    }
  }

  @Test func aSharedSessionDataTaskGetsTheEmbeddedUser() async throws {
    _ = server()
    let (data, response, error) = await Self.dataTask(
      .shared, "https://jsonplaceholder.typicode.com/users/1")
    #expect(error == nil)
    #expect(response?.statusCode == 200)
    let user = try JSONDecoder().decode(User.self, from: try #require(data))
    #expect(user.name == "leanne graham")
    #expect(user.username == "Bret")
  }

  @Test func theAsyncDataFromCallGetsThePostsOfAUser() async throws {
    _ = server()
    let url = try #require(URL(string: "https://jsonplaceholder.typicode.com/posts?userId=1"))
    let (data, response) = try await URLSession.shared.data(from: url)
    #expect((response as? HTTPURLResponse)?.statusCode == 200)
    let posts = try JSONDecoder().decode([Post].self, from: data)
    #expect(posts.count == 10)
    #expect(posts.allSatisfy { $0.userId == 1 })
  }

  @Test func theSeedsImageURLGetsTheEmbeddedPNG() async throws {
    _ = server()
    let (data, response, _) = await Self.dataTask(
      .shared, "https://upload.wikimedia.org/wikipedia/commons/f/f4/Honeycrisp.jpg")
    #expect(response?.statusCode == 200)
    #expect(data?.starts(with: [0x89, 0x50, 0x4E, 0x47]) == true)
  }

  @Test func aNetworkFaultFailsTheTaskAsAnUnreachableServerWould() async throws {
    let server = server()
    try await fault(server, "network")
    let (data, _, error) = await Self.dataTask(
      .shared, "https://jsonplaceholder.typicode.com/users/1")
    #expect(data == nil)
    #expect(error?.code == .notConnectedToInternet)
    try await fault(server, "off")
  }

  @Test func anHTTPFaultIsAnAnswerWithThatStatusAndASmallBody() async throws {
    let server = server()
    try await fault(server, "http", "500")
    let (data, response, error) = await Self.dataTask(
      .shared, "https://jsonplaceholder.typicode.com/users/1")
    try await fault(server, "off")
    #expect(error == nil)
    #expect(response?.statusCode == 500)
    let body = data.map { String(decoding: $0, as: UTF8.self) }
    #expect(body == #"{"error":"Internal Server Error"}"#)
  }

  @Test func theAsyncCallSeesTheStatusOfAFaultToo() async throws {
    let server = server()
    try await fault(server, "http", "503")
    let url = try #require(URL(string: "https://jsonplaceholder.typicode.com/posts?userId=1"))
    let (_, response) = try await URLSession.shared.data(from: url)
    try await fault(server, "off")
    #expect((response as? HTTPURLResponse)?.statusCode == 503)
  }

  @Test func aNotFoundFaultIsA404AndAMalformedOneA200ThatIsNotJSON() async throws {
    let server = server()
    try await fault(server, "notfound")
    let (_, missing, error) = await Self.dataTask(
      .shared, "https://jsonplaceholder.typicode.com/users")
    #expect(error == nil)
    #expect(missing?.statusCode == 404)
    try await fault(server, "malformed")
    let (body, malformed, _) = await Self.dataTask(
      .shared, "https://jsonplaceholder.typicode.com/users/2")
    try await fault(server, "off")
    #expect(malformed?.statusCode == 200)
    #expect(body.map { String(decoding: $0, as: UTF8.self) }?.hasPrefix("<html>") == true)
  }

  @Test func aMissingRecordIsA404() async throws {
    _ = server()
    let (_, response, error) = await Self.dataTask(
      .shared, "https://jsonplaceholder.typicode.com/users/99")
    #expect(error == nil)
    #expect(response?.statusCode == 404)
  }

  @Test func aPathTheServedHostLacksIsA404WithANoteNamingThePath() async throws {
    _ = server()
    let (_, response, error) = await Self.dataTask(
      .shared, "https://jsonplaceholder.typicode.com/users/abc")
    #expect(error == nil)
    #expect(response?.statusCode == 404)
    #expect(
      events.drain().contains {
        $0.hasPrefix(
          "GET https://jsonplaceholder.typicode.com/users/abc: no such path on "
            + "jsonplaceholder.typicode.com")
      })
  }

  @Test func aRequestNothingAnswersIsA404NamingTheFileThatWouldAndNeverReachesTheNetwork()
    async throws
  {
    _ = server()
    let (_, response, error) = await Self.dataTask(
      .shared, "https://example.com/v2/home.json?api-key=s3cret")
    #expect(error == nil)
    #expect(response?.statusCode == 404)
    #expect(
      events.drain() == [
        "GET https://example.com/v2/home.json?api-key=<hidden>: nothing answers it: 404; "
          + "answer it with --answers DIR and the file DIR/example.com/v2/home.json"
      ])
  }

  @Test func anotherHostCanBeReadAsJSONPlaceholder() async throws {
    server().serving(host: "api.example.com")
    let (data, response, _) = await Self.dataTask(.shared, "https://api.example.com/users/2")
    #expect(response?.statusCode == 200)
    #expect(try JSONDecoder().decode(User.self, from: try #require(data)).id == 2)
  }

  @Test func withADataURLTheRequestGoesToThatServerAndItsStatusComesBackAsItWas() async throws {
    let fixtures = try await FixtureServer.start()
    defer { fixtures.stop() }
    _ = server(dataURL: fixtures.baseURL.absoluteString)
    let (data, response, _) = await Self.dataTask(
      .shared, "https://jsonplaceholder.typicode.com/users/3")
    #expect(response?.statusCode == 200)
    #expect(try JSONDecoder().decode(User.self, from: try #require(data)).id == 3)
    try await fixtures.setMode(.serverError)
    let (_, failed, error) = await Self.dataTask(
      .shared, "https://jsonplaceholder.typicode.com/users/3")
    #expect(error == nil)
    #expect(failed?.statusCode == 500)
    try await fixtures.setMode(.notFound)
    let (_, missing, _) = await Self.dataTask(
      .shared, "https://jsonplaceholder.typicode.com/posts?userId=3")
    #expect(missing?.statusCode == 404)
  }
}
