import BookSearch
import SceneRuntime

/// The detail screen's configurator (pure VIP: the presenter pushes view models to the view).
/// The view is the generated headless one, keeping what it is told where a UIKit view would set
/// labels (the transcript shows `◂ displayBook(…)`, the trace Presenter → View), and showing an
/// error it is told as an alert.
@MainActor
final class BookDetailScene: Scene {
  let title: String
  private let interactor: any BookDetailBusinessLogic
  private let presenter = BookDetailPresenter()
  private let view = BookDetailDisplayLogicView()
  private let environment: SceneEnvironment

  init(environment: SceneEnvironment, bookID: Int) {
    title = "book(\(bookID))"
    self.environment = environment
    interactor = BookDetailBusinessLogicHops(
      wrapped: BookDetailInteractor(
        bookID: bookID, presenter: BookDetailPresentationLogicHops(wrapped: presenter),
        worker: BookSearchWorkingHops(wrapped: BookSearchWorker(clock: environment.clock))))
    presenter.viewController = view
    view.alertErrors(title: "Book", in: environment)
  }

  var pattern: ScenePattern? { .vip }

  private var calls: BookDetailBusinessLogicIntents {
    BookDetailBusinessLogicIntents(environment.tasks) { [weak self] in self?.interactor }
  }

  var intents: [Intent] { [calls.load("reload", summary: "Pull to refresh: load the book again.")] }

  /// `viewDidLoad`: the screen asks for its book as it appears.
  func sceneDidLoad() { calls.send("load") { await $0.load() } }

  /// Leaving the screen cancels the load in flight, as the view controller does: the
  /// interactor's own task would otherwise keep the scene's parts alive until it ends.
  func sceneDidDisappear() { calls.send("cancel") { await $0.cancel() } }

  func readState() -> [StateField] { view.stateFields }

  var components: [SceneComponent] { SceneComponent.parts(presenter, view) }
}
