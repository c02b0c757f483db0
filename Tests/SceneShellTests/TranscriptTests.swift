import Foundation
import Testing

/// Each example script, piped into the real binary, prints exactly its expected transcript.
@Suite struct TranscriptTests {
  static let examples: [(name: String, status: Int32)] = [
    ("userlist", 0),
    ("mistakes", 1),
    ("live", 0),
    ("profile", 0),
    ("mvi", 0),
    ("navigation", 0),
    ("faults", 0),
    ("pending", 0),
    ("step-userlist", 0),
    ("step-profile", 0),
    ("step-mvi", 0),
    ("trace", 0),
    ("push-vs-observed", 0),
  ]

  static func status(of name: String) -> Int32? {
    examples.first { $0.name == name }?.status
  }

  @Test(arguments: examples.map(\.name))
  func pipedExampleMatchesItsTranscript(name: String) async throws {
    let folder = Scenesh.packageRoot.appendingPathComponent("examples")
    let script = try String(
      contentsOf: folder.appendingPathComponent("\(name).scenesh"), encoding: .utf8)
    let expected = try String(
      contentsOf: folder.appendingPathComponent("\(name).expected"), encoding: .utf8)
    let result = try await Scenesh.run(input: script)
    #expect(result.output == expected)
    #expect(result.status == Self.status(of: name))
  }

  @Test func aScriptFileNamesItselfInErrors() async throws {
    let result = try await Scenesh.run(["examples/mistakes.scenesh"])
    #expect(result.output.contains("examples/mistakes.scenesh:3: error: unknown command 'fech'"))
    #expect(result.status == 1)
  }

  @Test func theSameScriptPrintsTheSameBytesEveryTime() async throws {
    let script = "fetch\nselect 2\nback\nselect 99\nrefresh\nlive on 5s\nwait 1m\nstate\n"
    let first = try await Scenesh.run(input: script)
    let second = try await Scenesh.run(input: script)
    #expect(first.output == second.output)
    #expect(!first.output.isEmpty)
  }
}
