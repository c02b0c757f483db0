import SceneRuntime
import SceneShell
import SceneURLSession

// A test fixture, not an example: a news app's Clean Swift article list (Tests/Newsroom), its
// own API answered by the shell from --answers, --data-url or nothing at all, under every fault.
SceneShell.main(
  ShellProgram(name: "news-lab", version: "1.0.0", summary: "A news app's own API, answered"),
  catalog: { context in
    let server = URLSessionServer(context)
    return SceneCatalog(
      entries: [
        SceneCatalog.Entry(name: "articles", summary: "Top stories (Clean Swift, URLSession)") {
          ArticlesScene(environment: $0)
        },
        SceneCatalog.Entry(name: "eager", summary: "The same, asking as it is made") {
          ArticlesScene(environment: $0, title: "eager", loadsAsMade: true)
        },
      ],
      initialSceneName: "articles", commands: server.commands)
  })
