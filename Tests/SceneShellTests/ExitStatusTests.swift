import Testing

/// Exit status as CI reads it: 0 when every command ran and every `expect` held, 1 when one
/// did not — with a `FILE:LINE:` reason on stderr each time — and 2 for a bad command line. A
/// scene's alert is its behaviour, not a failure, unless `--fail-on-alert` says so.
@Suite struct ExitStatusTests {
  private let faultScript = """
    fault network
    fetch
    expect alert "Network problem, please try again."
    fault off
    fetch
    """

  @Test func anAssertedAlertLetsAScriptPassEvenUnderBail() async throws {
    let result = try await Scenesh.run(["--bail"], input: faultScript, separateErrors: true)
    #expect(result.status == 0)
    #expect(result.errors.isEmpty)
    // The script ran to its end: the last fetch, after 'fault off', loaded the list.
    #expect(
      result.output.hasSuffix(
        "· fault: off\n~ isLoading: false → true\n~ isLoading: true → false\n"))
  }

  @Test func aWrongExpectationFailsWithItsLineOnStderrAndBailSaysWhereItStopped() async throws {
    let wrong = faultScript.replacingOccurrences(of: "Network problem", with: "Server problem")
    let result = try await Scenesh.run(["--bail"], input: wrong, separateErrors: true)
    #expect(result.status == 1)
    #expect(
      result.errors == """
        <stdin>:3: error: expect failed: the last alert
          - expected: Server problem, please try again.
          + actual:   Network problem, please try again.
        <stdin>:3: stopped here (--bail): the command failed

        """)
    #expect(!result.output.contains("fault: off"))
  }

  @Test func expectNoAlertLooksAtTheAlertsSinceTheLastAlertExpectation() async throws {
    let result = try await Scenesh.run(
      input: "select 99\nexpect alert \"There is no row 99: rows are 0 to 9.\"\nexpect no alert\n"
        + "select 98\nexpect no alert\n", separateErrors: true)
    #expect(result.status == 1)
    #expect(
      result.errors == """
        <stdin>:5: error: expect failed: alerts
          - expected: none
          + actual:   "There is no row 98: rows are 0 to 9."

        """)
  }

  @Test func anAlertAloneNeverFailsAScriptButFailOnAlertMakesItSayWhy() async throws {
    let plain = try await Scenesh.run(input: "select 99\n", separateErrors: true)
    #expect(plain.status == 0)
    #expect(plain.errors.isEmpty)
    let strict = try await Scenesh.run(
      ["--fail-on-alert", "examples/faults.scenesh"], separateErrors: true)
    #expect(strict.status == 1)
    let reasons = strict.errors.split(separator: "\n")
    #expect(!reasons.isEmpty)
    #expect(
      reasons.allSatisfy {
        $0.hasPrefix("examples/faults.scenesh:")
          && $0.contains(": error: the scene showed an alert (--fail-on-alert): ")
      })
    #expect(strict.errors.hasPrefix("examples/faults.scenesh:9: error: the scene showed an alert"))
  }

  @Test func everyExampleButMistakesExitsZeroAndMistakesSaysWhyForEachFailure() async throws {
    for (name, status) in TranscriptTests.examples {
      let script = try DataURLTests.example(name, "scenesh")
      let result = try await Scenesh.run(input: script, separateErrors: true)
      #expect(result.status == status, "\(name)")
      if status == 0 {
        #expect(result.errors.isEmpty, "\(name): \(result.errors)")
      } else {
        #expect(result.errors.split(separator: "\n").allSatisfy { $0.hasPrefix("<stdin>:") })
      }
    }
    #expect(TranscriptTests.examples.filter { $0.status != 0 }.map(\.name) == ["mistakes"])
  }
}
