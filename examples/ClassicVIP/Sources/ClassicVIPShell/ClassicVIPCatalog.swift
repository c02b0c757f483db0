import SceneRuntime

@MainActor
enum ClassicVIPCatalog {
  static func make(context: SceneCatalog.Context) -> SceneCatalog {
    SceneCatalog(
      entries: [
        SceneCatalog.Entry(name: "posts", summary: "User 1's posts (Clean Swift, GCD, a Timer)") {
          ListPostsViewController(environment: $0, userId: 1)
        }
      ],
      initialSceneName: "posts")
  }
}
