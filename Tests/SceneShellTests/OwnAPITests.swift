import Foundation
import TestSupport
import Testing

/// A news app's Clean Swift article list (`news-lab`, Tests/Newsroom: a service that imports
/// Foundation only and calls its own API host with an API key in the query, a completion
/// handler, a worker that makes the service itself), run as a user runs it, the binary with a
/// script piped in, its requests answered by the shell: from an answers folder, a HAR file, a
/// server on 127.0.0.1, and a recording of that server replayed; under every fault.
@Suite struct OwnAPITests {
  static let fixtures = Scenesh.packageRoot.appendingPathComponent("Tests/NewsLab")

  static var lab: URL {
    get throws { try Scenesh.binary.deletingLastPathComponent().appendingPathComponent("news-lab") }
  }

  /// Two sections, a section the API no longer has (a 404 its folder says so), the trace.
  static let session = """
    expect rows.count == 3
    expect rows[1].byline == "Staff"
    fetch world
    expect rows.count == 2
    expect rows[0].title == "Ferry timetables change at the border"
    fetch travel
    expect rows.count == 0
    expect alert "The news service answered 404."
    fetch world
    trace

    """

  private func run(_ arguments: [String], _ script: String) async throws -> Scenesh.Result {
    try await Scenesh.run(
      arguments, input: script, timeout: 120, executable: try Self.lab,
      directory: Self.fixtures)
  }

  @Test func anAnswersFolderAnswersTheScenesOwnAPI() async throws {
    let result = try await run(["--answers", "answers"], Self.session)
    #expect(result.status == 0, "\(result.output)")
    #expect(
      result.output.contains(
        "GET https://api.newsroom.test/svc/topstories/v2/world.json?api-key=<hidden> → 200, "
          + "500 B  (0s)"))
    #expect(!result.output.contains("k3y-for-tests"))
  }

  @Test func aHARFileAnswersTheSameWithItsTimes() async throws {
    let session = Self.session.replacingOccurrences(
      of: "fetch travel\nexpect rows.count == 0\nexpect alert \"The news service answered 404.\"\n",
      with: "")
    let result = try await run(["--answers", "newsroom.har"], session)
    #expect(result.status == 0, "\(result.output)")
    #expect(result.output.contains("/v2/world.json?api-key=<hidden> → 200, 407 B  (80ms)"))
  }

  @Test func aRequestNothingAnswersIsA404WhoseNoteNamesTheFileToWrite() async throws {
    let result = try await run(["--answers", "answers"], "fetch sport\n")
    #expect(
      result.output.contains(
        "· GET https://api.newsroom.test/svc/topstories/v2/sport.json?api-key=<hidden>: nothing "
          + "answers it: 404; answer it with the file "
          + "answers/api.newsroom.test/svc/topstories/v2/sport.json\n"))
    #expect(result.output.contains("! alert News: The news service answered 404."))
  }

  /// A dev server on 127.0.0.1 serving the app's paths; the session recorded from it, then
  /// replayed offline from the recording: the same transcript.
  @Test func aServerSessionRecordedReplaysTheSameTranscript() async throws {
    let server = try await FixtureServer.start(
      files: Self.fixtures.appendingPathComponent("answers/api.newsroom.test"))
    defer { server.stop() }
    let recording = FileManager.default.temporaryDirectory
      .appendingPathComponent("news-recording-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: recording) }
    let script = "expect rows.count == 3\nfetch world\nexpect rows.count == 2\nfetch sport\ntrace\n"
    let live = try await run(
      ["--data-url", server.baseURL.absoluteString, "--record-answers", recording.path], script)
    #expect(live.status == 0, "\(live.output)")
    #expect(live.output.contains("! alert News: The news service answered 404."))
    let recorded = recording.appendingPathComponent("api.newsroom.test/svc/topstories/v2")
    #expect(
      (try FileManager.default.contentsOfDirectory(atPath: recorded.path)).sorted() == [
        "home.json", "sport.json", "sport.json.head", "world.json",
      ])
    let replay = try await run(["--answers", recording.path], script)
    #expect(replay.output == live.output)
  }

  /// Each fault delivers something else to the scene, and the same on every run.
  @Test func everyFaultChangesWhatTheSceneReceivesTheSameOnEveryRun() async throws {
    var transcripts: [String: Set<String>] = [:]
    for kind in ["off", "network", "notfound", "http 500", "malformed", "slow 2s"] {
      for _ in 0..<Self.runsPerFault {
        let result = try await run(
          ["--answers", "answers"], "fault \(kind)\nfetch world\nstate\ntrace\n")
        transcripts[kind, default: []].insert(result.output)
      }
    }
    for (kind, outputs) in transcripts {
      #expect(outputs.count == 1, "fault \(kind) printed \(outputs.count) transcripts")
    }
    // The fault line aside, what the scene showed differs from kind to kind.
    let shown = Set(
      transcripts.values.compactMap(\.first).map {
        $0.split(separator: "\n").filter { !$0.hasPrefix("· fault:") }.joined(separator: "\n")
      })
    #expect(shown.count == 6)
  }

  static let runsPerFault = 20

  /// A scene that asks while it is being made: the answer is its first change, never lost
  /// (it was, 1 run in 20, with a URLProtocol of the user's own).
  @Test func anAnswerToARequestMadeWhileTheSceneIsMadeIsItsFirstChange() async throws {
    for _ in 0..<10 {
      let result = try await run(["--answers", "answers"], "open eager\n")
      #expect(
        result.output.contains(
          "» eager pushed; articles covered\n+ rows[0]: DisplayedArticle(title: \"Tide gauges"))
    }
  }

  @Test func anAnswersPathThatIsNoFolderOrHARStopsAtTheCommandLine() async throws {
    let missing = try await run(["--answers", "nowhere"], "", separateErrors: true)
    #expect(missing.status == 2)
    #expect(missing.errors == "news-lab: error: --answers: 'nowhere' does not exist\n")
    let notHAR = try await run(["--answers", "main.swift"], "", separateErrors: true)
    #expect(notHAR.status == 2)
    #expect(notHAR.errors.hasPrefix("news-lab: error: --answers: 'main.swift' is not a HAR file"))
  }

  private func run(_ arguments: [String], _ script: String, separateErrors: Bool) async throws
    -> Scenesh.Result
  {
    try await Scenesh.run(
      arguments, input: script, timeout: 120, separateErrors: true, executable: try Self.lab,
      directory: Self.fixtures)
  }
}
