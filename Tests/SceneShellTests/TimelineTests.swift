import Testing

/// `timeline`, `show`, `diff`, `restore`: every state the views showed, numbered, and the
/// view's state put back to one of them — byte-identical on every run.
@Suite struct TimelineTests {
  private let script = """
    live on 1s
    data rename 3 "Ada"
    wait 5s
    timeline
    diff 4 5
    restore 4
    expect displayedUsers[2].fullName == "Clementine Bauch"
    show 5
    timeline users
    """

  @Test func entriesDiffAndRestorePutTheOldNamesBack() async throws {
    let result = try await Scenesh.run(input: script, separateErrors: true)
    #expect(result.status == 0, "\(result.errors)")
    let output = Scenesh.afterOpening(result.output)
    #expect(
      output.contains(
        """
        #1  users  0s     opened  (displayedUsers, isLoading, pendingError, pendingNavigation)
        #2  users  0s     start: open users → UserListPresenter.presentLoading(true)  (isLoading)
        #3  users  300ms  start: open users → UserListPresenter.presentUsers(users: 10 users)  (displayedUsers)
        #4  users  300ms  start: open users → UserListPresenter.presentLoading(false)  (isLoading)
        #5  users  1.9s   live on 1s → UserListPresenter.presentUsers(users: 10 users)  (displayedUsers)

        """))
    #expect(
      output.contains(
        """
        users: #4 → #5
        ~ displayedUsers[2].fullName: "Clementine Bauch" → "Ada"

        """))
    // The restore prints its change like any other, then says what it did not touch.
    #expect(
      output.contains(
        """
        ~ displayedUsers[2].fullName: "Ada" → "Clementine Bauch"
        · restored 'users' to #4: its view state only — the interactor and the worker keep \
        theirs; one-time events are not replayed

        """))
    // Scene times: the first load's fetch ends at 300ms; 'live on' polls at 300ms, answers at
    // 600ms, polls again 1s later (1.6s) and that answer, with the rename, lands at 1.9s.
    #expect(output.contains("#6  users  5.8s   restore 4  (displayedUsers)"))
    #expect(output.contains("#5  users at 1.9s, after live on 1s → UserListPresenter.presentUsers"))
    #expect(try await Scenesh.run(input: script).output == result.output)
  }

  /// Each `select 2` pushes a new profile(3), popped again by `back`: a new view can sit at a
  /// closed one's address, and must still not be taken for it.
  @Test func anEntryOfAClosedViewIsNeitherRestoredNorDiffedAgainstAnotherView() async throws {
    let rounds = Array(repeating: "select 2\nback", count: 4).joined(separator: "\n")
    let result = try await Scenesh.run(
      input: rounds + "\nselect 3\nrestore 24\ndiff 19 24\n", separateErrors: true)
    #expect(
      result.errors == """
        <stdin>:10: error: cannot restore 'profile(3)': it is no longer open
        <stdin>:11: error: 'diff': M must be an entry of 'profile(3)' like #19, not '24' \
        (usage: diff N [M])

        """)
    #expect(!result.output.contains("restored"))
  }

  /// `--timeline-size N` keeps the last N states, not fewer.
  @Test func theTimelineKeepsExactlyItsSize() async throws {
    let result = try await Scenesh.run(
      ["--timeline-size", "20"],
      input: String(repeating: "fetch\n", count: 12) + "timeline\n")
    // 4 entries as the list opens, then 2 per fetch (loading on, then off): 28 in all.
    let entries = result.output.split(separator: "\n").filter { $0.hasPrefix("#") }
    #expect(entries.count == 20)
    #expect(entries.first?.hasPrefix("#9  ") == true)
    #expect(entries.last?.hasPrefix("#28  ") == true)
    #expect(result.output.contains("(8 earlier entries are no longer kept"))
  }

  @Test func aStateReadAsValuesCannotBeRestoredAndSaysWhy() async throws {
    let result = try await Scenesh.run(
      input: "open root\ntimeline root\nrestore 5\nrestore 99\n", separateErrors: true)
    #expect(
      result.errors == """
        <stdin>:3: error: cannot restore 'root': it reads image, isLoading, error as values, \
        which cannot be written back (StateField(_:in:_:) reads through a key path that can)
        <stdin>:4: error: 'restore': N must be a timeline entry (#1 to #6), not '99' \
        (usage: restore N)

        """)
  }
}

/// `tasks` numbers the live tasks with their scene, what started them and their age;
/// `cancel N` cancels one and prints the chain it sets off.
@Suite struct TaskCancelTests {
  @Test func cancellingTheConsumerStopsPollingAndShowsTheChain() async throws {
    let result = try await Scenesh.run(
      input: "live on 1s\nwait 2s\ntasks\ncancel 6\nwait 3s\ntasks\ncancel 6\n",
      separateErrors: true)
    let output = Scenesh.afterOpening(result.output)
    #expect(
      output.contains(
        "  #6  users  UserListInteractor.liveUpdateTask  (age 2.3s; started by live on 1s → "
          + "UserListInteractor.startLiveUpdates(1s))\n"))
    #expect(
      output.contains(
        """
        cancel 6
        └─ ✕ cancel UserListInteractor.liveUpdateTask
           └─ ✕ SceneStream<Array<User>> terminated (cancelled)
              └─ ✕ cancel UserListWorker.liveUserStream poller 1

        """))
    // Polling stopped: no poll after the one at 1.6s (the next was due at 2.9s).
    #expect(output.contains("poll at 1.6s"))
    #expect(!output.contains("poll at 2.9s"))
    #expect(
      output.hasSuffix(
        "1 live task, waiting (asleep on the clock or for a value); scene time 5.6s\n"
          + "  #3  users  UserListInteractor.observeAppForeground  (age 5.6s; started by start: open users → UserListInteractor.observeAppForeground)\n"
      ))
    #expect(
      result.errors
        == "<stdin>:7: error: 'cancel': there is no live task #6; the live tasks are #3 "
        + "(see 'tasks')\n")
  }
}

/// `watch PATH…`: only the changes under the paths print, the rest are counted per command;
/// an identity path follows its element wherever it moves.
@Suite struct WatchTests {
  @Test func anIdentityPathFollowsItsElementAcrossARemoval() async throws {
    let result = try await Scenesh.run(
      input: """
        watch displayedUsers[id: 3]
        data rename 3 "Ada"
        data rename 5 "Eve"
        refresh
        data remove 1
        refresh
        data rename 3 "Cy"
        refresh
        expect displayedUsers[id: 3].fullName == "Cy"
        unwatch all
        watch
        """, separateErrors: true)
    #expect(result.status == 0, "\(result.errors)")
    #expect(
      Scenesh.afterOpening(result.output) == """
        watching: displayedUsers[id: 3]
        · data: user 3 renamed from "clementine bauch" to "Ada"
        · data: user 5 renamed from "chelsey DIETRICH" to "Eve"
        ~ displayedUsers[2].fullName: "Clementine Bauch" → "Ada"
        … 3 other changes (not watched)
        · data: user 1 removed
        … 3 other changes (not watched)
        · data: user 3 renamed from "Ada" to "Cy"
        ~ displayedUsers[1].fullName: "Ada" → "Cy"
        … 2 other changes (not watched)
        unwatched: displayedUsers[id: 3]; every change prints again
        watching everything

        """)
  }
}
