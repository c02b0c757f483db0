import ExampleData

/// What the presenter tells the view (seed 001's push model: the presenter calls the view).
@MainActor
protocol ProfileDisplayLogic: AnyObject {
  func displayProfile(viewModel: ProfileViewModel)
  func displayError(message: String)
  /// A row was tapped and checked by the interactor: the view hands it to the router.
  func displaySelectedPost(post: Post)
}
