import BookSearch
import SceneRuntime

/// The detail screen's configurator and view (pure VIP: the presenter pushes view models to
/// the view through `BookDetailDisplayLogic`). The view keeps what it was told in
/// `BookDetailViewState`, where a UIKit view would set labels. Each `display…` call is a hop
/// (the view is its own decorator), so the transcript shows `◂ displayBook(…)` and the trace
/// shows Presenter → View.
@MainActor
final class BookDetailScene: Scene, BookDetailDisplayLogic, HopDecorator {
  let title: String
  private let interactor: any BookDetailBusinessLogic
  private let presenter: BookDetailPresenter
  private let state = BookDetailViewState()
  private let environment: SceneEnvironment

  init(environment: SceneEnvironment, bookID: Int, clock: any Clock<Duration>) {
    let presenter = BookDetailPresenter()
    self.title = "book(\(bookID))"
    self.presenter = presenter
    self.environment = environment
    self.interactor = BookDetailBusinessLogicHops(
      wrapped: BookDetailInteractor(
        bookID: bookID, presenter: BookDetailPresentationLogicHops(wrapped: presenter),
        worker: BookSearchWorkingHops(wrapped: BookSearchWorker(clock: clock))))
    presenter.viewController = self
  }

  var pattern: ScenePattern? { .vip }

  var intents: [Intent] {
    [
      BookDetailBusinessLogicIntents(
        target: { [weak self] in self?.interactor }, tasks: environment.tasks
      ).load("reload", summary: "Pull to refresh: load the book again.")
    ]
  }

  /// `viewDidLoad`: the screen asks for its book as it appears.
  func sceneDidLoad() {
    load()
  }

  /// Leaving the screen cancels the load in flight, as the view controller does: the
  /// interactor's own task would otherwise keep the scene's parts alive until it ends.
  func sceneDidDisappear() {
    let interactor = interactor
    environment.tasks.spawn("BookDetailInteractor.cancel") { await interactor.cancel() }
  }

  private func load() {
    let interactor = interactor
    environment.tasks.spawn("BookDetailInteractor.load") { await interactor.load() }
  }

  func readState() -> [StateField] {
    [
      StateField("isLoading", in: state, \.isLoading), StateField("title", in: state, \.title),
      StateField("byline", in: state, \.byline), StateField("pages", in: state, \.pages),
      StateField("year", in: state, \.year),
    ]
  }

  var components: [SceneComponent] {
    [SceneComponent(presenter), SceneComponent(state)]
  }

  nonisolated var wrapped: BookDetailScene { self }

  func displayLoading(_ isLoading: Bool) {
    hop(.display, "displayLoading", isLoading) { $0.state.isLoading = isLoading }
  }

  func displayBook(viewModel: BookDetail.Load.ViewModel) {
    hop(.display, "displayBook", viewModel) { view in
      view.state.title = viewModel.title
      view.state.byline = viewModel.byline
      view.state.pages = viewModel.pages
      view.state.year = viewModel.year
    }
  }

  func displayError(message: String) {
    hop(.display, "displayError", message) {
      $0.environment.navigator?.alert(title: "Book", message: message)
    }
  }
}
