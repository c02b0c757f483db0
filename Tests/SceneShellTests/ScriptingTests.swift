import Foundation
import Testing

/// Script habits: assertions, --bail, --echo, -c, source, record, history.
@Suite struct ScriptingTests {
  @Test func aWrongExpectShowsTheDiffNamesThePathAndFails() async throws {
    let script = """
      fetch
      expect displayedUsers.count == 10
      expect displayedUsers[2].fullName == "Ada Lovelace"
      expect isLoading == false
      """
    let result = try await Scenesh.run(input: script)
    #expect(
      result.output.hasSuffix(
        """
        <stdin>:3: error: expect failed: displayedUsers[2].fullName
          - expected: "Ada Lovelace"
          + actual:   "Clementine Bauch"

        """))
    #expect(result.status == 1)
  }

  @Test func bailStopsAtTheFirstFailureWithoutItTheScriptGoesOn() async throws {
    let script = "fetch\nexpect isLoading == true\nselect 1\n"
    let bailed = try await Scenesh.run(["--bail"], input: script)
    #expect(bailed.status == 1)
    #expect(!bailed.output.contains("→ route"))
    let wentOn = try await Scenesh.run(input: script)
    #expect(wentOn.status == 1)
    #expect(wentOn.output.contains("→ route userDetail(userId: 2, userName: \"Ervin Howell\")"))
  }

  @Test func routeAlertAndPendingExpectations() async throws {
    let script = """
      fetch
      select 2
      expect route userDetail(userId: 3, userName: "Clementine Bauch")
      back
      expect pending none
      select 99
      expect alert "There is no row 99: rows are 0 to 9."
      """
    let result = try await Scenesh.run(input: script)
    #expect(!result.output.contains("error:"))
    #expect(result.status == 0)  // the alert of `select 99` is the scene's behaviour, asserted
  }

  @Test func inlineCommandsEchoAndHistory() async throws {
    let result = try await Scenesh.run([
      "--echo", "-c", "fetch; expect isLoading == false; history",
    ])
    #expect(
      Scenesh.afterOpening(result.output).hasPrefix("users> fetch\n~ isLoading: false → true\n"))
    #expect(
      result.output.hasSuffix(
        """
        users> history
           1  fetch
           2  expect isLoading == false
           3  history

        """))
    #expect(result.status == 0)
  }

  @Test func recordThenSourceReplaysAndNamesTheFileInErrors() async throws {
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("scenesh-record-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let path = folder.appendingPathComponent("session.scenesh").path
    _ = try await Scenesh.run(input: "record \(path)\nfetch\nselect 0\nback\nfech\nrecord off\n")
    let recorded = try String(contentsOfFile: path, encoding: .utf8)
    #expect(recorded.hasSuffix("fetch\nselect 0\nback\nfech\n"))

    let direct = try await Scenesh.run([path])
    let sourced = try await Scenesh.run(input: "source \(path)\n")
    #expect(direct.output == sourced.output)
    #expect(sourced.output.contains("\(path):5: error: unknown command 'fech'"))
    #expect(sourced.status == 1)
  }

  @Test func aScriptThatSourcesItselfStops() async throws {
    let folder = FileManager.default.temporaryDirectory
    let path = folder.appendingPathComponent("loop-\(UUID().uuidString).scenesh").path
    try "source \(path)\n".write(toFile: path, atomically: true, encoding: .utf8)
    defer { try? FileManager.default.removeItem(atPath: path) }
    let result = try await Scenesh.run([path])
    #expect(result.output.contains("nests more than 8 scripts deep"))
    #expect(result.status == 1)
  }
}

/// `--json`: one object per event, with the documented field names.
@Suite struct JSONOutputTests {
  @Test func everyLineIsAJSONObjectWithStableFields() async throws {
    let result = try await Scenesh.run(
      ["--json", "-c", "fetch; select 99; fech; data rename 1 \"\\e[2J\"; live on 5s; live off"],
      separateErrors: true)
    // CI reads stderr whatever the format: the error is there too, as text.
    #expect(result.errors == "-c:3: error: unknown command 'fech'; did you mean 'fetch'?\n")
    let events = try result.output.split(separator: "\n").map { line in
      try #require(
        try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any])
    }
    let kinds = Set(events.compactMap { $0["event"] as? String })
    #expect(kinds == ["scene", "command", "change", "alert", "error", "note"])
    let opening = try #require(events.first)
    #expect(opening["event"] as? String == "scene")
    #expect(opening["text"] as? String == "» users pushed")
    #expect(opening["scene"] as? String == "users")
    #expect(opening["time"] as? String == "0s")
    let first = try #require(events.first { $0["event"] as? String == "command" })
    #expect(first["text"] as? String == "fetch")
    #expect(first["location"] as? String == "-c:1")
    #expect(first["scene"] as? String == "users")
    let loading = try #require(events.first { $0["path"] as? String == "isLoading" })
    #expect(loading["kind"] as? String == "changed")
    #expect(loading["old"] as? String == "false")
    #expect(loading["new"] as? String == "true")
    let error = try #require(events.first { $0["event"] as? String == "error" })
    #expect(error["location"] as? String == "-c:3")
    #expect(error["message"] as? String == "unknown command 'fech'; did you mean 'fetch'?")
    #expect(!result.output.contains("\u{1B}"))
    #expect(result.status == 1)
  }
}

