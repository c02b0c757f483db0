import Combine
import SceneRuntime

// Breaks `model-through-update` once per `load`, in one turn: the intent shows the spinner
// through `update(state:)`, then writes the count directly. The model is an `ObservableObject`,
// whose announcements name no property: the view tells the writes apart by the state before
// each call's.

@MainActor
final class PublishedCounterModel: ObservableObject {
  @Published var isLoading = false
  @Published var count = 0

  func update(state isLoading: Bool) {
    self.isLoading = isLoading
  }
}

struct PublishedCounterModelHops: HopDecorator {
  let wrapped: PublishedCounterModel

  @MainActor func update(state isLoading: Bool) {
    hop(.presenter, "update", isLoading) { $0.update(state: isLoading) }
  }
}

@MainActor
final class PublishedCounterIntent {
  let updates: PublishedCounterModelHops
  /// The shortcut's way in: the model itself, not only its `update(state:)`.
  let model: PublishedCounterModel

  init(model: PublishedCounterModel) {
    self.updates = PublishedCounterModelHops(wrapped: model)
    self.model = model
  }

  func load() {
    updates.update(state: true)
    model.count = 7
  }
}

struct PublishedCounterIntentHops: HopDecorator {
  let wrapped: PublishedCounterIntent

  @MainActor func load() {
    hop(.interactor, "load") { $0.load() }
  }
}

@MainActor
final class PublishedShortcutScene: Scene {
  let title = "counter"
  private let model = PublishedCounterModel()
  private let changes = ObjectChanges()
  private let intent: PublishedCounterIntentHops
  private var cancellables = Set<AnyCancellable>()

  init() {
    intent = PublishedCounterIntentHops(wrapped: PublishedCounterIntent(model: model))
    model.objectWillChange.sink { [changes] _ in
      MainActor.assumeIsolated { changes.send() }
    }.store(in: &cancellables)
  }

  var pattern: ScenePattern? { .mvi }

  var intents: [Intent] {
    [Intent("load", summary: "Load the count.") { [intent] _ in intent.load() }]
  }

  func readState() -> [StateField] {
    changes.track()
    return [StateField("isLoading", model.isLoading), StateField("count", model.count)]
  }
}
