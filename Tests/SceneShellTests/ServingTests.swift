import Foundation
import Testing

/// Seed 001's Profile as its article writes it (`profile-lab`: a worker calling
/// `URLSession.shared.data(from:)` for the user and the posts in `async let`, the previous
/// request cancelled), its requests answered by the shell, run the way a user runs it: the
/// binary, a script piped in. Whatever the timing, serving neither crashes nor hangs, and the
/// scene sees what a server would have sent.
@Suite struct ServingTests {
  /// One session: every fault kind, `fault next`, a request cancelled with `cancel N`, one
  /// cancelled by the scene's next fetch, the screen popped mid-request. Each `expect` checks
  /// what the scene made of the answer; `status` 0 says all held.
  static let session = """
    open profile
    expect displayName == "leanne graham"
    step on
    fetchProfile 2
    cancel 3
    continue
    step off
    expect isLoading == false
    expect alert "Something went wrong. Please try again."
    fault network
    fetchProfile 2
    expect alert "Something went wrong. Please try again."
    expect displayName == "leanne graham"
    fault notfound
    fetchProfile 3
    expect alert "Connection problem, please try again."
    fault http 500
    fetchProfile 4
    expect alert "Connection problem, please try again."
    fault malformed
    fetchProfile 5
    expect alert "Something went wrong. Please try again."
    fault slow 1s
    fetchProfile 6
    expect no alert
    expect displayName == "mrs. dennis schulist"
    fault next network
    fetchProfile 7
    expect alert "Something went wrong. Please try again."
    expect displayName == "mrs. dennis schulist"
    fault next notfound
    fetchProfile 8
    expect isLoading == false
    expect displayName == "mrs. dennis schulist"
    fault off
    tapTwice 9
    expect isLoading == false
    expect displayName == "glenna REICHERT"
    fault network
    tapTwice 2
    expect isLoading == false
    expect displayName == "glenna REICHERT"
    fault off
    tapBack 4
    open profile
    fetchProfile 3
    expect displayName == "clementine bauch"

    """

  /// The requests of one session that can race a cancellation or a fault: the step-mode cancel,
  /// seven faulted fetches, two double taps and the pop.
  static let runsPerSession = 11

  /// Sessions run, two at a time: 46 × 11 = 506 runs.
  static let sessions = 46

  @Test func seed001ProfileSurvivesEveryFaultCancelAndPopFiveHundredTimes() async throws {
    let lab = try Scenesh.binary.deletingLastPathComponent().appendingPathComponent("profile-lab")
    #expect(Self.sessions * Self.runsPerSession >= 500)
    let results = try await withThrowingTaskGroup(of: Scenesh.Result?.self) { group in
      var results: [Scenesh.Result?] = []
      for index in 0..<Self.sessions {
        if index >= 2, let result = try await group.next() { results.append(result) }
        group.addTask {
          // nil for a session that never ended. The bound only reports a hang: a session takes
          // a tenth of a second, and a minute is far beyond what any load makes of that.
          do {
            return try await Scenesh.run(input: Self.session, timeout: 60, executable: lab)
          } catch Scenesh.Failure.timedOut {
            return nil
          }
        }
      }
      for try await result in group { results.append(result) }
      return results
    }
    #expect(results.count == Self.sessions)
    let hung = results.count { $0 == nil }
    let finished = results.compactMap(\.self)
    let crashed = finished.filter { $0.status == 3 }
    let failed = finished.filter { $0.status != 0 && $0.status != 3 }
    #expect(hung == 0, "\(hung) of \(Self.sessions) sessions never ended")
    #expect(
      crashed.isEmpty,
      "\(crashed.count) of \(Self.sessions) sessions crashed; the first printed: \(crashed.first?.output ?? "")"
    )
    #expect(
      failed.isEmpty,
      "\(failed.count) sessions failed; the first printed: \(failed.first?.output ?? "")")
    for result in finished where result.status == 0 {
      #expect(result.output.contains("« profile popped; home uncovered"))
    }
  }
}
