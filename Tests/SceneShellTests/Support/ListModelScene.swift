import Combine
import SceneRuntime

/// A SwiftUI MVI list's model: one method says it is loading, another fills the rows, each
/// changing a `@Published` property, both in one main-queue turn (the load's answer and the
/// spinner). Only the attribution tests use it.
@MainActor
final class ListModelScene: Scene {
  final class ListModel: ObservableObject, ListModelling {
    @Published var isLoading = false
    @Published var rows: [String] = []

    func displayLoading() {
      isLoading = true
    }

    func update(contents: [String]) {
      rows = contents
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

  var intents: [Intent] { [ListModelHops.loadIntent(model)] }

  func readState() -> [StateField] {
    changes.track()
    return [StateField("isLoading", model.isLoading), StateField("rows", model.rows)]
  }
}
