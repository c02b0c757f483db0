import Testing

/// Issue 41: every line printed about a flow is what happened — times agree across `trace`,
/// the timeline, the notes and `--json`, and the notes say what the scene's loop does.
@Suite struct TruthfulNotesTests {
  /// Piped, `trace` said the worker took 300ms while the timeline and `--json` put every event
  /// of the flow at 0s. The fetch's 300ms are scene time now: what comes after it is stamped
  /// 300ms later, the same in every view of the session.
  @Test func theTraceTheTimelineAndJSONAgreeOnTimes() async throws {
    let text = try await Scenesh.run(input: "fetch\ntrace\ntimeline\n", separateErrors: true)
    #expect(text.status == 0, "\(text.errors)")
    // The first load ends at 300ms; 'fetch' starts there, its worker call takes 300ms.
    #expect(text.output.contains("├─ UserListWorker.fetchUsers → 10 users  (300ms)\n"))
    #expect(
      text.output.contains(
        "#5  users  300ms  fetch → UserListPresenter.presentLoading(true)  (isLoading)\n"
          + "#6  users  600ms  fetch → UserListPresenter.presentLoading(false)  (isLoading)\n"))

    let json = try await Scenesh.run(["--json"], input: "fetch\n", separateErrors: true)
    // A number beside the text: milliseconds of scene time.
    #expect(
      json.output.contains(
        #"{"event":"change","kind":"changed","ms":300,"new":"true","old":"false","path":"isLoading","#
          + #""scene":"users","time":"300ms"}"#))
    #expect(
      json.output.contains(
        #"{"event":"change","kind":"changed","ms":600,"new":"false","old":"true","path":"isLoading","#
          + #""scene":"users","time":"600ms"}"#))
  }

  /// `live on 1s` said "then every 1s", but the seed's loop sleeps after each answer: polls
  /// start the interval plus the fetch's 300ms apart, and the note and the poll times say so.
  @Test func liveUpdatesSayWhatTheLoopDoes() async throws {
    let result = try await Scenesh.run(input: "live on 1s\nwait 3s\n", separateErrors: true)
    #expect(
      Scenesh.afterOpening(result.output) == """
        · live updates on: a poll now, then 1s after each answer
        · poller 1: poll at 300ms: 10 users
        · poller 1: poll at 1.6s: 10 users
        · poller 1: poll at 2.9s: 10 users

        """)
  }
}

/// `wait` that printed nothing said nothing: now it says what fired, or that nothing was due,
/// and when the next timer is.
@Suite struct QuietWaitTests {
  @Test func aWaitThatPrintsNothingSaysWhatWasDue() async throws {
    let result = try await Scenesh.run(
      input: "live on\nwait 3s\nlive off\nwait 5s\n", separateErrors: true)
    #expect(
      Scenesh.afterOpening(result.output) == """
        · live updates on: a poll now, then 30s after each answer
        · poller 1: poll at 300ms: 10 users
        · waited 3s (scene time 3.6s): nothing was due; the next timer is due in 27s \
        (UserListWorker.liveUserStream poller 1)
        · live updates off
        · waited 5s (scene time 8.6s): nothing was due; no timer is set

        """)
  }

  /// A wait whose timers printed something adds nothing: the polls say what fired.
  @Test func aWaitThatPrintedSaysNoMore() async throws {
    let result = try await Scenesh.run(input: "live on 1s\nwait 2s\n", separateErrors: true)
    #expect(!result.output.contains("waited"))
    #expect(result.output.contains("· poller 1: poll at 1.6s: 10 users\n"))
  }
}

