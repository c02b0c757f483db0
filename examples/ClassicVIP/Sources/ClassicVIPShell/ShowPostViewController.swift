import ClassicVIP
import SceneRuntime
import UIKit

/// The post's view controller, headless, as the storyboard makes it in the app: configured in
/// its initialiser (`setup()`), so that the list's router finds its router's data store and
/// passes the post in before pushing it.
@MainActor
final class ShowPostViewController: UIViewController, @preconcurrency ShowPostViewControlling,
  HopDecorator
{
  let state = ShowPostViewState()
  var router: (ShowPostRoutingLogic & ShowPostDataPassing)?
  /// Where alerts go; set by the scene that shows this controller.
  weak var navigator: (any SceneNavigator)?
  private(set) var parts: ShowPostConfigurator.Parts?
  private var interactor: ShowPostBusinessLogicHops?

  override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
    super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
    let interactor = ShowPostInteractor(
      worker: ShowPostWorkerHops(usersStore: UsersStoreHops(wrapped: UsersAPI())))
    let parts = ShowPostConfigurator.configure(viewController: self, interactor: interactor)
    interactor.presenter = ShowPostPresentationLogicHops(wrapped: parts.presenter)
    self.parts = parts
    self.router = parts.router
    self.interactor = ShowPostBusinessLogicHops(wrapped: interactor)
  }

  required init?(coder: NSCoder) {
    super.init(coder: coder)
  }

  /// The post the list passed in, for the prompt.
  var postID: Int { parts?.interactor.post?.id ?? 0 }

  func load() {
    interactor?.loadPost(request: ShowPost.LoadPost.Request())
  }

  nonisolated var wrapped: ShowPostViewController { self }
}

extension ShowPostViewController: @preconcurrency ShowPostDisplayLogic {
  func displayPost(viewModel: ShowPost.LoadPost.ViewModel) {
    hop(.display, "displayPost", viewModel) { view in
      view.state.title = viewModel.title
      view.state.body = viewModel.body
      view.state.authorLine = viewModel.authorLine
    }
  }

  func displayLoadPostError(viewModel: ShowPost.LoadPost.ErrorViewModel) {
    hop(.display, "displayLoadPostError", viewModel) { view in
      view.navigator?.alert(title: "Post", message: viewModel.message)
    }
  }

  func displayAuthor(viewModel: ShowPost.LoadAuthor.ViewModel) {
    hop(.display, "displayAuthor", viewModel) { $0.state.authorLine = viewModel.authorLine }
  }

  func displayLoadAuthorError(viewModel: ShowPost.LoadAuthor.ErrorViewModel) {
    hop(.display, "displayLoadAuthorError", viewModel) { view in
      view.navigator?.alert(title: "Post", message: viewModel.message)
    }
  }
}
