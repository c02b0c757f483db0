import ClassicVIP
import SceneRuntime
import UIKit

/// The list's view controller, headless: the app's view file, minus the table. It is wired as
/// its `setup()` wires it, with a decorator around each protocol, and shows what the presenter
/// tells it (pure VIP: the presenter calls `ListPostsDisplayLogic`) in `ListPostsViewState`,
/// where UIKit would set a header label and a table's rows. Each `display…` call is a hop, so
/// the transcript shows `◂ displayFetchedPosts(…)` before the changes it makes.
@MainActor
final class ListPostsViewController: UIViewController, HopDecorator {
  let state = ListPostsViewState()
  private let userId: Int
  /// Where alerts go: the shell's alert line.
  private weak var navigator: (any SceneNavigator)?
  /// What `setup()` wired. The view controller holds the interactor and the router, as in the
  /// app; the presenter holds it back only weakly.
  private(set) var parts: ListPostsConfigurator.Parts?
  /// The interactor as the view calls it: through its hop decorator.
  private(set) var interactor: ListPostsBusinessLogicHops?

  init(userId: Int, navigator: (any SceneNavigator)?) {
    self.userId = userId
    self.navigator = navigator
    super.init(nibName: nil, bundle: nil)
    title = "posts"
    let interactor = ListPostsInteractor(
      worker: ListPostsWorkerHops(postsStore: PostsStoreHops(wrapped: PostsAPI())))
    let parts = ListPostsConfigurator.configure(viewController: self, interactor: interactor)
    interactor.presenter = ListPostsPresentationLogicHops(wrapped: parts.presenter)
    self.parts = parts
    self.interactor = ListPostsBusinessLogicHops(wrapped: interactor)
  }

  required init?(coder: NSCoder) {
    userId = 0
    super.init(coder: coder)
  }

  func fetch() {
    interactor?.fetchPosts(request: ListPosts.FetchPosts.Request(userId: userId))
  }

  nonisolated var wrapped: ListPostsViewController { self }
}

// The presenter calls its view from the main queue (the worker answers there), outside any
// task: `@preconcurrency` checks at run time that it is the main thread, as UIKit's own view
// controllers are checked.
extension ListPostsViewController: @preconcurrency ListPostsDisplayLogic {
  func displayFetchedPosts(viewModel: ListPosts.FetchPosts.ViewModel) {
    hop(.display, "displayFetchedPosts", viewModel) { view in
      view.state.header = viewModel.header
      view.state.searchText = ""
      view.state.rows = viewModel.displayedPosts
    }
  }

  func displayFetchPostsError(viewModel: ListPosts.FetchPosts.ErrorViewModel) {
    hop(.display, "displayFetchPostsError", viewModel) { view in
      view.navigator?.alert(title: "Posts", message: viewModel.message)
    }
  }

  func displayFilteredPosts(viewModel: ListPosts.FilterPosts.ViewModel) {
    hop(.display, "displayFilteredPosts", viewModel) { view in
      view.state.header = viewModel.header
      view.state.rows = viewModel.displayedPosts
    }
  }

  /// The tap went through: as the app's view controller does, ask the router for the post.
  func displaySelectedPost(viewModel: ListPosts.SelectPost.ViewModel) {
    hop(.display, "displaySelectedPost", viewModel) { view in
      view.parts?.router.routeToShowPost()
    }
  }

  func displaySelectPostError(viewModel: ListPosts.SelectPost.ErrorViewModel) {
    hop(.display, "displaySelectPostError", viewModel) { view in
      view.navigator?.alert(title: "Posts", message: viewModel.message)
    }
  }
}
