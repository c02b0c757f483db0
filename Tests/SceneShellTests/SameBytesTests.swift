import Foundation
import Testing

/// The promise CI and the lessons rest on: a script prints the same bytes on every run. Each
/// run is a process of its own with hashing seeded afresh (`SWIFT_DETERMINISTIC_HASHING`
/// unset), so neither a set's order nor which thread got somewhere first may reach the output.
@Suite struct SameBytesTests {
  /// Every script in `examples/`, found on disk so that a new one is run too.
  static let examples: [String] = {
    let folder = Scenesh.packageRoot.appendingPathComponent("examples")
    let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
    return names.filter { $0.hasSuffix(".scenesh") }.sorted().map { "examples/" + $0 }
  }()

  @Test func thereAreExamplesToRun() {
    #expect(Self.examples.count >= 10)
  }

  @Test(arguments: examples)
  func anExamplePrintsTheSameBytesOnEveryRun(script: String) async throws {
    try await Self.expectOneTranscript(runs: 4) { try await Scenesh.run([script]) }
  }

  /// Popping a screen cancels its tasks, each a `✕ cancel` hop, in the order they started
  /// (the screen observes the app first, as it opens): they were cancelled in a dictionary's
  /// order, a different one on nearly every run.
  @Test func cancellationsComeInTheOrderTheTasksStarted() async throws {
    let session = "open users\nlive on 1s\nback\ntrace\n"
    let output = try await Self.expectOneTranscript(runs: 12) {
      try await Scenesh.run(input: session)
    }
    #expect(
      output.hasSuffix(
        """
        back
        └─ pop users
           ├─ ✕ cancel UserListInteractor.observeAppForeground
           │  └─ ✕ SceneStream<String> terminated (cancelled)
           ├─ ✕ cancel UserListWorker.liveUserStream poller 1
           ├─ ✕ cancel UserListInteractor.liveUpdateTask
           │  └─ ✕ SceneStream<Array<User>> terminated (cancelled)
           ├─ ✕ cancel UserListInteractor.stopLiveUpdates
           └─ UserListInteractor.stopLiveUpdates  [actor UserListInteractor]

        """), "\(output)")
  }

  /// The trace, its diagram, the timeline and the JSON events of a session with concurrent
  /// calls (the profile's `async let`) and cancellations.
  @Test func everyViewOfASessionIsTheSameOnEveryRun() async throws {
    let session = """
      select 0
      fetch 2
      trace
      trace --mermaid
      timeline
      back
      live on 1s
      open users
      back
      trace

      """
    try await Self.expectOneTranscript(runs: 4) { try await Scenesh.run(input: session) }
    try await Self.expectOneTranscript(runs: 4) {
      try await Scenesh.run(["--json"], input: session)
    }
  }

  /// Seed 001's Profile as its article writes it (`profile-lab`: two `URLSession.shared`
  /// requests in `async let`): a failed first answer cancels the second request only if it is
  /// still unanswered, and `fault next` hits the first request made: thread timing decided
  /// both while URLSession started each request, and handed each answer on, on threads of its
  /// own (the posts' `✕ cancel` line came in 3 runs of 40; `fault next network` hit the posts
  /// in 11 of 40).
  @Test(arguments: [
    "", "fault http 500\n", "fault network\n", "fault notfound\n", "fault next network\n",
  ])
  func seed001sProfileTracesTheSameOnEveryRun(fault: String) async throws {
    let lab = try Scenesh.binary.deletingLastPathComponent().appendingPathComponent("profile-lab")
    try await Self.expectOneTranscript(runs: 8) {
      try await Scenesh.run(
        input: "open profile\n\(fault)fetchProfile 1\ntrace\n", executable: lab)
    }
  }

  /// Runs `run` `runs` times; expects one transcript and status; returns the transcript.
  @discardableResult
  static func expectOneTranscript(
    runs: Int, _ run: () async throws -> Scenesh.Result
  ) async throws -> String {
    var transcripts: [String: Int] = [:]
    var statuses: Set<Int32> = []
    for _ in 0..<runs {
      let result = try await run()
      transcripts[result.output, default: 0] += 1
      statuses.insert(result.status)
    }
    #expect(statuses.count == 1)
    let all = transcripts.keys.sorted().joined(separator: "\n----------\n")
    #expect(transcripts.count == 1, "\(transcripts.count) transcripts in \(runs) runs:\n\(all)")
    return transcripts.keys.sorted().first ?? ""
  }
}
