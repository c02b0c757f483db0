import SceneRuntime
import SceneShell

// The scenes `book-search` can open: the search screen first. The detail screen is opened by
// the search screen's router, as a navigation controller would push it.
SceneShell.main(
  ShellProgram(
    name: "book-search", version: "1.0.0",
    summary: "the BookSearch scenes, headless: type a query, watch the debounced search"),
  catalog: { _ in
    SceneCatalog(
      entries: [
        SceneCatalog.Entry(name: "search", summary: "Search books as you type (Observable VIP)") {
          BookSearchScene(environment: $0)
        }
      ],
      initialSceneName: "search",
      routed: [SceneCatalog.RoutedScene(name: "book", reachedBy: "'tap INDEX' in search")])
  })