/// SwiftUI runs `.onAppear` again when a view pushed over the screen is popped, not when the
/// screen's own sheet is dismissed (the screen stayed on screen under it). The Root screen's
/// adapter reloaded on both.
@Suite struct SwiftUILifecycleTests {
  @Test func dismissingTheSheetDoesNotReloadButPoppingAPushedScreenDoes() async throws {
    let result = try await Scenesh.run(
      input: "open root\ntap\nback\nopen users\nback\n", separateErrors: true)
    let output = result.output
    let afterSheet = try #require(output.range(of: "« image popped; root uncovered\n"))
    let pushed = try #require(output.range(of: "» users pushed; root covered\n"))
    // Nothing between the sheet's dismissal and the next command's push: no reload.
    #expect(afterSheet.upperBound == pushed.lowerBound)
    // After the pushed screen's pop, onAppear reloads the image.
    let afterPop = try #require(output.range(of: "« users popped; root uncovered\n"))
    #expect(
      output[afterPop.upperBound...].hasPrefix(
        "Δ 3 notifications in one turn, 2 properties changed together:\n"
          + "  - image: UIImage(size: CGSize(width: 24.0, height: 16.0), format: .png, "
          + "data: Data(159 bytes))\n  ~ isLoading: false → true\n"))
  }
}

/// An `ObservableObject` sends `objectWillChange` once per `@Published` write: the header counts
/// what was sent (the seed's `update(state: .show)` writes two properties, `.loading` three, of
/// which two change), where it said "one notification".
@Suite struct ObservableObjectNotificationTests {
  @Test func theHeaderCountsTheNotificationsSent() async throws {
    let result = try await Scenesh.run(
      input: "open root\nappear\ntrace\n", separateErrors: true)
    #expect(
      result.output.contains(
        "» root pushed; users covered\nΔ 2 notifications in one turn, 2 properties changed "
          + "together:\n"))
    #expect(
      result.output.contains("Δ 3 notifications in one turn, 2 properties changed together:\n"))
    #expect(result.output.contains("Δ 2 properties in 2 notifications in one turn (coalesced)"))
    // An @Observable state's several writes in one turn are still one notification.
    let profile = try await Scenesh.run(input: "select 2\n", separateErrors: true)
    #expect(profile.output.contains("Δ one notification, 5 properties changed together:\n"))
  }
}

/// Issue 41, the prompt: `state PATH` prints one part of the state, `state` of a list prints a
/// line per element (10 rows were 56 lines), and the step hint matches the mode.
@Suite struct StateAndStepHintTests {
  @Test func statePrintsAPathAndAListALinePerElement() async throws {
    let result = try await Scenesh.run(
      input: "state displayedUsers[0]\nstate displayedUsers.count\nstate\n", separateErrors: true)
    #expect(result.status == 0, "\(result.errors)")
    let output = Scenesh.afterOpening(result.output)
    #expect(
      output.hasPrefix(
        """
        displayedUsers[0]: DisplayedUser(
          id: 1,
          fullName: "Leanne Graham",
          emailLabel: "sincere@april.biz"
        )
        displayedUsers.count: 10
        displayedUsers: [
          [0]: DisplayedUser(id: 1, fullName: "Leanne Graham", emailLabel: "sincere@april.biz"),

        """))
    let state = output.split(separator: "\n").drop { !$0.hasPrefix("displayedUsers: [") }
    #expect(state.count == 15, "\(state)")
  }

  @Test func aLongListStopsAfterTwentyElements() async throws {
    let adds = (1...12).map { "data add N\($0)" }.joined(separator: "\n")
    let result = try await Scenesh.run(
      input: adds + "\nrefresh\nstate displayedUsers\n", separateErrors: true)
    #expect(result.output.hasSuffix("  … and 2 more in displayedUsers\n]\n"))
  }

  @Test func theStepHintMatchesTheMode() async throws {
    let result = try await Scenesh.run(
      input: "step on\ns\nstep off\ns\n", separateErrors: true)
    #expect(
      result.errors == """
        <stdin>:2: error: 'step': no intent is held; step mode is on: run an intent to walk \
        through it
        <stdin>:4: error: 'step': no intent is held; 'step on', then run an intent, to walk \
        through it

        """)
  }
}
