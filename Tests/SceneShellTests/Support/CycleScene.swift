import Observation
import SceneRuntime

/// A scene with the retain cycle seed 002 warns about: its presenter holds the view strongly
/// and the view holds the presenter, so neither goes when the scene does. Only the leak check's
/// tests use it.
@MainActor
final class CycleScene: Scene {
  /// The presenter of the cycle; `view` should have been `weak`.
  final class CyclePresenter {
    var view: CycleView?
  }

  /// The view of the cycle.
  final class CycleView {
    let presenter: CyclePresenter

    init(presenter: CyclePresenter) {
      self.presenter = presenter
    }
  }

  /// An ordinary state with nothing wrong, to show that only the cycle is reported.
  @Observable
  final class CycleState {
    var count = 0
  }

  let title: String
  let presenter = CyclePresenter()
  let state = CycleState()
  /// Intents that do nothing, for the catalog checks.
  private let intentNames: [String]

  init(title: String, leaks: Bool, intentNames: [String] = []) {
    self.title = title
    self.intentNames = intentNames
    if leaks {
      presenter.view = CycleView(presenter: presenter)
    }
  }

  var intents: [Intent] {
    intentNames.map { Intent($0, summary: "does nothing") { _ in } }
  }

  func readState() -> [StateField] {
    [StateField("count", state.count)]
  }

  var components: [SceneComponent] {
    [SceneComponent(presenter), SceneComponent(state)]
      + (presenter.view.map { [SceneComponent($0)] } ?? [])
  }
}
