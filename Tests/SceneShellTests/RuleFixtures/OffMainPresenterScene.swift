import Observation
import SceneRuntime

// Breaks `main-actor-state` once per `set`: the presenter (so `presenter-writes-state` holds),
// called by the interactor (so `one-way` holds), is an actor, and writes the state there.

/// The fixture's state, written off the main actor on purpose. `@unchecked Sendable` is the
/// breach under test, not a claim of safety: one actor writes it, and the view reads it only
/// after that write has finished (the shell's view reads on the next main-actor turn).
@Observable
final class OffMainState: @unchecked Sendable {
  var value = 0
}

actor OffMainPresenter {
  let state: OffMainState

  init(state: OffMainState) {
    self.state = state
  }

  func present(_ value: Int) {
    state.value = value
  }
}

struct OffMainPresenterHops: HopDecorator {
  let wrapped: OffMainPresenter

  func present(_ value: Int) async {
    await hop(.presenter, "present", value) { await $0.present(value) }
  }
}

struct OffMainInteractor: HopDecorator {
  let wrapped: OffMainPresenterHops

  func set(_ value: Int) async {
    await hop(.interactor, "set", value) { await $0.present(value) }
  }
}

@MainActor
final class OffMainPresenterScene: Scene {
  let title = "off-main"
  private let state = OffMainState()
  private let interactor: OffMainInteractor
  private let environment: SceneEnvironment

  init(environment: SceneEnvironment) {
    self.interactor = OffMainInteractor(
      wrapped: OffMainPresenterHops(wrapped: OffMainPresenter(state: state)))
    self.environment = environment
  }

  var pattern: ScenePattern? { .observableVIP }

  var intents: [Intent] {
    [
      Intent("set", arguments: [IntentArgument("N", .integer)], summary: "Present N.") {
        [interactor, environment] arguments in
        let value = arguments.integer("N") ?? 0
        environment.tasks.spawn("set") { await interactor.set(value) }
      }
    ]
  }

  func readState() -> [StateField] { [StateField("value", state.value)] }
}
