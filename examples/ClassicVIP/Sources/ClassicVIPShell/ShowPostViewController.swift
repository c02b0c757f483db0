import ClassicVIP
import SceneRuntime

/// The post's view controller, headless: built by the list's router around the interactor it
/// passed the post into, it loads the post as it appears and shows what the presenter says.
@MainActor
final class ShowPostViewController: Scene, HopDecorator {
  let title: String
  private let state = ShowPostViewState()
  private let environment: SceneEnvironment
  private var parts: ShowPostConfigurator.Parts?
  private var interactor: ShowPostInteractorHops?

  init(environment: SceneEnvironment, interactor: ShowPostInteractor) {
    self.environment = environment
    self.title = "post(\(interactor.post?.id ?? 0))"
    interactor.worker = ShowPostWorker(usersStore: UsersStoreHops(wrapped: UsersAPI()))
    let parts = ShowPostConfigurator.configure(viewController: self, interactor: interactor)
    interactor.presenter = ShowPostPresenterHops(wrapped: parts.presenter)
    self.parts = parts
    self.interactor = ShowPostInteractorHops(wrapped: interactor)
  }

  var intents: [Intent] {
    [
      Intent("reload", summary: "Pull to refresh: load the post and its author again.") {
        [weak self] _ in self?.load()
      }
    ]
  }

  /// `viewDidLoad`.
  func sceneDidLoad() {
    load()
  }

  private func load() {
    interactor?.loadPost(request: ShowPost.LoadPost.Request())
  }

  func readState() -> [StateField] {
    [
      StateField("title", in: state, \.title), StateField("body", in: state, \.body),
      StateField("authorLine", in: state, \.authorLine),
    ]
  }

  var components: [SceneComponent] {
    guard let parts else { return [SceneComponent(state)] }
    return [
      SceneComponent(parts.interactor), SceneComponent(parts.presenter),
      SceneComponent(parts.router), SceneComponent(state),
    ]
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
      view.environment.navigator?.alert(title: "Post", message: viewModel.message)
    }
  }

  func displayAuthor(viewModel: ShowPost.LoadAuthor.ViewModel) {
    hop(.display, "displayAuthor", viewModel) { $0.state.authorLine = viewModel.authorLine }
  }

  func displayLoadAuthorError(viewModel: ShowPost.LoadAuthor.ErrorViewModel) {
    hop(.display, "displayLoadAuthorError", viewModel) { view in
      view.environment.navigator?.alert(title: "Post", message: viewModel.message)
    }
  }
}

extension ShowPostViewController: @preconcurrency ShowPostRouteSource {
  /// The app's back button. The shell's own `back` pops the scene; no intent calls this.
  func dismissShowPost() {}
}
