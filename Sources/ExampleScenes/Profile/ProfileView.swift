import SceneRuntime

/// The Profile view controller's UI half: it does what the presenter tells it, recording it in
/// `ProfileViewState` instead of labels, and shows alerts through the navigator.
@MainActor
final class ProfileView: ProfileDisplayLogic {
  let state = ProfileViewState()
  let router: any ProfileRoutingLogic
  private weak var navigator: (any SceneNavigator)?

  init(router: any ProfileRoutingLogic, navigator: (any SceneNavigator)?) {
    self.router = router
    self.navigator = navigator
  }

  /// The activity indicator starts as the request is sent (the seed's `fetchProfile()`).
  func showLoading() {
    state.isLoading = true
  }

  func displayProfile(viewModel: ProfileViewModel) {
    state.isLoading = false
    state.displayName = viewModel.displayName
    state.email = viewModel.email
    state.postCount = viewModel.postCount
    state.posts = viewModel.posts
  }

  func displayError(message: String) {
    state.isLoading = false
    navigator?.alert(title: "Error", message: message)
  }

  func displaySelectedPost(post: Post) {
    router.routeToPostDetail(post: post)
  }
}
