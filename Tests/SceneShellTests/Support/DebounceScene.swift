import Observation
import SceneRuntime

/// A search screen's debounce: `type` starts a plain `Task {}` that sleeps 300ms on the scene
/// clock, holding the presenter, then lets go. Popped meanwhile, the presenter is still alive
/// and is no leak. With `leaks`, its presenter and view also hold each other, which is one.
/// Only the leak check's tests use it.
@MainActor
final class DebounceScene: Scene {
  final class SearchPresenter {
    var searches = 0
    var view: SearchView?
  }

  final class SearchView {
    let presenter: SearchPresenter
    init(presenter: SearchPresenter) { self.presenter = presenter }
  }

  let title: String
  private let presenter = SearchPresenter()
  private let clock: SceneClock

  init(title: String, environment: SceneEnvironment, leaks: Bool) {
    self.title = title
    clock = environment.clock
    if leaks { presenter.view = SearchView(presenter: presenter) }
  }

  var intents: [Intent] {
    [
      Intent("type", summary: "Type a letter: the search starts 300ms after it.") {
        [presenter, clock] _ in
        Task {
          try? await clock.sleep(for: .milliseconds(300))
          presenter.searches += 1
        }
      }
    ]
  }

  func readState() -> [StateField] { [] }

  var components: [SceneComponent] { [SceneComponent(presenter)] }
}
