import LineEditing
import SceneRuntime
import SceneShell
import Testing

/// A host's catalog that would shadow a command or point nowhere is refused at start-up, with
/// exit status 2 and one line naming both sides — never silently.
@MainActor
@Suite struct CatalogProblemTests {
  private func start(
    _ entries: [SceneCatalog.Entry], initial: String, commands: [Intent] = []
  ) async -> (output: String, status: Int32) {
    let reader = ScriptedLineReader(["state"])
    let configuration = ShellConfiguration(
      isInteractive: false, inputName: "test", colorEnabled: false, clockMode: .virtual)
    let shell = Shell(configuration: configuration, reader: reader) { _ in
      SceneCatalog(entries: entries, initialSceneName: initial, commands: commands)
    }
    let status = await shell.run()
    return (reader.output, status)
  }

  private func scene(_ name: String, intents: [String] = []) -> SceneCatalog.Entry {
    SceneCatalog.Entry(name: name, summary: name) { _ in
      CycleScene(title: name, leaks: false, intentNames: intents)
    }
  }

  @Test func anIntentNamedLikeABuiltinNamesBoth() async {
    let result = await start([scene("search", intents: ["type", "open"])], initial: "search")
    #expect(result.status == 2)
    #expect(
      result.output
        == "scenesh: error: catalog: intent 'open' of scene 'search' is named like the built-in "
        + "command 'open'; rename the intent in the scene's adapter\n")
  }

  @Test func twoScenesOfOneNameAndAMissingInitialSceneAreEachSaid() async {
    let result = await start([scene("a"), scene("a")], initial: "b")
    #expect(result.status == 2)
    #expect(
      result.output == """
        scenesh: error: catalog: two scenes are named 'a'; each scene needs a name of its own
        scenesh: error: catalog: the initial scene 'b' is not in the catalog (scenes: 'a', 'a')

        """)
  }

  @Test func aHostCommandMayNotShadowABuiltinOrAnIntent() async {
    let commands = [
      Intent("back", summary: "") { _ in }, Intent("go", summary: "") { _ in },
    ]
    let result = await start([scene("a", intents: ["go"])], initial: "a", commands: commands)
    #expect(result.status == 2)
    #expect(result.output.contains("host command 'go' is named like an intent of scene 'a'"))
    #expect(result.output.contains("host command 'back' is named like the built-in command 'back'"))
  }

  @Test func aSoundCatalogStarts() async {
    let result = await start([scene("a", intents: ["go"])], initial: "a")
    #expect(result.status == 0)
  }
}
