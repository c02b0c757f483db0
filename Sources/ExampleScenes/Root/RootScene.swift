import SceneRuntime

/// The Root image screen of seed 004, MVI: the view forwards events to the intent, the intent
/// changes the model, the view shows the model. Router events travel through a stream the view
/// listens to (Combine's subject does not exist on Linux). This type plays the SwiftUI view.
@MainActor
public final class RootScene: Scene {
  public let title = "root"
  let intent: RootIntent
  let router: RootRouter
  private let tasks: TaskScope
  private var routerListener: TrackedTask?

  public init(environment: SceneEnvironment, dataSource: any UserDataSource) {
    let model = RootModel(tasks: environment.tasks)
    self.intent = RootIntent(
      model: model, worker: RootWorker(dataSource: dataSource), tasks: environment.tasks)
    self.router = RootRouter(navigator: environment.navigator)
    self.tasks = environment.tasks
  }

  public var intents: [Intent] {
    [
      Intent(
        "appear", summary: "The screen appears again: load the image (seed 004's onAppear)."
      ) { [weak self] _ in
        self?.appear()
      },
      Intent(
        "tap",
        summary: "Tap the image: open its description, or an alert when there is none."
      ) { [intent, tasks] _ in
        tasks.send("onTapImage", toMainActor: intent) { await $0.onTapImage() }
      },
    ]
  }

  public func readState() -> [StateField] {
    [
      StateField("image", intent.model.image as Any),
      StateField("isLoading", intent.model.isLoading),
      StateField("error", intent.model.error as Any),
    ]
  }

  public var components: [SceneComponent] {
    [SceneComponent(intent), SceneComponent(intent.model), SceneComponent(router)]
  }

  /// Starts listening to the router events (the seed's `.overlay(RootRouter(...))`). The loop
  /// holds neither the scene nor the model: it ends when the model goes (the stream finishes)
  /// or when the shell cancels the popped scene's tasks.
  public func sceneDidLoad() {
    guard routerListener == nil else { return }
    let events = intent.model.routerEvents
    routerListener = tasks.spawn("RootScene.routerEvents") { @MainActor [weak router] in
      // `forEach`: each route is recorded under the command whose intent sent the event.
      await events.forEach(into: "RootRouter") { screen in
        router?.show(screen)
      }
    }
  }

  /// SwiftUI's `.onAppear`: the image loads each time the screen appears, as it opens and
  /// when it is uncovered again.
  public func sceneDidAppear() {
    appear()
  }

  private func appear() {
    tasks.send("onAppear", toMainActor: intent) { await $0.onAppear() }
  }
}
