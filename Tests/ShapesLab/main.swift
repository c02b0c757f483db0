import SceneRuntime
import SceneShell
import SceneURLSession

// A test fixture, not an example: scenes of Tests/AdapterShapes wired through the adapter
// generated for them, run as a user runs a host, for what only a process shows (a crash).
SceneShell.main(
  ShellProgram(name: "shapes-lab", version: "1.0.0", summary: "AdapterShapes' scenes, hosted"),
  catalog: { context in
    SceneCatalog(
      entries: [
        SceneCatalog.Entry(
          name: "headlines", summary: "A presenter answering on a GCD queue",
          make: HeadlinesScene.init),
        SceneCatalog.Entry(
          name: "handwritten", summary: "The same, answering a view written by hand",
          make: HandwrittenHeadlinesScene.init),
      ],
      initialSceneName: "headlines", commands: URLSessionServer(context).commands)
  })
