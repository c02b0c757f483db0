import SceneRuntime

@testable import AdapterShapes
@testable import AdapterShapesHost

/// The headlines presenter wired to its generated headless view, as a view controller's
/// `setup()` wires it: `fetch` asks it, and it answers the view from a GCD queue.
@MainActor
final class HeadlinesScene: Scene {
  let title = "headlines"
  private let view = HeadlinesDisplayLogicView()
  private let presenter = HeadlinesPresenter()

  init(environment: SceneEnvironment) {
    presenter.viewController = view
  }

  var pattern: ScenePattern? { .vip }

  var intents: [Intent] {
    [
      Intent("fetch", summary: "Ask the presenter for the headlines.") { [presenter] _ in
        presenter.fetchHeadlines()
      }
    ]
  }

  func readState() -> [StateField] { view.stateFields }

  var components: [SceneComponent] { [SceneComponent(view)] }
}
