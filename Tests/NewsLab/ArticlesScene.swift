import Foundation
import Observation
import SceneRuntime

@testable import Newsroom

/// What the app's article list shows, minus the table: the adapter's headless view.
@Observable @MainActor
final class ArticlesViewState {
  var section = "home"
  var rows: [ListArticles.FetchArticles.ViewModel.DisplayedArticle] = []
}

/// The app's `ListArticlesViewController`, headless: it wires the parts as its `setup()` does,
/// asks for the home section as its `viewDidLoad` does, and shows what the presenter tells it.
@MainActor
final class ArticlesScene: Scene, @preconcurrency ListArticlesDisplayLogic {
  let title: String
  private let loadsAsMade: Bool
  let state = ArticlesViewState()
  private var interactor: ListArticlesBusinessLogic?
  private weak var navigator: (any SceneNavigator)?

  /// `loadsAsMade`: the request is made while the scene is being made (in its initialiser),
  /// not as it loads: its answer must still show as the scene's first change.
  init(environment: SceneEnvironment, title: String = "articles", loadsAsMade: Bool = false) {
    self.title = title
    self.loadsAsMade = loadsAsMade
    navigator = environment.navigator
    let interactor = ListArticlesInteractor()
    let presenter = ListArticlesPresenter()
    interactor.presenter = PresenterHops(wrapped: presenter)
    presenter.viewController = self
    self.interactor = InteractorHops(wrapped: interactor)
    if loadsAsMade { fetch(section: "home") }
  }

  var intents: [Intent] {
    [
      Intent(
        "fetch", arguments: [IntentArgument("SECTION", .text, optional: true)],
        summary: "Load a section's top stories (home when none is named)."
      ) { [weak self] arguments in
        self?.fetch(section: arguments.text("SECTION") ?? "home")
      }
    ]
  }

  func readState() -> [StateField] {
    [StateField("section", state.section), StateField("rows", state.rows)]
  }

  func sceneDidLoad() {
    if !loadsAsMade { fetch(section: "home") }
  }

  private func fetch(section: String) {
    state.section = section
    interactor?.fetchArticles(request: ListArticles.FetchArticles.Request(section: section))
  }

  func displayArticles(viewModel: ListArticles.FetchArticles.ViewModel) {
    state.rows = viewModel.displayedArticles
  }

  func displayError(viewModel: ListArticles.ShowError.ViewModel) {
    state.rows = []
    navigator?.alert(title: "News", message: viewModel.message)
  }
}

/// The interactor, each call a hop.
private struct InteractorHops: ListArticlesBusinessLogic, HopDecorator {
  let wrapped: any ListArticlesBusinessLogic

  func fetchArticles(request: ListArticles.FetchArticles.Request) {
    hop(.interactor, "fetchArticles", request) { $0.fetchArticles(request: request) }
  }
}

/// The presenter, each call a hop.
private struct PresenterHops: ListArticlesPresentationLogic, HopDecorator {
  let wrapped: any ListArticlesPresentationLogic

  func presentArticles(response: ListArticles.FetchArticles.Response) {
    hop(.presenter, "presentArticles", response) { $0.presentArticles(response: response) }
  }

  func presentError(response: ListArticles.ShowError.Response) {
    hop(.presenter, "presentError", response) { $0.presentError(response: response) }
  }
}
