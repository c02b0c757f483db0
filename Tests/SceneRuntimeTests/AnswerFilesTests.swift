import Foundation
import Testing

@testable import SceneRuntime

/// The answer files `--answers` reads and `--record-answers` writes: one layout, both ways.
@Suite struct AnswerFilesTests {
  let folder = FileManager.default.temporaryDirectory
    .appendingPathComponent("answers-\(UUID().uuidString)")

  private func write(_ path: String, _ text: String) throws {
    let file = folder.appendingPathComponent(path)
    try FileManager.default.createDirectory(
      at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
    try Data(text.utf8).write(to: file)
  }

  private func request(_ url: String, _ method: String = "GET") throws -> AnswerRequest {
    AnswerRequest(method: method, url: try #require(URL(string: url)))
  }

  private func body(_ answer: CannedAnswer?) -> String? {
    answer.map { String(decoding: $0.body, as: UTF8.self) }
  }

  @Test func aPathIsAFileAnExtensionMayBeAddedAndAQueryMayBeNamed() throws {
    defer { try? FileManager.default.removeItem(at: folder) }
    try write("api.test/users.json", "all")
    try write("api.test/users/1.json", "one")
    try write("api.test/posts?userId=2.json", "two's")
    try write("api.test/posts.json", "any")
    try write("api.test/a/index.json", "index")
    try write("api.test/POST login.json", "posted")
    try write("api.test:8080/v1/x", "port")
    let answers = try AnswerFolder(path: folder.path)
    #expect(body(try answers.answer(for: try request("https://api.test/users"))) == "all")
    #expect(body(try answers.answer(for: try request("https://api.test/users/1?key=k"))) == "one")
    #expect(
      body(try answers.answer(for: try request("https://api.test/posts?userId=2"))) == "two's")
    #expect(body(try answers.answer(for: try request("https://api.test/posts?userId=3"))) == "any")
    #expect(body(try answers.answer(for: try request("https://api.test/a/"))) == "index")
    #expect(
      body(try answers.answer(for: try request("https://api.test/login", "POST"))) == "posted")
    #expect(try answers.answer(for: try request("https://api.test/login")) == nil)
    #expect(body(try answers.answer(for: try request("http://api.test:8080/v1/x"))) == "port")
    #expect(try answers.answer(for: try request("https://api.test/../etc/passwd")) == nil)
    // An app's base URL ending in `/` joined to a path starting with one: `//` names no folder.
    #expect(body(try answers.answer(for: try request("https://api.test//users/1"))) == "one")
    let typed = try answers.answer(for: try request("https://api.test/users"))
    #expect(typed?.headers.first?.value == "application/json")
  }

