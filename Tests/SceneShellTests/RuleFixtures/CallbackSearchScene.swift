import Observation
import SceneRuntime

// Breaks `latest-request-wins` as UncancelledSearchScene does, with a worker that answers
// through a completion handler: the presenter is called from the handler, under the answer's
// delivery, not under the interactor call that asked.

@MainActor
protocol CallbackSearching: AnyObject {
  func find(_ query: String, completion: @escaping (String) -> Void)
}

@MainActor
final class CallbackSearchWorker: CallbackSearching {
  let clock: any Clock<Duration>

  init(clock: any Clock<Duration>) {
    self.clock = clock
  }

  func find(_ query: String, completion: @escaping (String) -> Void) {
    Task { [clock] in
      try? await clock.sleep(for: .seconds(1))
      completion("results for \(query)")
    }
  }
}

@MainActor
final class CallbackSearchInteractor {
  let presenter: any SearchPresenting
  let worker: any CallbackSearching

  init(presenter: any SearchPresenting, worker: any CallbackSearching) {
    self.presenter = presenter
    self.worker = worker
  }

  func search(_ query: String) {
    worker.find(query) { [presenter] results in presenter.present(results) }
  }
}

@MainActor
final class CallbackSearchWorkerHops: CallbackSearching, @MainActor HopDecorator {
  let wrapped: any CallbackSearching

  init(wrapped: any CallbackSearching) {
    self.wrapped = wrapped
  }

  func find(_ query: String, completion: @escaping (String) -> Void) {
    hop(.worker, "find", query, completion: completion) { $0.find(query, completion: $1) }
  }
}

@MainActor
struct CallbackSearchInteractorHops: HopDecorator {
  let wrapped: CallbackSearchInteractor

  func search(_ query: String) {
    hop(.interactor, "search", query) { $0.search(query) }
  }
}

@MainActor
final class CallbackSearchScene: Scene {
  let title = "search"
  private let state = SearchState()
  private let interactor: CallbackSearchInteractorHops

  init(environment: SceneEnvironment) {
    interactor = CallbackSearchInteractorHops(
      wrapped: CallbackSearchInteractor(
        presenter: SearchPresenterHops(wrapped: SearchPresenter(state: state)),
        worker: CallbackSearchWorkerHops(wrapped: CallbackSearchWorker(clock: environment.clock))))
  }

  var pattern: ScenePattern? { .observableVIP }

  var intents: [Intent] {
    [
      Intent("search", arguments: [IntentArgument("TEXT", .text)], summary: "Search TEXT.") {
        [interactor] arguments in
        let query = arguments.text("TEXT") ?? ""
        interactor.search(query)
      }
    ]
  }

  func readState() -> [StateField] { [StateField("results", in: state, \.results)] }
}
