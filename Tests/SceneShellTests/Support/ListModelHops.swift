import SceneRuntime

/// What a list model does in the attribution tests: say it is loading, then fill the rows.
@MainActor
protocol ListModelling: AnyObject {
  func displayLoading()
  func update(contents: [String])
}

/// The adapter's decorator for either list model: each model method is a hop.
struct ListModelHops<Model: ListModelling>: HopDecorator {
  let wrapped: Model

  @MainActor func displayLoading() {
    hop(.presenter, "displayLoading") { $0.displayLoading() }
  }

  @MainActor func update(contents: [String]) {
    hop(.presenter, "update", contents) { $0.update(contents: contents) }
  }

  /// `load`: both calls, one after the other, in one main-actor turn.
  @MainActor static func loadIntent(_ model: Model) -> Intent {
    Intent("load", summary: "Shows the spinner, then the rows, in one turn.") { _ in
      let hops = ListModelHops(wrapped: model)
      hops.displayLoading()
      hops.update(contents: ["a", "b", "c"])
    }
  }
}
