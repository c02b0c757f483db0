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

  @Test func aHostCommandMayNotShadowABuiltin() async {
    let commands = [Intent("back", summary: "") { _ in }]
    let result = await start([scene("a")], initial: "a", commands: commands)
    #expect(result.status == 2)
    #expect(
      result.output
        == "scenesh: error: catalog: host command 'back' is named like the built-in command "
        + "'back'\n")
  }

  @Test func aHostCommandMayNotShadowAnIntent() async {
    let commands = [Intent("go", summary: "") { _ in }]
    let result = await start([scene("a", intents: ["go"])], initial: "a", commands: commands)
    #expect(result.status == 2)
    #expect(
      result.output == "scenesh: error: catalog: host command 'go' is named like an intent of "
        + "scene 'a'\n")
  }

  /// Its intents are asked of a scene when it is made, not by making every scene at start-up:
  /// an app's initialiser (a request in `viewDidLoad`) runs once per open, as on a device.
  @Test func eachSceneIsMadeOncePerOpen() async {
    let result = await InProcessShell.run(["open b", "back", "open b"]) { context in
      func made(_ name: String) -> SceneCatalog.Entry {
        SceneCatalog.Entry(name: name, summary: name) { _ in
          context.events.emit("\(name) made")
          return CycleScene(title: name, leaks: false)
        }
      }
      return SceneCatalog(entries: [made("a"), made("b")], initialSceneName: "a")
    }
    #expect(result.status == 0)
    let made = result.output.split(separator: "\n").filter { $0.hasSuffix(" made") }
    #expect(
      made.map { String($0.suffix(6)) } == ["a made", "b made", "b made"], "\(result.output)")
  }

  /// A scene opened later whose intent shadows a command is refused when it is made: said as at
  /// start-up, and the session ends there with status 2.
  @Test func aSceneOpenedLaterWithACollidingIntentEndsTheSession() async {
    let result = await InProcessShell.run(
      ["open b", "open a"], initial: "a",
      catalog: [scene("a"), scene("b", intents: ["state"])])
    #expect(result.status == 2)
    // `a` was shown; `b` never is, and `open a` does not run.
    #expect(
      result.output == """
        » a pushed
        scenesh: error: catalog: intent 'state' of scene 'b' is named like the built-in \
        command 'state'; rename the intent in the scene's adapter

        """)
  }

  @Test func aSoundCatalogStarts() async {
    let result = await start([scene("a", intents: ["go"])], initial: "a")
    #expect(result.status == 0)
  }
}
