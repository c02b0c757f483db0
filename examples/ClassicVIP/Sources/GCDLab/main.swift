import SceneRuntime
import SceneShell

SceneShell.main(
  ShellProgram(name: "gcd-lab", version: "1.0.0", summary: "GCD fixtures for the tests"),
  catalog: { _ in
    SceneCatalog(
      entries: [SceneCatalog.Entry(name: "lab", summary: "GCD fixtures") { _ in LabScene() }],
      initialSceneName: "lab")
  })
