import Foundation
import SceneRuntime
import SceneShell
import SceneURLSession

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

SceneShell.main(
  ShellProgram(name: "gcd-lab", version: "1.0.0", summary: "GCD fixtures for the tests"),
  catalog: { context in
    // Made before the server is, as an app's global session would be: it must be served too.
    _ = URLSession.shared.configuration
    let server = URLSessionServer.jsonPlaceholder(context)
    return SceneCatalog(
      entries: [
        SceneCatalog.Entry(name: "lab", summary: "GCD fixtures") { LabScene(environment: $0) },
        SceneCatalog.Entry(name: "orders", summary: "A router that traps on a row") { _ in
          OrdersScene()
        },
      ],
      initialSceneName: "lab", commands: server.commands)
  })
