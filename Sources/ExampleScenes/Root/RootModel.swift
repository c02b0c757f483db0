import Observation
import SceneRuntime

/// The single state of the Root screen (seed 004's MVI Model). Every property is
/// `private(set)` and changes only through `update(state:)`, so no state can be half-applied:
/// each case says in one place what the whole screen looks like.
@Observable
@MainActor
final class RootModel: RootModeling, HopTarget {
  enum StateType: Sendable {
    case loading
    case show(image: ImageAsset)
    case failLoad(error: any Error)
  }

  private(set) var image: ImageAsset?
  /// True until the first load ends, as in the seed: the screen starts out loading.
  private(set) var isLoading = true
  private(set) var error: (any Error)?

  let routerEvents: SceneStream<RootRouter.ScreenType>
  private let routerEventSender: SceneStream<RootRouter.ScreenType>.Continuation

  init(tasks: TaskScope) {
    (routerEvents, routerEventSender) = tasks.makeStream(
      of: RootRouter.ScreenType.self, source: "RootModel")
  }

  // Nobody can send router events once the model is gone: end the stream, so the router's
  // listening task leaves its loop instead of waiting forever.
  deinit {
    routerEventSender.finish()
  }

  func update(state: StateType) {
    switch state {
    case .loading:
      isLoading = true
      error = nil
      image = nil
    case .show(let image):
      self.image = image
      isLoading = false
    case .failLoad(let error):
      self.error = error
      isLoading = false
    }
  }

  /// Asks the router to show `screen` (the seed's `routerSubject.send`).
  func sendRouterEvent(_ screen: RootRouter.ScreenType) {
    routerEventSender.yield(screen)
  }
}
