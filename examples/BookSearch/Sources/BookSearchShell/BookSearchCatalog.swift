import BookSearch
import SceneRuntime

/// The scenes `book-search` can open: the search screen first. The detail screen is opened by
/// the search screen's router, as a navigation controller would push it.
@MainActor
enum BookSearchCatalog {
  static func make(context: SceneCatalog.Context) -> SceneCatalog {
    SceneCatalog(
      entries: [
        SceneCatalog.Entry(name: "search", summary: "Search books as you type (Observable VIP)") {
          BookSearchScene(environment: $0)
        }
      ],
      initialSceneName: "search",
      routed: [SceneCatalog.RoutedScene(name: "book", reachedBy: "'tap N' in search")])
  }
}
