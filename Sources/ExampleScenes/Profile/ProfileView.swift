import ExampleData
import SceneRuntime

/// The Profile view controller's UI half: it does what the presenter tells it, recording it in
/// `ProfileViewState` instead of labels, and shows alerts through the navigator.
///
/// Pure VIP pushes: every `display…` call is a hop from the presenter into this view (its own
/// decorator, hence `HopDecorator` with itself as the wrapped component), so `trace` shows
/// Presenter → View where Observable VIP shows Presenter → observed state.
@MainActor
final class ProfileView: ProfileDisplayLogic, HopDecorator {
  let state = ProfileViewState()
  let router: any ProfileRoutingLogic
  private weak var navigator: (any SceneNavigator)?
  /// Told when a `displayProfile` (true) or a `displayError` (false) ends a load, so the scene
  /// knows whose profile is on screen. Set by the scene, which the view must not hold.
  var loadEnded: (@MainActor (_ shown: Bool) -> Void)?

  init(router: any ProfileRoutingLogic, navigator: (any SceneNavigator)?) {
    self.router = router
    self.navigator = navigator
  }

  nonisolated var wrapped: ProfileView { self }

  /// The activity indicator starts as the request is sent (the seed's `fetchProfile()`).
  func showLoading() {
    state.isLoading = true
  }

  func displayProfile(viewModel: ProfileViewModel) {
    hop(.display, "displayProfile", viewModel) { view in
      view.state.isLoading = false
      view.state.displayName = viewModel.displayName
      view.state.email = viewModel.email
      view.state.postCount = viewModel.postCount
      view.state.posts = viewModel.posts
      view.loadEnded?(true)
    }
  }

  /// The spinner stops, then the alert shows: in that order, as the seed's view does it.
  func displayError(message: String) {
    hop(.display, "displayError", message) { view in
      view.state.isLoading = false
      view.loadEnded?(false)
      view.navigator?.alert(title: "Error", message: message)
    }
  }

  func displaySelectedPost(post: Post) {
    hop(.display, "displaySelectedPost", post) { $0.router.routeToPostDetail(post: post) }
  }
}
