import Foundation
import TestSupport
import Testing

/// `--data-url` against a real HTTP server on loopback: the same diffs as on the embedded
/// data while it serves, the scene's own alert lines (and exit 1, no crash) once it is gone.
@Suite(.serialized) struct DataURLTests {
  static let scripts = ["userlist", "profile", "mvi", "navigation"]

  @Test(arguments: scripts)
  func examplePrintsTheSameOverHTTP(name: String) async throws {
    let server = try await FixtureServer.start()
    defer { server.stop() }
    let script = try Self.example(name, "scenesh")
    let expected = try Self.example(name, "expected")
    let result = try await Scenesh.run(
      ["--data-url", server.baseURL.absoluteString], input: script)
    // The same transcript, plus a note for each request that failed on the wire. Scene times
    // aside: a real request takes no scene time on the virtual clock (the shell cannot say how
    // long it would take), the embedded data's simulated 300ms does.
    let wire = result.output.split(separator: "\n", omittingEmptySubsequences: false)
    #expect(
      Self.timeless(wire.filter { !$0.hasPrefix("· GET ") }.joined(separator: "\n"))
        == Self.timeless(expected))
    // 'fetch 42': the missing user is a 404 on the wire.
    let notes = wire.filter { $0.hasPrefix("· GET ") }
    #expect(
      notes.allSatisfy { $0.hasPrefix("· GET http://127.0.0.1:") && $0.hasSuffix(": HTTP 404") },
      "\(notes)")
    #expect(result.status == TranscriptTests.status(of: name))
  }

  /// The text with every scene time (`at 30.6s`, `age 42.4s`, `scene time 300ms`) made `T`.
  static func timeless(_ text: String) -> String {
    text.replacing(/(at|age|time) [0-9]+(\.[0-9])?(ms|s|m)/) { "\($0.output.1) T" }
  }

  @Test func aStoppedServerBecomesTheScenesAlertAndFailsOnlyWhenAsked() async throws {
    let server = try await FixtureServer.start()
    let url = server.baseURL.absoluteString
    server.stop()
    let result = try await Scenesh.run(
      ["--data-url", url], input: "fetch\nselect 0\nopen root\ntap\n")
    #expect(result.output.contains("! alert Oops!: Network problem, please try again."))
    // What happened on the wire, with the URL, beside the scene's own words.
    #expect(result.output.contains("· GET http://127.0.0.1:"))
    #expect(result.output.contains("/users: connection refused\n"))
    #expect(result.output.contains("! alert Error: It was not possible to load the image"))
    // An alert is the scene's behaviour; CI that wants none says --fail-on-alert.
    #expect(result.status == 0)
    let strict = try await Scenesh.run(
      ["--data-url", url, "--fail-on-alert"], input: "fetch\n", separateErrors: true)
    #expect(strict.status == 1)
    #expect(strict.errors.hasPrefix("<stdin>:1: error: the scene showed an alert"))
  }

  static func example(_ name: String, _ suffix: String) throws -> String {
    try String(
      contentsOf: Scenesh.packageRoot.appendingPathComponent("examples/\(name).\(suffix)"),
      encoding: .utf8)
  }
}
