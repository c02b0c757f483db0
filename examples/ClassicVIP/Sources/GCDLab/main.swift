import SceneRuntime
import SceneShell
import SceneURLSession

SceneShell.main(
  ShellProgram(name: "gcd-lab", version: "1.0.0", summary: "GCD fixtures for the tests"),
  catalog: { context in
    let server = URLSessionServer.jsonPlaceholder(context)
    return SceneCatalog(
      entries: [
        SceneCatalog.Entry(name: "lab", summary: "GCD fixtures") { LabScene(environment: $0) }
      ],
      initialSceneName: "lab", commands: server.commands)
  })
