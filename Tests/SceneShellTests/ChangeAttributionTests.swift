import SceneRuntime
import Testing

/// A change is filed under the hop in which it was made: for an `inout` reducer, inside the
/// reducer, after what it did, though the access to the state began before it was called.
@MainActor
@Suite struct ChangeAttributionTests {
  @Test func anInoutReducersChangeIsDrawnInsideTheReducer() async {
    let output = await InProcessShell.run(
      ["type a@b.c", "trace", "trace --mermaid"], initial: "login",
      catalog: [
        SceneCatalog.Entry(name: "login", summary: "an inout reducer") { _ in LoginScene() }
      ]
    ).output
    #expect(
      output.contains(
        """
        type a@b.c
        └─ LoginFeature.reduce("a@b.c")  [MainActor]
           └─ Δ email: "" → "a@b.c"

        """), "\(output)")
    // In the diagram too: the change comes after the call, not before it.
    let diagram = output.components(separatedBy: "sequenceDiagram\n").last ?? ""
    let call = diagram.range(of: "->>LoginFeature: reduce")?.lowerBound
    let change = diagram.range(of: "->>State: Δ email")?.lowerBound
    #expect(call.flatMap { call in change.map { call < $0 } } == true, "\(diagram)")
  }

  /// `@Published` has no in-place access: the reducer changes a copy, and the property is set
  /// after it returns, in the caller. The change is drawn there, after the call, never before.
  @Test func anObservableObjectsChangeThroughAnInoutReducerComesAfterIt() async {
    let output = await InProcessShell.run(
      ["type a@b.c", "trace"], initial: "loginmodel",
      catalog: [
        SceneCatalog.Entry(name: "loginmodel", summary: "an ObservableObject") { _ in
          LoginModelScene()
        }
      ]
    ).output
    #expect(
      output.hasSuffix(
        """
        type a@b.c
        ├─ LoginFeature.reduce("a@b.c")  [MainActor]
        └─ Δ email: "" → "a@b.c"

        """), "\(output)")
  }

  /// Two calls change the state in one turn (a SwiftUI list model's `displayLoading()` and
  /// `update(contents:)`): the view sees one batch, and each change is filed under the call that
  /// made it, not all under the first call seen.
  @Test func aBatchOfSeveralCallsIsFiledUnderEachCall() async {
    let output = await InProcessShell.run(
      ["load", "trace"], initial: "list",
      catalog: [
        SceneCatalog.Entry(name: "list", summary: "an ObservableObject model") { _ in
          ListModelScene()
        }
      ]
    ).output
    #expect(
      output.hasSuffix(
        """
        load
        ├─ ListModel.displayLoading  [MainActor]
        │  └─ Δ isLoading: false → true
        └─ ListModel.update(3 strings)  [MainActor]
           └─ Δ rows: +3

        """), "\(output)")
  }

  /// The same with `@Observable`, where the second call also sets back what the first set: the
  /// view never saw the spinner, and the first call's hop says so rather than nothing.
  @Test func aChangeMadeAgainByALaterCallIsThatCallsOnly() async {
    let output = await InProcessShell.run(
      ["load", "trace"], initial: "observed",
      catalog: [
        SceneCatalog.Entry(name: "observed", summary: "an @Observable model") { _ in
          ObservedListScene()
        }
      ]
    ).output
    #expect(
      output.hasSuffix(
        """
        load
        ├─ ListModel.displayLoading  [MainActor]
        │  └─ Δ none the view saw (what it changed was changed again before the view looked)
        └─ ListModel.update(3 strings)  [MainActor]
           └─ Δ rows: +3

        """), "\(output)")
  }
}

/// A value delivered through `receive(on: RunLoop.main)` or `receive(on: DispatchQueue.main)`
/// lands on a later turn of the main thread, after the hop that sent it has returned: its
/// change is still filed under that hop, where it was caused. In the shell's own process (the
/// profile-lab fixture's `runloop` and `mainqueue` scenes): only there are the main queue and
/// `RunLoop.main` run as an app runs them.
@Suite struct ScheduledChangeAttributionTests {
  @Test(arguments: ["runloop", "mainqueue"])
  func aChangeDeliveredThroughASchedulerIsFiledUnderItsCause(scene: String) async throws {
    let lab = try Scenesh.binary.deletingLastPathComponent().appendingPathComponent("profile-lab")
    let result = try await Scenesh.run(input: "open \(scene)\ntype abc\ntrace\n", executable: lab)
    #expect(result.status == 0)
    #expect(
      result.output.hasSuffix(
        """
        type abc
        └─ SearchFeature.submit("abc")  [MainActor]
           └─ Δ text: "" → "abc"

        """), "\(result.output)")
  }
}
