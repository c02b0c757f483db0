import Foundation
import SceneRuntime
import Testing

@testable import SceneShell

/// Each rule fires on a scene built to break it, once per breach, with its name, the hop that
/// broke it and its seed; the examples break none.
@MainActor
@Suite struct RuleTests {
  /// A fixture scene, in a shell in the test's own process.
  private func run(
    _ commands: [String], _ make: @escaping @MainActor (SceneEnvironment) -> any Scene
  ) async -> (output: String, status: Int32) {
    await InProcessShell.run(
      commands, initial: "fixture",
      catalog: [SceneCatalog.Entry(name: "fixture", summary: "fixture", make: make)])
  }

  private func ruleLines(_ output: String) -> [String] {
    output.split(separator: "\n").map(String.init).filter { $0.hasPrefix("⚠ rule ") }
  }

  /// The rules lesson's scene, in the real shell: its presenter's callback runs in a task of
  /// its own, which only the shell's executor waits for.
  private func tally(_ commands: String, _ options: [String] = []) async throws -> Scenesh.Result {
    try await Scenesh.run(options + ["-c", "open tally; " + commands], separateErrors: true)
  }

  /// What `poke` breaks, as it prints.
  private static let pokeBreach =
    "⚠ rule presenter-writes-state: count, label written by TallyInteractor.poke "
    + "(only the presenter writes the DisplayState; the view only resets a one-time event "
    + "it consumes; seed 000)"

  @Test func presenterWritesStateNamesTheInteractorThatWrote() async throws {
    let result = try await tally("add; poke; add")
    #expect(ruleLines(result.output) == [Self.pokeBreach])
    #expect(result.status == 0)
  }

  /// The lesson's first breach, before any `add`: the scene says its presenter is recorded,
  /// so `rules` no longer calls the rule unchecked ("its adapter decorates none", false).
  @Test func theFirstBreachIsCaughtBeforeAnyPresenterCall() async throws {
    let result = try await tally("poke; rules")
    #expect(ruleLines(result.output) == [Self.pokeBreach])
    #expect(result.output.contains("  presenter-writes-state  1  checked"))
    #expect(!result.output.contains("decorates none"))
  }

