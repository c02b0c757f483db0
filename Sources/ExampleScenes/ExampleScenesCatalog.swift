import Foundation
import SceneRuntime

/// The scenes rebuilt from the seed articles, as the shell offers them.
@MainActor
public enum ExampleScenesCatalog {
  /// The catalog on the embedded fixtures (or the server of `--data-url`), timed by the
  /// shell's clock.
  public static func catalog(context: SceneCatalog.Context) -> SceneCatalog {
    let embedded = EmbeddedDataSource(clock: context.clock)
    let source: any UserDataSource =
      context.dataURL.flatMap(URL.init(string:)).map {
        HTTPDataSource(baseURL: $0, events: context.events)
      } ?? embedded
    let editable = source is EmbeddedDataSource ? embedded : nil
    // Every scene reads through the fault injector, so `fault …` reaches them all, whichever
    // source is underneath.
    let faults = FaultInjectingDataSource(
      wrapping: source, clock: context.clock, events: context.events)
    let data: any UserDataSource = faults
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
      commands: [
        DataCommand.intent(dataSource: editable, events: context.events),
        FaultCommand.intent(faults: faults, events: context.events),
      ]
    )
  }
}