  @Test func aHeadSetsStatusLatencyAndFieldsAndABadLineNamesItsPlace() throws {
    defer { try? FileManager.default.removeItem(at: folder) }
    try write("api.test/gone.json", "{}")
    try write("api.test/gone.json.head", "# why\nStatus: 410 Gone\nLatency: 250ms\nX-Why: moved\n")
    try write("api.test/empty.head", "Status: 204\n")
    try write("api.test/bad.json.head", "Status 500\n")
    try write("api.test/bad.json", "{}")
    let answers = try AnswerFolder(path: folder.path)
    let gone = try #require(try answers.answer(for: try request("https://api.test/gone.json")))
    #expect(gone.status == 410)
    #expect(gone.latency == .milliseconds(250))
    #expect(gone.headers.map(\.name) == ["Content-Type", "X-Why"])
    #expect(try answers.answer(for: try request("https://api.test/empty"))?.status == 204)
    #expect(throws: AnswerSourceError.self) {
      try answers.answer(for: try request("https://api.test/bad.json"))
    }
  }

  @Test func aRecordedAnswerIsReadBackAsItWasAndHoldsNoKey() throws {
    defer { try? FileManager.default.removeItem(at: folder) }
    let recorder = try AnswerRecorder(path: folder.path)
    let asked = try request("https://api.test/v2/home?api-key=s3cret&page=2")
    let missing = try request("https://api.test/v2/none")
    let written = try recorder.record(
      CannedAnswer(
        status: 200,
        headers: [("Content-Type", "application/json"), ("Date", "today"), ("X-Page", "2")],
        body: Data("{\"page\":2}".utf8)), for: asked)
    try recorder.record(
      CannedAnswer(status: 404, headers: [("Content-Type", "text/html")], body: Data("no".utf8)),
      for: missing)
    #expect(written == folder.path + "/api.test/v2/home?page=2.json")
    #expect(!written.contains("s3cret"))
    let answers = try AnswerFolder(path: folder.path)
    let again = try #require(try answers.answer(for: asked))
    #expect(body(again) == "{\"page\":2}")
    #expect(again.headers.map(\.name) == ["Content-Type", "X-Page"])
    let notFound = try #require(try answers.answer(for: missing))
    #expect(notFound.status == 404)
    #expect(body(notFound) == "no")
  }

  @Test func aHARAnswersByURLThenPathInItsOrderAndTakesItsTime() throws {
    defer { try? FileManager.default.removeItem(at: folder) }
    func entry(_ url: String, _ text: String, _ time: Double) -> String {
      """
      {"time": \(time), "request": {"method": "GET", "url": "\(url)"},
       "response": {"status": 200, "headers": [{"name": "Content-Length", "value": "9"}],
                    "content": {"mimeType": "application/json", "text": "\(text)"}}}
      """
    }
    try write(
      "app.har",
      """
      {"log": {"entries": [\(entry("https://api.test/feed?page=1", "first", 12.6)),
      \(entry("https://api.test/feed?page=1", "second", 3)),
      \(entry("https://api.test/other", "other", 0))]}}
      """)
    let archive = try HARAnswers(path: folder.appendingPathComponent("app.har").path)
    let feed = try request("https://api.test/feed?page=1")
    let first = archive.answer(for: feed)
    #expect(body(first) == "first")
    #expect(first?.latency == .milliseconds(13))
    #expect(first?.headers.map(\.name) == ["Content-Type"])
    #expect(body(archive.answer(for: feed)) == "second")
    #expect(body(archive.answer(for: feed)) == "second")
    #expect(body(archive.answer(for: try request("https://api.test/feed?page=9"))) == "first")
    #expect(archive.answer(for: try request("https://api.test/none")) == nil)
    try write("broken.har", "{\"log\": {}}")
    #expect(throws: AnswerSourceError.self) {
      try HARAnswers(path: folder.appendingPathComponent("broken.har").path)
    }
  }

  /// A FIFO or a device where an answer or a HAR would be is refused with the reason, never
  /// read: the request (or the shell's start) would wait for a writer, or read forever.
  @Test func aFIFOOrADeviceIsNeverRead() throws {
    defer { try? FileManager.default.removeItem(at: folder) }
    try FileManager.default.createDirectory(
      at: folder.appendingPathComponent("api.test"), withIntermediateDirectories: true)
    #expect(mkfifo(folder.appendingPathComponent("api.test/stuck.json").path, 0o600) == 0)
    let answers = try AnswerFolder(path: folder.path)
    let error = #expect(throws: AnswerSourceError.self) {
      try answers.answer(for: try request("https://api.test/stuck.json"))
    }
    #expect(
      error?.description.hasSuffix(
        "is not a regular file (a FIFO, a device or a socket is never read)") == true)
    #expect(throws: AnswerSourceError.self) { try HARAnswers(path: "/dev/zero") }
  }

  @Test func aSecretInTheQueryIsHiddenWhereverTheURLIsShown() throws {
    let url = try #require(URL(string: "https://api.test/a.json?apiKey=s3&q=news&access_token=t"))
    #expect(
      AnswerFileName.hidingSecrets(in: url)
        == "https://api.test/a.json?apiKey=<hidden>&q=news&access_token=<hidden>")
    let plain = try #require(URL(string: "https://api.test/a.json?q=1"))
    #expect(AnswerFileName.hidingSecrets(in: plain) == "https://api.test/a.json?q=1")
  }
}
