import BookSearch
import SceneRuntime

/// The search screen's configurator and view, for the shell: it wires the scene exactly as the
/// app's configurator does — with the shell's clock, and a hop decorator around each protocol
/// — and offers the view's actions as intents. The scene's own files stay as they are.
@MainActor
final class BookSearchScene: Scene, BookSearchNavigator {
  let title = "search"
  private let interactor: any BookSearchBusinessLogic
  private let presenter: BookSearchPresenter
  private let router: BookSearchRouter
  private let environment: SceneEnvironment

  init(environment: SceneEnvironment) {
    let presenter = BookSearchPresenter()
    let worker = BookSearchWorkerHops(wrapped: BookSearchWorker(clock: environment.clock))
    self.interactor = BookSearchInteractorHops(
      wrapped: BookSearchInteractor(
        presenter: BookSearchPresenterHops(wrapped: presenter), worker: worker,
        clock: environment.clock))
    self.presenter = presenter
    self.router = BookSearchRouter()
    self.environment = environment
    router.navigator = self
  }

  private var state: BookSearchDisplayState { presenter.displayState }

  var pattern: ScenePattern? { .observableVIP }

  var intents: [Intent] {
    [
      Intent(
        "type", arguments: [IntentArgument("TEXT", .text)],
        summary: "Type TEXT into the search field: the search starts 300ms after the last key."
      ) { [weak self] arguments in
        let text = arguments.text("TEXT") ?? ""
        self?.send { await $0.queryChanged(request: BookSearch.Query.Request(text: text)) }
      },
      Intent("submit", summary: "Press return: search now, without waiting.") { [weak self] _ in
        self?.send { await $0.searchNow() }
      },
      Intent("tap", arguments: [IntentArgument("N", .integer)], summary: "Tap row N (0-based).") {
        [weak self] arguments in
        let index = arguments.integer("N") ?? 0
        self?.send { await $0.selectBook(request: BookSearch.Select.Request(index: index)) }
      },
      Intent("clear", summary: "Tap the field's clear button.") { [weak self] _ in
        self?.send { await $0.clear() }
      },
    ]
  }

  /// The view controller's `Task { await interactor.… }`, started through the scene's task
  /// scope so that popping the screen cancels it.
  private func send(_ action: @escaping @Sendable (any BookSearchBusinessLogic) async -> Void) {
    let interactor = interactor
    environment.tasks.spawn("BookSearchInteractor") { await action(interactor) }
  }

  func readState() -> [StateField] {
    [
      StateField("query", in: state, \.query),
      StateField("isSearching", in: state, \.isSearching),
      StateField("summary", in: state, \.summary), StateField("rows", in: state, \.rows),
      StateField("pendingError", in: state, \.pendingError),
      StateField("pendingNavigation", in: state, \.pendingNavigation),
    ]
  }

  var pendingEvents: [PendingEvent] {
    [
      PendingEvent("pendingError", in: state, \.pendingError) { [weak self] message in
        self?.environment.navigator?.alert(title: "Search", message: message)
      },
      PendingEvent("pendingNavigation", in: state, \.pendingNavigation) { [weak self] book in
        self?.router.routeToBookDetail(book: book)
      },
    ]
  }

  var components: [SceneComponent] {
    [SceneComponent(presenter), SceneComponent(state), SceneComponent(router)]
  }

  /// The router's navigation controller: push the detail screen.
  func showBookDetail(of book: Book) {
    let clock = environment.clock
    environment.navigator?.route(BookSearchRoute.bookDetail(id: book.id)) { environment in
      BookDetailScene(environment: environment, bookID: book.id, clock: clock)
    }
  }
}

/// Where the search screen's router goes, as the `route` line shows it.
enum BookSearchRoute {
  case bookDetail(id: Int)
}
