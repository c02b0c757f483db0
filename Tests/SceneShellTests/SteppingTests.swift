import Foundation
import Testing

/// Step mode and `trace`, piped into the real binary, as a script drives them.
@Suite struct SteppingTests {
  /// The lines a walk prints about where it is held.
  private func steps(_ output: String) -> [String] {
    output.split(separator: "\n").map(String.init).filter {
      $0.hasPrefix("next:") || $0.hasPrefix("  ↳") || $0.hasSuffix("('trace' shows its hops)")
    }
  }

  @Test func fetchWalksSeed000sFlow2HopByHop() async throws {
    let result = try await Scenesh.run(input: "step on\nfetch\ns\ns\ns\ns\ns\n")
    #expect(
      steps(result.output) == [
        "next: UserListInteractor.fetchUsers  [actor UserListInteractor]",
        "next: UserListPresenter.presentLoading(true)  [MainActor]",
        "next: UserListWorker.fetchUsers  [nonisolated]",
        "  ↳ UserListWorker.fetchUsers → 10 users  (300ms)",
        "next: UserListPresenter.presentUsers(users: 10 users)  [MainActor]",
        "next: UserListPresenter.presentLoading(false)  [MainActor]",
        "'fetch' finished ('trace' shows its hops)",
      ])
    // Each diff prints in the step that caused it, before the next hop is named.
    let lines = Scenesh.afterOpening(result.output).split(separator: "\n").map(String.init)
    let loadingOn = try #require(lines.firstIndex(of: "~ isLoading: false → true"))
    #expect(lines[loadingOn + 1] == "next: UserListWorker.fetchUsers  [nonisolated]")
    #expect(result.status == 0)
  }

  @Test func aHostCommandIsNotWalkedAsAnIntent() async throws {
    let result = try await Scenesh.run(input: "step on\nfault off\ndata rename 1 Ann\n")
    #expect(steps(result.output).isEmpty, "\(result.output)")
    #expect(result.output.contains("· fault: off"))
    #expect(result.status == 0)
  }

  @Test func selectWalksFlow3ResetBeforeTheRouter() async throws {
    let result = try await Scenesh.run(input: "fetch\nstep on\nselect 2\ns\ns\ns\ns\ncontinue\n")
    let lines = result.output.split(separator: "\n").map(String.init)
    let tail = Array(lines.drop { !$0.hasPrefix("next: UserListInteractor.selectUser") }.prefix(9))
    #expect(
      tail == [
        "next: UserListInteractor.selectUser(index: 2)  [actor UserListInteractor]",
        "next: UserListPresenter.presentSelectedUser(selectedUser: User(id: 3, name: \"clementine"
          + " bauch\", …))  [MainActor]",
        "+ pendingNavigation: ViewModel(userId: 3, userName: \"Clementine Bauch\")",
        "next: view consumes pendingNavigation (resets it, then acts)",
        "- pendingNavigation: ViewModel(userId: 3, userName: \"Clementine Bauch\")",
        "next: view acts on pendingNavigation",
        "→ route userDetail(userId: 3, userName: \"Clementine Bauch\")",
        "» profile(3) pushed; users covered",
        "~ isLoading: false → true",
      ])
    #expect(result.output.contains("'select 2' ran to the end"))
  }

  @Test func whileHeldOtherIntentsAreRefusedAndLookingAroundWorks() async throws {
    let result = try await Scenesh.run(
      input: "step on\nfetch\nrefresh\nback\nstate\npending\ntrace\nstep off\nstate\n")
    #expect(
      result.output.contains(
        "<stdin>:3: error: 'refresh' cannot start while 'fetch' is held at a hop; "
          + "'step', 'continue' or 'step off' first"))
    #expect(result.output.contains("<stdin>:4: error: 'back' cannot start while 'fetch' is held"))
    #expect(result.output.contains("isLoading: false\n"))
    #expect(result.output.contains("  ⏸ next"))
    // 'step off' lets the held intent run to its end.
    #expect(result.output.contains("~ isLoading: true → false"))
    #expect(result.status == 1)
  }

  @Test func stepAndContinueWithNothingHeldAreErrors() async throws {
    let result = try await Scenesh.run(input: "step\ncontinue\nstep sideways\n")
    #expect(
      result.output.contains(
        "<stdin>:1: error: 'step': no intent is held; 'step on', then run an intent, to walk"))
    #expect(result.output.contains("<stdin>:2: error: 'continue': no intent is held"))
    #expect(
      result.output.contains(
        "<stdin>:3: error: 'step': MODE must be on or off, not 'sideways' (usage: step [on|off])"))
    #expect(result.status == 1)
  }

  @Test func traceBeforeAnythingRanAndTraceOn() async throws {
    let result = try await Scenesh.run(input: "trace\ntrace on\nrefresh\ntrace off\nrefresh\n")
    // Before any command, 'trace' shows the session's start: the first screen loading itself.
    #expect(Scenesh.afterOpening(result.output).hasPrefix("start: open users\n└─ push users\n"))
    // Printed once: after the first refresh, not after the second.
    #expect(result.output.components(separatedBy: "\nrefresh\n└─ UserListInteractor").count == 2)
  }

  @Test func liveOffTracesTheCancellationChain() async throws {
    let result = try await Scenesh.run(input: "live on 1s\nwait 1s\nlive off\ntrace\n")
    #expect(
      result.output.hasSuffix(
        """
        live off
        └─ UserListInteractor.stopLiveUpdates  [actor UserListInteractor]
           └─ ✕ cancel UserListInteractor.liveUpdateTask
              └─ ✕ SceneStream<Array<User>> terminated (cancelled)
                 └─ ✕ cancel UserListWorker.liveUserStream poller 1

        """))
  }

  @Test func jsonCarriesStepsTracesAndCoalescedChanges() async throws {
    let result = try await Scenesh.run(
      ["--json"], input: "fetch\nselect 0\nstep on\nfetch 2\ntrace\n")
    #expect(
      result.output.contains(
        #"{"event":"step","ms":900,"scene":"profile(2)","#
          + #""text":"next: ProfileInteractor.fetchProfile"#))
    #expect(
      result.output.contains(#""event":"trace","ms":900,"scene":"profile(2)","text":"fetch 2\n"#))
    #expect(result.output.contains(#""coalesced":5,"event":"change""#))
  }

  @Test func mermaidEscapesWhatWouldEndAMessage() async throws {
    let result = try await Scenesh.run(
      input: "data rename 1 \"a;b#c\"\nfetch\nselect 0\ntrace --mermaid\n")
    let diagram = result.output.components(separatedBy: "sequenceDiagram\n").last ?? ""
    #expect(diagram.contains(#"userName: "A#59;B#35;C""#))
    #expect(!diagram.contains("a;b"))
    // The profile 'select 0' opens fetches user and posts at once: a par block, in the order
    // the seed's `async let`s start them.
    #expect(diagram.contains("  par\n  ProfileInteractor->>ProfileWorker: fetchUser(1)\n"))
    #expect(diagram.contains("  and\n  ProfileInteractor->>ProfileWorker: fetchPosts(1)\n"))
  }

  @Test func aCommandsTreeIsBoundedAndSaysWhatItLeftOut() async throws {
    // A 1 ms poller (a poll every 301 ms: the fetch, then 1 ms) for 10 minutes records far
    // more hops than a command keeps.
    let result = try await Scenesh.run(input: "live on 1ms\nwait 10m\ntrace\n")
    let lastLine = result.output.split(separator: "\n").last.map(String.init) ?? ""
    #expect(lastLine.hasPrefix("… ") && lastLine.hasSuffix(" more hops not kept"))
    #expect(result.status == 0)
  }
}
