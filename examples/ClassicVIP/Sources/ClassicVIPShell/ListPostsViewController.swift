import ClassicVIP
import SceneRuntime

/// The list's view controller, headless: it is configured as the app's `setup()` does, sends
/// the view's actions to the interactor, and shows what the presenter tells it (pure VIP: the
/// presenter calls `ListPostsDisplayLogic`). Each `display…` call is a hop, so the transcript
/// shows `◂ displayFetchedPosts(…)` before the changes it makes.
@MainActor
final class ListPostsViewController: Scene, HopDecorator {
  let title = "posts"
  private let userId: Int
  private let state = ListPostsViewState()
  private let environment: SceneEnvironment
  /// What `setup()` wired. The view controller holds the interactor and the router, as in the
  /// app; the presenter holds it back only weakly.
  private var parts: ListPostsConfigurator.Parts?
  /// The interactor as the view calls it: through its hop decorator.
  private var interactor: ListPostsInteractorHops?

  init(environment: SceneEnvironment, userId: Int) {
    self.environment = environment
    self.userId = userId
    // The app's `setup()`, with a decorator around each protocol it wires.
    let interactor = ListPostsInteractor(
      worker: ListPostsWorker(postsStore: PostsStoreHops(wrapped: PostsAPI())))
    let parts = ListPostsConfigurator.configure(viewController: self, interactor: interactor)
    interactor.presenter = ListPostsPresenterHops(wrapped: parts.presenter)
    self.parts = parts
    self.interactor = ListPostsInteractorHops(wrapped: interactor)
  }

  var intents: [Intent] {
    [
      Intent("fetch", summary: "Pull to refresh: fetch the user's posts again.") { [weak self] _ in
        self?.fetch()
      },
      Intent(
        "filter", arguments: [IntentArgument("TEXT", .text)],
        summary: "Type TEXT into the search field: the list narrows 300ms after the last key."
      ) { [weak self] arguments in
        let text = arguments.text("TEXT") ?? ""
        self?.state.searchText = text
        self?.interactor?.filterPosts(request: ListPosts.FilterPosts.Request(text: text))
      },
      Intent(
        "select", arguments: [IntentArgument("ROW", .integer)],
        summary: "Tap row ROW (0-based) of the list: opens the post."
      ) { [weak self] arguments in
        let row = arguments.integer("ROW") ?? 0
        self?.interactor?.selectPost(request: ListPosts.SelectPost.Request(index: row))
      },
    ]
  }

  /// `viewDidLoad`: the screen asks for its posts as it appears.
  func sceneDidLoad() {
    fetch()
  }

  private func fetch() {
    interactor?.fetchPosts(request: ListPosts.FetchPosts.Request(userId: userId))
  }

  func readState() -> [StateField] {
    [
      StateField("header", in: state, \.header),
      StateField("searchText", in: state, \.searchText),
      StateField("rows", in: state, \.rows),
    ]
  }

  var components: [SceneComponent] {
    guard let parts else { return [SceneComponent(state)] }
    return [
      SceneComponent(parts.interactor), SceneComponent(parts.presenter),
      SceneComponent(parts.router), SceneComponent(state),
    ]
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
      view.environment.navigator?.alert(title: "Posts", message: viewModel.message)
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
      view.environment.navigator?.alert(title: "Posts", message: viewModel.message)
    }
  }
}

extension ListPostsViewController: @preconcurrency ListPostsRouteSource {
  /// Where the app pushed the next view controller: the shell pushes the ShowPost scene.
  func show(showPost destination: ShowPostInteractor) {
    let postId = destination.post?.id ?? 0
    environment.navigator?.route(ListPostsRoute.showPost(postId: postId)) { environment in
      ShowPostViewController(environment: environment, interactor: destination)
    }
  }
}

/// The `→ route` line's value.
enum ListPostsRoute {
  case showPost(postId: Int)
}