/// Hostile input: one-line errors, the session goes on, nothing traps.
@Suite struct HostileInputTests {
  @Test func aHugeLineIsRefusedAndTheSessionGoesOn() async throws {
    let result = try await Scenesh.run(input: String(repeating: "x", count: 200_000) + "\nfetch\n")
    #expect(
      Scenesh.afterOpening(result.output).hasPrefix(
        "<stdin>:1: error: the line is 200000 bytes long; a command can be at most 65536\n"))
    #expect(Scenesh.afterOpening(result.output).contains("~ isLoading: true → false"))
    #expect(result.status == 1)
  }

  /// A line of 2 MB after the first one is refused at its line, like the first line's, and
  /// the script goes on (it once ended the script: "no line break in the first 1052662 bytes").
  @Test func aHugeLineAfterTheFirstIsRefusedAtItsLineAndTheScriptGoesOn() async throws {
    // From a file, not a pipe: a shell that stopped reading would SIGPIPE the test's writer.
    let path = FileManager.default.temporaryDirectory
      .appendingPathComponent("long-line-\(UUID().uuidString).scenesh").path
    try ("tasks\n" + String(repeating: "x", count: 2_000_000) + "\nfetch\n").write(
      toFile: path, atomically: false, encoding: .utf8)
    defer { try? FileManager.default.removeItem(atPath: path) }
    let result = try await Scenesh.run([path], timeout: 60, separateErrors: true)
    #expect(
      result.errors
        == "\(path):2: error: the line is 2000000 bytes long; a command can be at most 65536\n")
    #expect(result.output.components(separatedBy: "~ isLoading: true → false").count == 3)
    #expect(result.status == 1)
  }

  @Test func extremeNumbersAndDurationsAreErrorsNotTraps() async throws {
    let script = """
      fetch
      select 9223372036854775807
      select -9223372036854775808
      select 99999999999999999999
      wait 99999999999s
      wait 1e308s
      live on 0s
      """
    let result = try await Scenesh.run(input: script)
    #expect(result.output.contains("There is no row 9223372036854775807: rows are 0 to 9."))
    #expect(result.output.contains("<stdin>:4: error: 'select': N must be a whole number"))
    #expect(result.output.contains("<stdin>:5: error: 'wait': DURATION must be a duration"))
    #expect(result.output.contains("<stdin>:7: error: live: INTERVAL must be more than 0"))
    #expect(result.status == 1)
  }
}

extension HostileInputTests {
  /// A device as a script, or as stdin, ends at once with an error, in bounded memory.
  ///
  /// A shell that read on would never end: the timeouts only say how long a hang is waited for,
  /// loose enough for a loaded CI machine (5 s was not), and measure no speed.
  @Test func endlessInputEndsWithAnError() async throws {
    let sourced = try await Scenesh.run(
      input: "source /dev/zero\n", separateErrors: true)
    #expect(
      sourced.errors == "<stdin>:1: error: cannot read '/dev/zero': it is a device, not a script\n")
    // From a file, not a pipe: the shell stops reading, and a writer would get SIGPIPE.
    let path = FileManager.default.temporaryDirectory
      .appendingPathComponent("no-breaks-\(UUID().uuidString).scenesh").path
    try String(repeating: "x", count: 3_000_000).write(
      toFile: path, atomically: false, encoding: .utf8)
    defer { try? FileManager.default.removeItem(atPath: path) }
    let read = try await Scenesh.run([path], separateErrors: true)
    #expect(
      read.errors
        == "\(path):1: error: no line break in the first 1048576 bytes: this is not a script; "
        + "the rest is not read\n")
    #expect(read.status == 1)
  }

  @Test func aRunawayWaitStopsWithAnErrorAndWaitGoesOnFromThere() async throws {
    // Each poll takes the fetch's 300ms, then sleeps 1ms: 20,000 of them take 6,020s.
    let result = try await Scenesh.run(
      input: "live on 1ms\nwait 3h\nwait 5s\nlive off\ntasks\n", separateErrors: true)
    #expect(
      result.errors == "<stdin>:2: error: wait stopped at scene time 6020.6s: 20000 timers fired "
        + "(one wait's limit) and more were due; 'wait' again goes on from there (is an "
        + "interval very short?)\n")
    #expect(
      result.output.hasSuffix(
        "1 live task, waiting (asleep on the clock or for a value); scene time 6025.7s\n"
          + "  #3  users  UserListInteractor.observeAppForeground  (age 6025.7s; started by "
          + "start: open users → UserListInteractor.observeAppForeground)\n"))
    #expect(result.status == 1)
  }

  /// The limit counts what fired: exactly as many timers as it allows, all due, is no error.
  @Test func aWaitWithExactlyTheLimitDueSucceeds() async throws {
    // 'live on' at 0.3s (after the first load): polls 1.3s apart (the fetch, then 1s), the
    // 20,000th at 0.3s + 20,000 × 1.3s.
    let result = try await Scenesh.run(
      input: "live on 1s\nwait 25999.7s\n", separateErrors: true)
    #expect(result.status == 0)
    #expect(result.errors.isEmpty)
    #expect(result.output.hasSuffix("· poller 1: poll at 26000.3s: 10 users\n"))
  }
}
