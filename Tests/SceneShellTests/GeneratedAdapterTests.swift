import SceneRuntime
import Testing

@testable import SceneShell

/// The decorators generated from Tests/AdapterShapes, run in the shell: each completion shape's
/// answer is recorded in `trace`, and reaches the caller as the store gave it (`expect` checks
/// what the caller showed).
@MainActor
struct GeneratedAdapterTests {
  private func run(_ commands: [String]) async -> (output: String, status: Int32) {
    await InProcessShell.run(
      commands, initial: "shelf",
      catalog: [SceneCatalog.Entry(name: "shelf", summary: "shelf", make: TeaShelfScene.init)])
  }

  @Test func aTwoArgumentAnswerIsATuple() async {
    let (output, status) = await run(["pair", "expect shown == \"sencha, oolong\"", "trace"])
    #expect(status == 0, "\(output)")
    #expect(
      output.hasSuffix(
        "pair\n├─ TeaShelfStore.fetchTeas → ([Tea(…), Tea(…)], nil)  (0s)\n"
          + "└─ TeaShelfStore ⇢ shelf: ([Tea(…), Tea(…)], nil)\n"), "\(output)")
  }

  /// The closure is called once, by the hop: what it returned, or threw, is the call's result,
  /// and the caller's closure answers the same.
  @Test func aClosureAnswerIsCalledOnceAndPassedOn() async {
    let (found, foundStatus) = await run(
      ["closure sencha", "expect shown == \"sencha\"", "trace"])
    #expect(foundStatus == 0, "\(found)")
    #expect(
      found.hasSuffix(
        "├─ TeaShelfStore.fetchTea(\"sencha\") → Tea(name: \"sencha\", steepSeconds: 60)  (0s)\n"
          + "└─ TeaShelfStore ⇢ shelf: Tea(name: \"sencha\", steepSeconds: 60)\n"), "\(found)")
    let (missing, missingStatus) = await run(
      ["closure matcha", "expect shown == \"cannotFetch(\\\"matcha\\\")\"", "trace"])
    #expect(missingStatus == 0, "\(missing)")
    #expect(
      missing.hasSuffix(
        "├─ TeaShelfStore.fetchTea(\"matcha\") ✕ .cannotFetch(\"matcha\")  (0s)\n"
          + "└─ TeaShelfStore ⇢ shelf: .cannotFetch(\"matcha\")\n"), "\(missing)")
  }

  /// A typealiased completion is one: its answer is recorded, not passed as payload.
  @Test func aTypealiasedAnswerIsRecorded() async {
    let (output, status) = await run(["alias", "expect shown == \"sencha, oolong\"", "trace"])
    #expect(status == 0, "\(output)")
    #expect(
      output.hasSuffix(
        "alias\n├─ TeaShelfStore.fetchTeasResult → 2 teas  (0s)\n"
          + "└─ TeaShelfStore ⇢ shelf: 2 teas\n"), "\(output)")
  }

  /// A completion that does not escape runs inside the call's hop (which, synchronous, records
  /// no result).
  @Test func aNonEscapingCompletionRunsInTheCall() async {
    let (output, status) = await run(["count", "expect shown == \"2\"", "trace"])
    #expect(status == 0, "\(output)")
    #expect(output.contains("count\n└─ TeaShelfStore.countTeas "), "\(output)")
  }
}
