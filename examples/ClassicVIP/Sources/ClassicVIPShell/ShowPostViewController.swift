import ClassicVIP
import SceneRuntime
import UIKit

/// The post's view controller, headless, as the storyboard makes it in the app: configured in
/// its initialiser (`setup()`), so that the list's router finds its router's data store and
/// passes the post in before pushing it. What the presenter tells it goes to the generated
/// headless view, which keeps it where UIKit would set labels.
@MainActor
final class ShowPostViewController: UIViewController, @preconcurrency ShowPostViewControlling {
  let display = ShowPostDisplayLogicView()
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
    display.onDisplayLoadPostError = { [weak self] in self?.alert($0.message) }
    display.onDisplayLoadAuthorError = { [weak self] in self?.alert($0.message) }
  }

  required init?(coder: NSCoder) {
    super.init(coder: coder)
  }

  /// The post the list passed in, for the prompt.
  var postID: Int { parts?.interactor.post?.id ?? 0 }

  func load() {
    interactor?.loadPost(request: ShowPost.LoadPost.Request())
  }

  private func alert(_ message: String) {
    navigator?.alert(title: "Post", message: message)
  }
}

// The presenter calls its view from the main queue, outside any task: `@preconcurrency`
// checks at run time that it is the main thread, as UIKit's own view controllers are checked.
extension ShowPostViewController: @preconcurrency ShowPostDisplayLogic {
  func displayPost(viewModel: ShowPost.LoadPost.ViewModel) {
    display.displayPost(viewModel: viewModel)
  }
  func displayLoadPostError(viewModel: ShowPost.LoadPost.ErrorViewModel) {
    display.displayLoadPostError(viewModel: viewModel)
  }
  func displayAuthor(viewModel: ShowPost.LoadAuthor.ViewModel) {
    display.displayAuthor(viewModel: viewModel)
  }
  func displayLoadAuthorError(viewModel: ShowPost.LoadAuthor.ErrorViewModel) {
    display.displayLoadAuthorError(viewModel: viewModel)
  }
}
