import LineEditing
import SceneRuntime
import SceneShell
import Testing

/// A change is filed under the hop in which it was made: for an `inout` reducer, inside the
/// reducer, after what it did, though the access to the state began before it was called.
@MainActor
@Suite struct ChangeAttributionTests {
  @Test func anInoutReducersChangeIsDrawnInsideTheReducer() async {
    let reader = ScriptedLineReader(["type a@b.c", "trace", "trace --mermaid"])
    let configuration = ShellConfiguration(
      isInteractive: false, inputName: "test", colorEnabled: false, clockMode: .virtual)
    let shell = Shell(configuration: configuration, reader: reader) { _ in
      SceneCatalog(
        entries: [
          SceneCatalog.Entry(name: "login", summary: "an inout reducer") { _ in LoginScene() }
        ],
        initialSceneName: "login")
    }
    _ = await shell.run()
    #expect(
      reader.output.contains(
        """
        type a@b.c
        └─ LoginFeature.reduce("a@b.c")  [MainActor]
           └─ Δ email: "" → "a@b.c"

        """), "\(reader.output)")
    // In the diagram too: the change comes after the call, not before it.
    let diagram = reader.output.components(separatedBy: "sequenceDiagram\n").last ?? ""
    let call = diagram.range(of: "->>LoginFeature: reduce")?.lowerBound
    let change = diagram.range(of: "->>State: Δ email")?.lowerBound
    #expect(call.flatMap { call in change.map { call < $0 } } == true, "\(diagram)")
  }
}
