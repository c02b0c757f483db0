import Observation
import SceneRuntime

/// `ListModelScene` with an `@Observable` model: the same two calls in one turn, observed
/// through Observation itself. Only the attribution tests use it.
@MainActor
final class ObservedListScene: Scene {
  @MainActor @Observable
  final class ListModel {
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

  let title = "observed"
  private let model = ListModel()

  var intents: [Intent] {
    [
      Intent("load", summary: "Shows the spinner, then the rows, in one turn.") { [model] _ in
        let hops = ListModelHops(wrapped: model)
        hops.displayLoading()
        hops.update(contents: ["a", "b", "c"])
      }
    ]
  }

  func readState() -> [StateField] {
    [StateField("isLoading", in: model, \.isLoading), StateField("rows", in: model, \.rows)]
  }
}
