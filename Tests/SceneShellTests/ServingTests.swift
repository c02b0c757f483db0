import Foundation
import Testing

/// Seed 001's Profile as its article writes it (`profile-lab`: a worker calling
/// `URLSession.shared.data(from:)` for the user and the posts in `async let`, the previous
/// request cancelled), its requests answered by the shell, run the way a user runs it: the
/// binary, a script piped in. Whatever the timing, serving neither crashes nor hangs, and the
/// scene sees what a server would have sent.
@Suite struct ServingTests {
  /// One session: every fault kind, `fault next`, a request cancelled by the scene's next
  /// fetch, the screen popped mid-request. Each `expect` checks what the scene made of the
  /// answer; `status` 0 says all held.
  static let session = """
    open profile
    expect displayName == "leanne graham"
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

  /// `cancel N` mid-request: only step mode holds a request across commands. Task #3 is the
  /// first request of `fetchProfile 2` (#1 and #2 are the screen's first load); cancelled, it
  /// fails as `URLError(.cancelled)`, and so the scene's fetch.
  static let cancelling = """
    open profile
    step on
    fetchProfile 2
    cancel 3
    continue
    step off
    expect isLoading == false
    expect alert "Something went wrong. Please try again."

    """

  /// The requests of the two sessions that can race a cancellation or a fault: seven faulted
  /// fetches, two double taps and the pop, then the step-mode cancel.
  static let runsPerSession = 11

  /// Pairs of sessions run, one after the other (the suite's other tests run beside them):
  /// 46 × 11 = 506 runs.
  static let sessions = 46

  @Test func seed001ProfileSurvivesEveryFaultCancelAndPopFiveHundredTimes() async throws {
    let lab = try Scenesh.binary.deletingLastPathComponent().appendingPathComponent("profile-lab")
    #expect(Self.sessions * Self.runsPerSession >= 500)
    var results: [Scenesh.Result?] = []
    var cancels: [Scenesh.Result?] = []
    for _ in 0..<Self.sessions {
      results.append(try await Self.run(lab, Self.session))
      cancels.append(try await Self.run(lab, Self.cancelling))
    }
    // The shell waits for GCD blocks in flight (here URLSession's own, on their way to the
    // request's gate) until they make no progress for 2 s, then stops waiting with a warning
    // and the intent runs on: on a machine loaded enough to keep those blocks from a CPU that
    // long, the request is no longer held and `cancel 3` / `continue` fail (status 1). Such a
    // session must still neither crash nor hang.
    let stoppedWaiting = "made no progress for 2s"
    #expect(cancels.count { $0 == nil } == 0, "a cancelling session never ended")
    for result in cancels.compactMap(\.self) {
      let heldToTheEnd = result.status == 0
      let gaveUp = result.status == 1 && result.output.contains(stoppedWaiting)
      #expect(heldToTheEnd || gaveUp, "\(Self.gist(result))")
      if heldToTheEnd {
        #expect(result.output.contains("└─ ✕ cancel URLSession GET https://"))
      }
    }
    #expect(results.count == Self.sessions)
    let hung = results.count { $0 == nil }
    let finished = results.compactMap(\.self)
    // A crash block: the scene's (status 3) or the shell's own (4).
    let crashed = finished.filter { $0.status == 3 || $0.status == 4 }
    let failed = finished.filter { ![0, 3, 4].contains($0.status) }
    #expect(hung == 0, "\(hung) of \(Self.sessions) sessions never ended")
    #expect(
      crashed.isEmpty,
      "\(crashed.count) of \(Self.sessions) sessions crashed; the first: \(Self.gist(crashed.first))"
    )
    #expect(
      failed.isEmpty, "\(failed.count) sessions failed; the first: \(Self.gist(failed.first))")
    for result in finished where result.status == 0 {
      #expect(result.output.contains("« profile popped; home uncovered"))
    }
  }

  /// One session; nil when it never ended. The bound only reports a hang: a session takes a
  /// tenth of a second, and a minute is far beyond what any load makes of that.
  private static func run(_ lab: URL, _ script: String) async throws -> Scenesh.Result? {
    do {
      return try await Scenesh.run(input: script, timeout: 60, executable: lab)
    } catch Scenesh.Failure.timedOut {
      return nil
    }
  }

  /// What a session said went wrong (its errors, warnings and crash block), and its status.
  private static func gist(_ result: Scenesh.Result?) -> String {
    guard let result else { return "" }
    let marks = ["error", "⚠", "crashed", "failed, not the scene", "  Swift: ", "  serving "]
    let lines = result.output.split(separator: "\n").filter { line in
      marks.contains { line.contains($0) }
    }
    return lines.joined(separator: "\n") + "\n(status \(result.status))"
  }
}

/// Seed 001's `async let user` and `async let posts`, served: in the scene's order on every
/// run, and a sibling cancelled when the other fails fails at once, as on a device.
@Suite struct ServedOrderTests {
  static var lab: URL {
    get throws {
      try Scenesh.binary.deletingLastPathComponent().appendingPathComponent("profile-lab")
    }
  }

  @Test func steppingAnAsyncLetPairPrintsTheSameOnEveryRunUserFirst() async throws {
    let script = "open profile\nstep on\nfetchProfile 1\nstep\ntasks\ncontinue\n"
    var outputs: Set<String> = []
    for _ in 0..<20 {
      outputs.insert(
        try await Scenesh.run(input: script, timeout: 60, executable: try Self.lab).output)
    }
    #expect(outputs.count == 1)
    let output = try #require(outputs.first)
    #expect(
      output.contains(
        "next: GET https://jsonplaceholder.typicode.com/users/1  (∥ 1 more waiting)\n"
          + "  ↳ GET https://jsonplaceholder.typicode.com/users/1 → 200, 401 B  (300ms)\n"
          + "next: GET https://jsonplaceholder.typicode.com/posts?userId=1\n"))
    #expect(
      output.contains("#4  -  URLSession GET https://jsonplaceholder.typicode.com/posts?userId=1"))
  }

  @Test func aSiblingCancelledByTheOthersFailureFailsAtOnce() async throws {
    let result = try await Scenesh.run(
      input: "open profile\nfault next network\nfetchProfile 2\ntrace\n", timeout: 60,
      executable: try Self.lab)
    #expect(
      result.output.contains(
        """
        ├─ GET https://jsonplaceholder.typicode.com/users/2 ✕ failed: notConnectedToInternet  (0s)
        ├─ GET https://jsonplaceholder.typicode.com/posts?userId=2 ✕ failed: cancelled  (0s)
        """))
    #expect(!result.output.contains("posts?userId=2 → 200"))
  }
}
