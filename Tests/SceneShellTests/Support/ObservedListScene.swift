import Observation
import SceneRuntime

/// `ListModelScene` with an `@Observable` model: the same two calls in one turn, observed
/// through Observation itself. Only the attribution tests use it.
@MainActor
final class ObservedListScene: Scene {
  @MainActor @Observable
  final class ListModel: ListModelling {
    var isLoading = false
    var rows: [String] = []

    func displayLoading() {
      isLoading = true
    }

    func update(contents: [String]) {
      rows = contents
      isLoading = false
    }
  }

  let title = "observed"
  private let model = ListModel()

  var intents: [Intent] { [ListModelHops.loadIntent(model)] }

  func readState() -> [StateField] {
    [StateField("isLoading", in: model, \.isLoading), StateField("rows", in: model, \.rows)]
  }
}
