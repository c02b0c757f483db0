import Observation
import SceneRuntime

// Breaks `model-through-update` once per `load`: the intent changes the model through
// `update(state:)` for loading, then writes its count directly.

@MainActor
@Observable
final class CounterModel {
  enum StateType {
    case loading
    case loaded(Int)
  }

  var isLoading = false
  var count = 0

  func update(state: StateType) {
    switch state {
    case .loading: isLoading = true
    case .loaded(let count):
      self.count = count
      isLoading = false
    }
  }
}

@MainActor
protocol CounterModelUpdating: AnyObject, Sendable {
  func update(state: CounterModel.StateType)
}

extension CounterModel: CounterModelUpdating {}

@MainActor
final class CounterModelHops: CounterModelUpdating, HopDecorator {
  let wrapped: any CounterModelUpdating

  init(wrapped: any CounterModelUpdating) {
    self.wrapped = wrapped
  }

  func update(state: CounterModel.StateType) {
    hop(.presenter, "update", state) { $0.update(state: state) }
  }
}

@MainActor
final class CounterIntent {
  let updates: any CounterModelUpdating
  /// The shortcut's way in: the model itself, not only its `update(state:)`.
  let model: CounterModel

  init(updates: any CounterModelUpdating, model: CounterModel) {
    self.updates = updates
    self.model = model
  }

  func load() async {
    updates.update(state: .loading)
    // A turn later: the view sees the update, then the shortcut, each a notification of its
    // own (`PublishedShortcutScene` breaks the rule in one turn).
    await Task.yield()
    model.count = 7
    model.isLoading = false
  }
}

struct CounterIntentHops: HopDecorator {
  let wrapped: CounterIntent

  @MainActor func load() async {
    await hop(.interactor, "load") { await $0.load() }
  }
}

@MainActor
final class ModelShortcutScene: Scene {
  let title = "counter"
  private let model = CounterModel()
  private let intent: CounterIntentHops
  private let environment: SceneEnvironment

  init(environment: SceneEnvironment) {
    self.intent = CounterIntentHops(
      wrapped: CounterIntent(updates: CounterModelHops(wrapped: model), model: model))
    self.environment = environment
  }

  var pattern: ScenePattern? { .mvi }

  var intents: [Intent] {
    [Intent("load", summary: "Load the count.") { [intent] _ in await intent.load() }]
  }

  func readState() -> [StateField] {
    [StateField("isLoading", in: model, \.isLoading), StateField("count", in: model, \.count)]
  }
}
