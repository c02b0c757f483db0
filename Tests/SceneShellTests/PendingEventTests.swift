import Foundation
import Testing

/// `pending`, `consume auto|manual|NAME` and the warnings about lost or abandoned events.
@Suite struct PendingEventTests {
  @Test func twoQuickFailuresWithConsumeManualWarnThatTheFirstIsLost() async throws {
    let script = """
      consume manual
      fault network
      fetch
      fault notfound
      fetch
      pending
      """
    let result = try await Scenesh.run(input: script)
    let lines = result.output.split(separator: "\n").map(String.init)
    #expect(
      lines.contains(#"⚠ pendingError overwritten; lost: "Network problem, please try again.""#))
    #expect(!result.output.contains("! alert"))
    #expect(lines.last?.hasPrefix("pendingError: ") == true)
  }

  @Test func consumeResetsThenActsAndAutoIsTheDefault() async throws {
    let manual = try await Scenesh.run(
      input: "fetch\nconsume manual\nselect 99\nconsume\npending\n")
    #expect(
      manual.output.hasSuffix(
        """
        + pendingError: "There is no row 99: rows are 0 to 9."
        - pendingError: "There is no row 99: rows are 0 to 9."
        ! alert Oops!: There is no row 99: rows are 0 to 9.
        none

        """))
    let auto = try await Scenesh.run(input: "fetch\nselect 99\npending\n")
    #expect(auto.output.hasSuffix("! alert Oops!: There is no row 99: rows are 0 to 9.\nnone\n"))
  }

  @Test func consumeMistakesAreErrors() async throws {
    let script = """
      consume manual
      consume pendingErorr
      consume
      consume pendingError
      consume auto manual
      consume auto
      consume
      """
    let result = try await Scenesh.run(input: script)
    let errors = result.output.split(separator: "\n").map(String.init).filter {
      $0.contains("error:")
    }
    let expected: [String] = [
      "<stdin>:2: error: 'users' has no one-time event 'pendingErorr'; did you mean "
        + "'pendingError'?",
      "<stdin>:3: error: nothing is pending in 'users'",
      "<stdin>:4: error: pendingError is not pending",
      "<stdin>:5: error: 'consume' does not take 'manual' (usage: consume auto|manual | "
        + "consume [NAME])",
      "<stdin>:7: error: nothing is pending in 'users' (consume is auto: the view consumes "
        + "events at once)",
    ]
    #expect(errors == expected)
    #expect(result.status == 1)
  }

  @Test func leavingAScreenWithAnEventSetWarns() async throws {
    let result = try await Scenesh.run(input: "consume manual\nopen users\nselect 50\nback\n")
    #expect(result.output.contains("⚠ pendingError still pending as 'users' is left: "))
    #expect(!result.output.contains("leak"))
  }

  @Test func warningsAreJSONEvents() async throws {
    let result = try await Scenesh.run(
      ["--json"], input: "fetch\nconsume manual\nselect 99\nselect 98\n")
    #expect(
      result.output.contains(
        #"{"event":"warning","ms":600,"scene":"users","text":"pendingError overwritten; lost: \"There "#
          + #"is no row 99: "#
      ))
  }
}
