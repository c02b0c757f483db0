import Testing

/// The binary's command line, as a user meets it.
@Suite struct CommandLineTests {
  /// The users screen loads itself (the opening: loading on, the users, loading off); a
  /// second fetch of the same data toggles only the loading flag; a tap routes.
  @Test func doneWhenFetchSelectQuit() async throws {
    let result = try await Scenesh.run(input: "fetch\nselect 2\nquit\n")
    #expect(result.output.hasPrefix(Scenesh.opening))
    let lines = Scenesh.afterOpening(result.output).split(separator: "\n").map(String.init)
    #expect(Array(lines.prefix(2)) == ["~ isLoading: false → true", "~ isLoading: true → false"])
    #expect(!lines.contains { $0.hasPrefix("+ displayedUsers[") })
    #expect(lines.contains(#"→ route userDetail(userId: 3, userName: "Clementine Bauch")"#))
    #expect(lines.contains("» profile(3) pushed; users covered"))
    #expect(result.status == 0)
  }

  @Test func unknownCommandSuggestsAndFails() async throws {
    let result = try await Scenesh.run(input: "fech\n")
    #expect(
      result.output
        == Scenesh.opening + "<stdin>:1: error: unknown command 'fech'; did you mean 'fetch'?\n")
    #expect(result.status == 1)
  }

  @Test func helpVersionAndBadOptions() async throws {
    let help = try await Scenesh.run(["--help"])
    #expect(help.output.contains("scenesh --check [--update] FILE..."))
    // The usage line names every option the help lists.
    #expect(help.output.contains("[--rules warn|fail] [--echo] [--json] [--timeline-size N|SIZE]"))
    #expect(help.output.contains("[--hide FIELD,...]"))
    #expect(help.status == 0)
    let rules = try await Scenesh.run(["--rules", "maybe"])
    #expect(
      rules.output.hasPrefix("scenesh: error: --rules must be warn or fail, not 'maybe'"),
      "\(rules.output)")
    #expect(rules.status == 2)
    let version = try await Scenesh.run(["--version"])
    #expect(version.output.hasPrefix("scenesh "))
    let bad = try await Scenesh.run(["--colour"])
    #expect(bad.output.hasPrefix("scenesh: error: unknown option '--colour'"))
    #expect(bad.status == 2)
    let missing = try await Scenesh.run(["no/such/file.scenesh"])
    #expect(missing.output.contains("cannot read 'no/such/file.scenesh'"))
    #expect(missing.status == 2)
  }

  @Test func pipedOutputIsNeverColoured() async throws {
    let result = try await Scenesh.run(input: "fetch\n")
    #expect(!result.output.contains("\u{1B}"))
  }
}
