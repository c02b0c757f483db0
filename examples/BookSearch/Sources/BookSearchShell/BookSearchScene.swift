import BookSearch
import SceneRuntime

/// The search screen's configurator and view, for the shell: it wires the scene as the app's
/// configurator does — with the shell's clock, and a generated hop decorator around each
/// protocol — and offers the view's actions as intents. The scene's own files stay as they are.
@MainActor
final class BookSearchScene: Scene, BookSearchNavigator {
  let title = "search"
  private let presenter = BookSearchPresenter()
  private let router = BookSearchRouter()
  private let environment: SceneEnvironment
  private lazy var interactor: any BookSearchBusinessLogic = BookSearchBusinessLogicHops(
    wrapped: BookSearchInteractor(
      presenter: BookSearchPresentationLogicHops(wrapped: presenter),
      worker: BookSearchWorkingHops(wrapped: BookSearchWorker(clock: environment.clock)),
      clock: environment.clock))

  init(environment: SceneEnvironment) {
    self.environment = environment
    router.navigator = self
  }

  private var state: BookSearchDisplayState { presenter.displayState }
  var pattern: ScenePattern? { .observableVIP }

  /// The generated intents, named for what the user does.
  var intents: [Intent] {
    let view = BookSearchBusinessLogicIntents(environment.tasks) { [weak self] in self?.interactor }
    return [
      view.queryChanged("type", summary: "Type TEXT: the search starts 300ms after the last key."),
      view.searchNow("submit", summary: "Press return: search now, without waiting."),
      view.selectBook("tap", summary: "Tap row INDEX (0-based)."),
      view.clear(summary: "Tap the field's clear button."),
    ]
  }

  func readState() -> [StateField] { state.stateFields }

  /// What the view does with each one-time event once it has reset it.
  var pendingEvents: [PendingEvent] {
    state.pendingEvents(
      pendingError: { [environment] in environment.navigator?.alert(title: "Search", message: $0) },
      pendingNavigation: { [weak self] in self?.router.routeToBookDetail(book: $0) })
  }

  var components: [SceneComponent] { SceneComponent.parts(presenter, state, router) }

  /// The router's navigation controller: push the detail screen.
  func showBookDetail(of book: Book) {
    environment.navigator?.route(BookSearchRoute.bookDetail(id: book.id)) {
      BookDetailScene(environment: $0, bookID: book.id)
    }
  }
}

/// Where the search screen's router goes, as the `route` line shows it.
enum BookSearchRoute {
  case bookDetail(id: Int)
}
