import ExampleScenes
import LineEditing
import SceneRuntime
import Testing

@testable import SceneShell

/// The two parts `scenesh-bench throughput` turns off to measure them whole: each must turn off
/// exactly its part, or the table it prints measures something else.
@MainActor
@Suite struct BenchmarkSwitchesTests {
  private let script = ["select 0", "trace"]

  private func run(recordsHops: Bool = true, printsChanges: Bool = true) async -> String {
    await InProcessShell.run(
      script,
      configure: {
        $0.recordsHops = recordsHops
        $0.printsChanges = printsChanges
      }, catalog: ExampleScenesCatalog.catalog(context:)
    ).output
  }

  @Test func byDefaultTheDiffsPrintAndTheTraceShowsTheCalls() async {
    let output = await run()
    #expect(output.contains("+ pendingNavigation: ViewModel(userId: 1"))
    #expect(output.contains("UserListInteractor.selectUser(index: 0)"))
  }

  @Test func withoutHopsTheDiffsStillPrintButNoCallIsTraced() async {
    let output = await run(recordsHops: false)
    #expect(output.contains("+ pendingNavigation: ViewModel(userId: 1"))
    #expect(!output.contains("UserListInteractor.selectUser"))
  }

  @Test func withoutPrintingTheViewStillConsumesAndRoutes() async {
    let output = await run(printsChanges: false)
    #expect(!output.contains("+ pendingNavigation"))
    #expect(!output.contains("~ isLoading"))
    #expect(output.contains("→ route userDetail(userId: 1"))
    #expect(output.contains("» profile(1) pushed"))
  }
}