  @Test func oneWayNamesThePresenterCallingBack() async throws {
    let lines = ruleLines(try await tally("echo; add; echo").output)
    #expect(
      lines
        == [1, 3].map { count in
          "⚠ rule one-way: presenter → interactor: TallyPresenter.presentCountAndConfirm(\(count)) "
            + "called TallyInteractor.confirmShown(\(count)) (calls go view → interactor → "
            + "presenter → view, never back; seed 001)"
        })
  }

  @Test func mainActorStateNamesTheActorItRanOn() async {
    let (output, _) = await run(["set 1"]) { OffMainPresenterScene(environment: $0) }
    #expect(
      ruleLines(output) == [
        "⚠ rule main-actor-state: value written on actor OffMainPresenter by "
          + "OffMainPresenter.present(1) (view state and MVI models change on the main actor "
          + "only; seed 000)"
      ])
  }

  @Test func latestRequestWinsNamesBothRequests() async {
    let (output, _) = await run(["search ada", "search grace", "wait 1s"]) {
      UncancelledSearchScene(environment: $0)
    }
    #expect(
      ruleLines(output) == [
        "⚠ rule latest-request-wins: SearchWorker.find(\"ada\") of 'search ada' reached "
          + "SearchPresenter.present(\"results for ada\") after 'search grace' asked again "
          + "(SearchWorker.find(\"grace\")) (a newer request supersedes the one in flight, whose "
          + "result never reaches the presenter; seed 001)"
      ])
  }

  /// The same breach with a worker answering through a completion handler: the presenter is
  /// called under the answer's delivery (`SearchWorker ⇢ …`), which names the request it
  /// answers. A new user's Forecast scene once showed Jakarta after asking for Bandung, and the
  /// rule stayed silent.
  @Test func latestRequestWinsSeesACompletionHandlersAnswer() async {
    let (output, _) = await run(["search ada", "search grace", "wait 1s"]) {
      CallbackSearchScene(environment: $0)
    }
    #expect(
      ruleLines(output) == [
        "⚠ rule latest-request-wins: CallbackSearchWorker.find(\"ada\") of 'search ada' reached "
          + "SearchPresenter.present(\"results for ada\") after 'search grace' asked again "
          + "(CallbackSearchWorker.find(\"grace\")) (a newer request supersedes the one in "
          + "flight, whose result never reaches the presenter; seed 001)"
      ], "\(output)")
  }

  @Test func onePollerFiresOnceForTheTwoPollers() async {
    let (output, _) = await run(["live", "live", "wait 5s", "wait 5s"]) {
      TwoPollersScene(environment: $0)
    }
    let lines = ruleLines(output)
    #expect(lines.count == 1)
    #expect(lines.first?.hasPrefix("⚠ rule one-poller: 'ticker' runs 2 pollers: #") == true)
  }

  @Test func modelThroughUpdateNamesTheIntentThatWrote() async {
    let (output, _) = await run(["load"]) { ModelShortcutScene(environment: $0) }
    #expect(
      ruleLines(output) == [
        "⚠ rule model-through-update: isLoading, count written by CounterIntent.load (the "
          + "model's state changes only through update(state:); seed 004)"
      ])
  }

  @Test func eventsConsumedSaysWhatWasLost() async {
    let (output, _) = await run(["fail"]) { _ in OverwrittenEventScene() }
    #expect(
      ruleLines(output) == [
        "⚠ rule events-consumed: pendingMessage set again before the view could consume it; "
          + "lost: \"failure 1\" (a one-time event is consumed before the next one replaces it; "
          + "seed 000)"
      ])
  }

  @Test func rulesFailTurnsABreachIntoAFailedCommand() async throws {
    let result = try await tally("add; poke; add", ["--rules", "fail"])
    #expect(result.status == 1)
    #expect(
      result.errors.hasPrefix(
        "-c:3: error: rule presenter-writes-state: count, label written by TallyInteractor.poke"))
    // Only the command that broke it fails: the `add` after it does not.
    #expect(result.errors.split(separator: "\n").count == 1, "\(result.errors)")
  }

  @Test func aRuleTurnedOffIsNotChecked() async throws {
    let output = try await tally("add; rules off presenter-writes-state; poke; rules").output
    #expect(ruleLines(output).isEmpty)
    #expect(output.contains("presenter-writes-state  0  not checked: turned off"))
  }

  @Test func theTraceShowsTheRuleUnderTheHopThatBrokeIt() async throws {
    let output = try await tally("add; poke; trace").output
    #expect(output.contains("      └─ ⚠ rule presenter-writes-state: count, label written by"))
  }

  @Test func aJSONSessionGetsARuleEvent() async throws {
    let output = try await tally("add; poke", ["--json"]).output
    #expect(
      output.contains(
        #"{"event":"rule","message":"only the presenter writes the DisplayState; the view "#
          + #"only resets a one-time event it consumes; seed 000","ms":300,"rule":"presenter-writes-"#
          + #"state","scene":"tally","text":"count, label written by TallyInteractor.poke""#))
  }

  @Test func theReportHasASectionOfRules() async throws {
    let path = FileManager.default.temporaryDirectory
      .appendingPathComponent("rules-report-\(UUID().uuidString).md").path
    defer { try? FileManager.default.removeItem(atPath: path) }
    _ = try await tally("add; poke; report \(path)")
    let report = try String(contentsOfFile: path, encoding: .utf8)
    #expect(
      report.contains(
        "## Rules\n\n1 broken: presenter-writes-state 1×.\n\n- ⚠ rule presenter-writes-state: "
          + "count, label written by TallyInteractor.poke"))
  }

  /// Every example's transcript, the worked examples' included, breaks no rule (the rules
  /// lesson is the one made to).
  @Test func noExampleBreaksARule() throws {
    let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .deletingLastPathComponent().deletingLastPathComponent()
    let folders = ["examples", "examples/BookSearch/scripts", "examples/ClassicVIP/scripts"]
    var checked = 0
    for folder in folders {
      let url = root.appendingPathComponent(folder)
      for name in try FileManager.default.contentsOfDirectory(atPath: url.path)
      where name.hasSuffix(".expected") && name != "rules.expected" {
        let text = try String(contentsOf: url.appendingPathComponent(name), encoding: .utf8)
        #expect(!text.contains("⚠ rule"), "\(folder)/\(name)")
        checked += 1
      }
    }
    #expect(checked > 15)
  }
}
