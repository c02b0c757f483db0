import Foundation
import SceneRuntime
import SceneShell
import SceneURLSession

/// A test fixture, not an example: seed 001's Profile scene, unedited in its worker and
/// interactor, whose requests through `URLSession.shared` the shell answers. `open profile`
/// pushes it over an empty first screen, so that `back` can pop it mid-request.
@MainActor
final class HomeScene: Scene {
  let title = "home"
  var intents: [Intent] { [] }
  func readState() -> [StateField] { [] }
}

SceneShell.main(
  ShellProgram(name: "profile-lab", version: "1.0.0", summary: "Seed 001's Profile on URLSession"),
  catalog: { context in
    let server = URLSessionServer.jsonPlaceholder(context)
    return SceneCatalog(
      entries: [
        SceneCatalog.Entry(name: "home", summary: "An empty screen") { _ in HomeScene() },
        SceneCatalog.Entry(name: "profile", summary: "Seed 001's Profile (URLSession)") {
          ProfileViewController(environment: $0)
        },
        SceneCatalog.Entry(name: "runloop", summary: "A model fed by receive(on: RunLoop.main)") {
          _ in ScheduledModelScene(title: "runloop", deliveringOn: RunLoop.main)
        },
        SceneCatalog.Entry(name: "mainqueue", summary: "The same on DispatchQueue.main") { _ in
          ScheduledModelScene(title: "mainqueue", deliveringOn: DispatchQueue.main)
        },
      ],
      initialSceneName: "home", commands: server.commands)
  })
