import Combine
import Foundation
import SceneRuntime

/// An `ObservableObject` model fed through `receive(on:)`, as MVI samples write it: the intent
/// sends what was typed into a subject, and the model takes it on the scheduler's next turn,
/// after the intent's hop has returned. For the tests of where its changes are filed.
@MainActor
final class ScheduledModelScene: Scene {
  final class SearchModel: ObservableObject {
    @Published var text = ""
  }

  struct SearchFeature {
    let typed: PassthroughSubject<String, Never>
    func submit(_ text: String) { typed.send(text) }
  }

  /// The adapter's decorator: `submit` is a hop.
  struct SearchFeatureHops: HopDecorator {
    let wrapped: SearchFeature

    @MainActor func submit(_ text: String) {
      hop(.interactor, "submit", text) { $0.submit(text) }
    }
  }

  let title: String
  private let model = SearchModel()
  private let changes = ObjectChanges()
  private let typed = PassthroughSubject<String, Never>()
  private var cancellables = Set<AnyCancellable>()

  init<S: Scheduler>(title: String, deliveringOn scheduler: S) {
    self.title = title
    model.objectWillChange.sink { [changes] _ in
      MainActor.assumeIsolated { changes.send() }
    }.store(in: &cancellables)
    typed.receive(on: scheduler).sink { [model] text in model.text = text }
      .store(in: &cancellables)
  }

  var intents: [Intent] {
    [
      Intent("type", arguments: [IntentArgument("TEXT", .text)], summary: "Type a query.") {
        [weak self] arguments in
        guard let self else { return }
        SearchFeatureHops(wrapped: SearchFeature(typed: typed)).submit(
          arguments.text("TEXT") ?? "")
      }
    ]
  }

  func readState() -> [StateField] {
    changes.track()
    return [StateField("text", model.text)]
  }
}
