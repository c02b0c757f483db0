import SceneRuntime
import SceneURLSession

@MainActor
enum ClassicVIPCatalog {
  static func make(context: SceneCatalog.Context) -> SceneCatalog {
    // The scenes call URLSession.shared themselves: the shell answers, from its example data.
    let server = URLSessionServer.jsonPlaceholder(context)
    return SceneCatalog(
      entries: [
        SceneCatalog.Entry(name: "posts", summary: "User 1's posts (Clean Swift, GCD, a Timer)") {
          ListPostsViewController(environment: $0, userId: 1)
        }
      ],
      initialSceneName: "posts", commands: server.commands)
  }
}
