import Observation
import SceneRuntime

// Breaks `latest-request-wins`: each `search` asks the worker (a second on the clock) and
// presents what it gets, without cancelling the search before it.

@MainActor
@Observable
final class SearchState {
  var results = ""
}

@MainActor
protocol SearchPresenting: AnyObject, Sendable {
  func present(_ results: String)
}

@MainActor
final class SearchPresenter: SearchPresenting {
  let state: SearchState

  init(state: SearchState) {
    self.state = state
  }

  func present(_ results: String) {
    state.results = results
  }
}

protocol SearchWorking: Sendable {
  func find(_ query: String) async -> String
}

struct SearchWorker: SearchWorking {
  let clock: any Clock<Duration>

  func find(_ query: String) async -> String {
    try? await clock.sleep(for: .seconds(1))
    return "results for \(query)"
  }
}

actor UncancelledSearchInteractor {
  let presenter: any SearchPresenting
  let worker: any SearchWorking

  init(presenter: any SearchPresenting, worker: any SearchWorking) {
    self.presenter = presenter
    self.worker = worker
  }

  func search(_ query: String) async {
    let results = await worker.find(query)
    await presenter.present(results)
  }
}

struct SearchWorkerHops: SearchWorking, HopDecorator {
  let wrapped: any SearchWorking

  func find(_ query: String) async -> String {
    await hop(.worker, "find", query) { await $0.find(query) }
  }
}

@MainActor
final class SearchPresenterHops: SearchPresenting, HopDecorator {
  let wrapped: any SearchPresenting

  init(wrapped: any SearchPresenting) {
    self.wrapped = wrapped
  }

  func present(_ results: String) {
    hop(.presenter, "present", results) { $0.present(results) }
  }
}

struct SearchInteractorHops: HopDecorator {
  let wrapped: UncancelledSearchInteractor

  func search(_ query: String) async {
    await hop(.interactor, "search", query) { await $0.search(query) }
  }
}

@MainActor
final class UncancelledSearchScene: Scene {
  let title = "search"
  private let state = SearchState()
  private let interactor: SearchInteractorHops
  private let environment: SceneEnvironment

  init(environment: SceneEnvironment) {
    self.interactor = SearchInteractorHops(
      wrapped: UncancelledSearchInteractor(
        presenter: SearchPresenterHops(wrapped: SearchPresenter(state: state)),
        worker: SearchWorkerHops(wrapped: SearchWorker(clock: environment.clock))))
    self.environment = environment
  }

  var pattern: ScenePattern? { .observableVIP }

  var intents: [Intent] {
    [
      Intent("search", arguments: [IntentArgument("TEXT", .text)], summary: "Search TEXT.") {
        [interactor, environment] arguments in
        let query = arguments.text("TEXT") ?? ""
        environment.tasks.spawn("search") { await interactor.search(query) }
      }
    ]
  }

  func readState() -> [StateField] { [StateField("results", in: state, \.results)] }
}
