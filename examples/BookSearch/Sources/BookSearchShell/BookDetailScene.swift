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
    self.interactor = BookDetailInteractorHops(
      wrapped: BookDetailInteractor(
        bookID: bookID, presenter: BookDetailPresenterHops(wrapped: presenter),
        worker: BookSearchWorkerHops(wrapped: BookSearchWorker(clock: clock))))
    presenter.viewController = self
  }

  var pattern: ScenePattern? { .vip }

  var intents: [Intent] {
    [
      Intent("reload", summary: "Pull to refresh: load the book again.") { [weak self] _ in
        self?.load()
      }
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

/// View → interactor and interactor → presenter of the detail screen.
struct BookDetailInteractorHops: BookDetailBusinessLogic, HopDecorator {
  let wrapped: any BookDetailBusinessLogic

  func load() async { await hop(.interactor, "load") { await $0.load() } }
  func cancel() async { await hop(.interactor, "cancel") { await $0.cancel() } }
}

@MainActor
final class BookDetailPresenterHops: BookDetailPresentationLogic, HopDecorator {
  let wrapped: any BookDetailPresentationLogic

  init(wrapped: any BookDetailPresentationLogic) {
    self.wrapped = wrapped
  }

  func presentLoading(_ isLoading: Bool) {
    hop(.presenter, "presentLoading", isLoading) { $0.presentLoading(isLoading) }
  }
  func presentBook(_ response: BookDetail.Load.Response) {
    hop(.presenter, "presentBook", response) { $0.presentBook(response) }
  }
  func presentError(_ error: any Error) {
    hop(.presenter, "presentError", "\(error)") { $0.presentError(error) }
  }
}
