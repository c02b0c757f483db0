import SceneRuntime

/// The Root screen's state as the view sees it: read-only. Only the intent changes it, through
/// `RootModel.update(state:)`.
@MainActor
protocol RootModeling: AnyObject {
  var image: ImageAsset? { get }
  var isLoading: Bool { get }
  var error: (any Error)? { get }
  /// Navigation requests for the router to carry out (the seed's `routerSubject`).
  var routerEvents: SceneStream<RootRouter.ScreenType> { get }
}
