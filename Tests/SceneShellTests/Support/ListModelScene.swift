import Combine
import SceneRuntime

/// A SwiftUI MVI list's model: one method says it is loading, another fills the rows, each
/// changing a `@Published` property, both in one main-queue turn (the load's answer and the
/// spinner). Only the attribution tests use it.
@MainActor
final class ListModelScene: Scene {
  final class ListModel: ObservableObject {
    @Published var isLoading = false
    @Published var rows: [String] = []

    func displayLoading() {
      isLoading = true
    }

    func update(contents: [String]) {
      rows = contents
    }
  }

  /// The adapter's decorator: each model method is a hop.
  struct ListModelHops: HopDecorator {
    let wrapped: ListModel

    @MainActor func displayLoading() {
      hop(.presenter, "displayLoading") { $0.displayLoading() }
    }

    @MainActor func update(contents: [String]) {
      hop(.presenter, "update", contents) { $0.update(contents: contents) }
    }
  }

  let title = "list"
  private let model = ListModel()
  private let changes = ObjectChanges()
  private var cancellables = Set<AnyCancellable>()

  init() {
    model.objectWillChange.sink { [changes] _ in
      MainActor.assumeIsolated { changes.send() }
    }.store(in: &cancellables)
  }

  var intents: [Intent] {
    [
      Intent("load", summary: "Shows the spinner and the rows in one turn.") { [model] _ in
        let hops = ListModelHops(wrapped: model)
        hops.displayLoading()
        hops.update(contents: ["a", "b", "c"])
      }
    ]
  }

  func readState() -> [StateField] {
    changes.track()
    return [StateField("isLoading", model.isLoading), StateField("rows", model.rows)]
  }
}
