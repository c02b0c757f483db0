import SceneRuntime

/// The scenes rebuilt from the seed articles, as the shell offers them.
@MainActor
public enum ExampleScenesCatalog {
  /// The catalog on the embedded fixtures (or the server of `--data-url`), timed by the
  /// shell's clock.
  public static func catalog(context: SceneCatalog.Context) -> SceneCatalog {
    let exampleData = ExampleData(context: context)
    let data = exampleData.source
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
          RootScene(environment: environment, dataSource: data)
        },
      ],
      initialSceneName: "users",
      commands: exampleData.commands
    )
  }
}
