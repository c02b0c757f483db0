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
      },
      Intent("latest", summary: "Ask the news service; answered in URLSession's queue.") {
        [presenter] _ in presenter.fetchLatest()
      },
    ]
  }

  func readState() -> [StateField] { view.stateFields }

  var components: [SceneComponent] { [SceneComponent(view)] }
}

/// The same presenter answering a view written by hand, `@MainActor` behind a
/// `@preconcurrency` conformance as a host's own scene may be (NewsLab's is): the runtime's
/// isolation check stops the process at the call, and the crash block says why.
@MainActor
final class HandwrittenHeadlinesScene: Scene, @preconcurrency HeadlinesDisplayLogic {
  let title = "handwritten"
  private let presenter = HeadlinesPresenter()
  private var titles: [String] = []

  init(environment: SceneEnvironment) {
    presenter.viewController = self
  }

  var intents: [Intent] {
    [
      Intent("fetch", summary: "Ask the presenter for the headlines.") { [presenter] _ in
        presenter.fetchHeadlines()
      }
    ]
  }

  func readState() -> [StateField] { [StateField("titles", titles)] }

  func displayHeadlines(viewModel: Headlines.ViewModel) {
    titles = viewModel.titles
  }

  func displayRefreshing() {}

  func displayUpdated(count: Int, at time: String) {}

  func displayStatus(message: String) {}
}
