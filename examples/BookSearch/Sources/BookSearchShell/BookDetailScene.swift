import BookSearch
import SceneRuntime

/// The detail screen (pure VIP: the presenter pushes view models to the view), wired by the
/// generated `BookDetailParts` with the shell's clock. The view is the generated headless one,
/// keeping what it is told where a UIKit view would set labels (the transcript shows
/// `◂ displayBook(…)`, the trace Presenter → View), and showing an error it is told as an alert.
@MainActor
final class BookDetailScene: Scene {
  let title: String
  private let parts: BookDetailParts
  private let environment: SceneEnvironment

  init(environment: SceneEnvironment, bookID: Int) {
    title = "book(\(bookID))"
    self.environment = environment
    parts = BookDetailParts(bookID: bookID, worker: BookSearchWorker(clock: environment.clock))
    parts.view.alertErrors(title: "Book", in: environment)
  }

  var pattern: ScenePattern? { .vip }

  private var calls: BookDetailBusinessLogicIntents { parts.intents(in: environment.tasks) }

  var intents: [Intent] { [calls.load("reload", summary: "Pull to refresh: load the book again.")] }

  /// `viewDidLoad`: the screen asks for its book as it appears.
  func sceneDidLoad() { calls.send("load") { await $0.load() } }

  /// Leaving the screen cancels the load in flight, as the view controller does: the
  /// interactor's own task would otherwise keep the scene's parts alive until it ends.
  func sceneDidDisappear() { calls.send("cancel") { await $0.cancel() } }

  func readState() -> [StateField] { parts.view.stateFields }

  var components: [SceneComponent] { parts.components }
}
