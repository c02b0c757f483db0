import Observation
import SceneRuntime

// A scene whose title follows its state (`profile(-)`, then `profile(1)` after `load 1`), as a
// profile screen's does: the rules must follow the scene, not its title.

/// The state the title is made from.
@MainActor @Observable
final class RetitledState {
  var id: Int?
}

@MainActor
final class RetitledPresenter {
  let state: RetitledState

  init(state: RetitledState) {
    self.state = state
  }

  func present(_ id: Int) {
    state.id = id
  }
}

struct RetitledPresenterHops: HopDecorator {
  let wrapped: RetitledPresenter

  func present(_ id: Int) async {
    await hop(.presenter, "present", id) { await $0.present(id) }
  }
}

struct RetitledInteractor: HopDecorator {
  let wrapped: RetitledPresenterHops

  func load(_ id: Int) async {
    await hop(.interactor, "load", id) { await $0.present(id) }
  }
}

@MainActor
final class RetitledScene: Scene {
  private let state = RetitledState()
  private let interactor: RetitledInteractor
  private let environment: SceneEnvironment

  init(environment: SceneEnvironment) {
    self.interactor = RetitledInteractor(
      wrapped: RetitledPresenterHops(wrapped: RetitledPresenter(state: state)))
    self.environment = environment
  }

  var title: String { "profile(\(state.id.map(String.init) ?? "-"))" }

  var pattern: ScenePattern? { .observableVIP }

  var intents: [Intent] {
    [
      Intent("load", arguments: [IntentArgument("N", .integer)], summary: "Load profile N.") {
        [interactor, environment] arguments in
        let id = arguments.integer("N") ?? 0
        environment.tasks.spawn("load") { await interactor.load(id) }
      }
    ]
  }

  func readState() -> [StateField] { [StateField("id", state.id as Any)] }
}
