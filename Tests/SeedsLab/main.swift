import SceneRuntime
import SceneShell
import SceneURLSession

/// An empty first screen, as profile-lab has: `open profile` pushes the scene over it.
@MainActor
final class HomeScene: Scene {
  let title = "home"
  var intents: [Intent] { [] }
  func readState() -> [StateField] { [] }
}

SceneShell.main(
  ShellProgram(name: "seeds-lab", version: "1.0.0", summary: "the seeds' own scenes, generated"),
  catalog: { context in
    let server = URLSessionServer.jsonPlaceholder(context)
    return SceneCatalog(
      entries: [
        SceneCatalog.Entry(name: "home", summary: "An empty screen") { _ in HomeScene() },
        SceneCatalog.Entry(name: "profile", summary: "Seed 001's Profile") {
          ProfileScene(environment: $0)
        },
        SceneCatalog.Entry(name: "root", summary: "Seed 004's Root") { RootScene(environment: $0) },
      ],
      initialSceneName: "home", commands: server.commands)
  })
