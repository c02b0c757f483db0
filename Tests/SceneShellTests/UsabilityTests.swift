import Testing

/// What a new user tripped on: each answer says what to type instead.
@Suite struct UsabilityTests {
  /// As in any shell, the last argument takes the rest of the line; a usage names the
  /// arguments of the form being typed.
  @Test func aNameNeedsNoQuotesAndUsagesNameTheirArguments() async throws {
    let result = try await Scenesh.run(
      input: "data rename 1 Ada Lovelace\ndata add Grace Hopper\ndata rename x y\ndata bogus\n",
      separateErrors: true)
    #expect(
      Scenesh.afterOpening(result.output) == """
        · data: user 1 renamed from "leanne graham" to "Ada Lovelace"
        · data: user 11 "Grace Hopper" added

        """)
    #expect(
      result.errors == """
        <stdin>:3: error: data: ID must be a whole number, not 'x' (usage: data rename ID NAME)
        <stdin>:4: error: 'data': ACTION must be 'rename' or 'add' or 'remove', not 'bogus' \
        (usage: data rename ID NAME | data add NAME | data remove ID)

        """)
  }

  /// A scene a router opens is named, with the way to reach it.
  @Test func openOfARoutedSceneSaysHowToReachIt() async throws {
    let result = try await Scenesh.run(input: "open profile\nscenes\n", separateErrors: true)
    #expect(
      result.errors
        == "<stdin>:1: error: 'profile' is opened by a router, not by name: 'select N' in users\n"
    )
    #expect(
      Scenesh.afterOpening(result.output).hasSuffix(
        """
          profile     opened by a router: 'select N' in users
          post        opened by a router: 'post N' in profile
          image       opened by a router: 'tap' in root

        """))
  }

  /// Columns line up past entry #9, and past a longer scene name.
  @Test func timelineColumnsLineUp() async throws {
    let result = try await Scenesh.run(
      input: "refresh\nrefresh\nrefresh\nselect 3\ntimeline\n", separateErrors: true)
    let lines = result.output.split(separator: "\n").filter { $0.hasPrefix("#") }
    #expect(lines.count >= 10)
    // Where each line's time column and cause column start: the same on every line, times
    // of different widths (0s, 300ms, 1.2s) included.
    let columns = lines.compactMap { line -> (time: Int, cause: Int, text: Substring)? in
      guard let match = line.firstMatch(of: /^(#\d+ +\S+ +)(\S+)( +)/) else { return nil }
      let time = match.output.1.count
      return (time, time + match.output.2.count + match.output.3.count, match.output.2)
    }
    #expect(columns.count == lines.count)
    #expect(Set(columns.map(\.time)).count == 1, "\(lines)")
    #expect(Set(columns.map(\.cause)).count == 1, "\(lines)")
    #expect(Set(columns.map(\.text)).count > 1, "\(lines)")
  }

  @Test func unwatchSaysWhatItDid() async throws {
    let result = try await Scenesh.run(
      input: "unwatch all\nwatch isLoading\nunwatch all\n", separateErrors: true)
    #expect(
      Scenesh.afterOpening(result.output) == """
        nothing was watched; every change prints
        watching: isLoading
        unwatched: isLoading; every change prints again

        """)
  }

  /// Uncovered, the list looks at its state again; nothing notified it, so its trace says none.
  @Test func backTracesNoNotificationThatNeverCame() async throws {
    let result = try await Scenesh.run(input: "select 1\nback\ntrace\n", separateErrors: true)
    #expect(result.output.hasSuffix("back\n└─ pop profile(2)\n"), "\(result.output.suffix(200))")
  }
}
