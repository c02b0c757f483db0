import ExampleScenes
import Foundation
import LineEditing
import SceneRuntime
import SceneShell
import Testing

/// After `back`, the parts of the popped scene must be released: a survivor is reported.
@MainActor
@Suite struct LeakCheckTests {
  /// Runs `commands` in a shell whose catalog is `home` (clean), `cycle` (leaks) and `clean`.
  private func run(_ commands: [String]) async -> (output: String, status: Int32) {
    await InProcessShell.run(
      commands, initial: "home",
      catalog: [
        SceneCatalog.Entry(name: "home", summary: "clean") { _ in
          CycleScene(title: "home", leaks: false)
        },
        SceneCatalog.Entry(name: "cycle", summary: "leaks") { _ in
          CycleScene(title: "cycle", leaks: true)
        },
        SceneCatalog.Entry(name: "clean", summary: "clean") { _ in
          CycleScene(title: "clean", leaks: false)
        },
        SceneCatalog.Entry(name: "search", summary: "a debounce holds the presenter") {
          DebounceScene(title: "search", environment: $0, leaks: false)
        },
        SceneCatalog.Entry(name: "stuck", summary: "a debounce and a cycle") {
          DebounceScene(title: "stuck", environment: $0, leaks: true)
        },
      ])
  }

  @Test func aPresenterViewCycleIsReportedAfterBack() async {
    let result = await run(["open cycle", "back"])
    #expect(
      result.output == """
        » home pushed
        » cycle pushed; home covered
        « cycle popped; home uncovered
        ⚠ leak: CyclePresenter of 'cycle' was not released (a retain cycle?)
        ⚠ leak: CycleView of 'cycle' was not released (a retain cycle?)

        """)
  }

  @Test func aSceneWithoutACycleIsSilent() async {
    let result = await run(["open clean", "back", "open clean", "back"])
    #expect(
      result.output == """
        » home pushed
        » clean pushed; home covered
        « clean popped; home uncovered
        » clean pushed; home covered
        « clean popped; home uncovered

        """)
    #expect(result.status == 0)
  }

  @Test func aPartHeldBySleepingTaskIsCheckedAgainOnceItsTimerHasFired() async {
    let result = await run(["open search", "type", "back", "wait 300ms", "open clean", "back"])
    #expect(
      result.output == """
        » home pushed
        » search pushed; home covered
        « search popped; home uncovered
        · SearchPresenter of 'search' is not released yet while a timer is due in 300ms (a sleeping task may hold it): checking again once it has fired
        · waited 300ms (scene time 300ms): 1 timer fired (set in type) and nothing changed on screen; no timer is set
        » clean pushed; home covered
        « clean popped; home uncovered

        """)
  }

  @Test func aCycleIsStillReportedOnceTheTimersHaveFired() async {
    let result = await run(["open stuck", "type", "back", "wait 300ms"])
    #expect(
      result.output.hasSuffix(
        """
        « stuck popped; home uncovered
        · SearchPresenter of 'stuck' is not released yet while a timer is due in 300ms (a sleeping task may hold it): checking again once it has fired
        ⚠ leak: SearchPresenter of 'stuck' was not released (a retain cycle?)

        """))
  }

  @Test func theSessionsEndConcludesACheckStillWaiting() async {
    let clean = await run(["open search", "type", "back"])
    #expect(!clean.output.contains("⚠"), "\(clean.output)")
    let stuck = await run(["open stuck", "type", "back"])
    #expect(
      stuck.output.hasSuffix(
        "⚠ leak: SearchPresenter of 'stuck' was not released (a retain cycle?)\n"),
      "\(stuck.output)")
  }

  @Test func theExampleScenesAreReleasedAfterBack() async throws {
    // Every scene of the catalog, and the ones their routers open, pushed and popped.
    let script = """
      select 2
      post 0
      back
      back
      open users
      live on 5s
      wait 6s
      back
      open root
      tap
      back
      back
      """
    let result = try await Scenesh.run(input: script)
    #expect(!result.output.contains("leak"))
    #expect(!result.output.contains("⚠"))
    #expect(result.status == 0)
  }
}
