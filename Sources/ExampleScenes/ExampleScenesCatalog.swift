import ExampleData
import SceneRuntime
import SceneURLSession

/// The scenes rebuilt from the seed articles, as the shell offers them.
@MainActor
public enum ExampleScenesCatalog {
  /// The catalog on the embedded fixtures (or the server of `--data-url`), timed by the
  /// shell's clock.
  public static func catalog(context: SceneCatalog.Context) -> SceneCatalog {
    let exampleData = ExampleData(context: context)
    let data = exampleData.source
    // The Root screen calls URLSession.shared itself, as the seed's intent does: served from
    // the same data, so that `data …` and `fault …` reach it too. Once it first loads: making
    // URLSession.shared loads libcurl, which a session that never opens root does not need
    // (and the shell makes each scene once at start-up, to check its intents' names).
    let server = LazyServer { URLSessionServer.serving(exampleData, context: context) }
    return SceneCatalog(
      entries: [
        SceneCatalog.Entry(
          name: "users",
          summary: "UserList, Observable VIP (seeds 000, 002, 003): fetch, select, live."
        ) { environment in
          UserListScene(environment: environment, dataSource: data)
        },
        SceneCatalog.Entry(
          name: "root",
          summary: "Root image screen, MVI (seed 004): appear, tap."
        ) { environment in
          RootScene(environment: environment, beforeLoading: server.start)
        },
        SceneCatalog.Entry(
          name: "tally",
          summary: "Counter for the rules lesson: poke and echo each break a rule."
        ) { environment in
          TallyScene(environment: environment)
        },
      ],
      initialSceneName: "users",
      commands: exampleData.commands,
      routed: [
        SceneCatalog.RoutedScene(name: "profile", reachedBy: "'select N' in users"),
        SceneCatalog.RoutedScene(name: "post", reachedBy: "'post N' in profile"),
        SceneCatalog.RoutedScene(name: "image", reachedBy: "'tap' in root"),
      ]
    )
  }
}

/// A server made the first time it is asked for, then kept.
@MainActor
private final class LazyServer {
  private var server: URLSessionServer?
  private let make: @MainActor () -> URLSessionServer

  init(_ make: @escaping @MainActor () -> URLSessionServer) {
    self.make = make
  }

  func start() {
    server = server ?? make()
  }
}
