import BookSearch
import SceneRuntime

/// The search screen's view, for the shell: the generated `BookSearchParts` wires the scene as
/// the app's configurator does, with the shell's clock, and this scene offers the view's actions
/// as intents and plays the router's navigation controller. The scene's own files stay as they
/// are.
@MainActor
final class BookSearchScene: Scene, BookSearchNavigator {
  let title = "search"
  private let parts: BookSearchParts
  private let router = BookSearchRouter()
  private let environment: SceneEnvironment

  init(environment: SceneEnvironment) {
    parts = BookSearchParts(
      worker: BookSearchWorker(clock: environment.clock), clock: environment.clock)
    self.environment = environment
    router.navigator = self
  }

  private var state: BookSearchDisplayState { parts.presenter.displayState }
  var pattern: ScenePattern? { .observableVIP }

  /// The generated intents, named for what the user does.
  var intents: [Intent] {
    let view = parts.intents(in: environment.tasks)
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

  var components: [SceneComponent] { parts.components + [SceneComponent(router)] }

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
