import Observation
import SceneRuntime

// The seed's types are internal, as app code's are; a debug build compiles them for testing.
@testable import SeedProfile

/// What the seed's view controller shows, minus the labels: the adapter's headless view.
@Observable @MainActor
final class ProfileViewState {
  var isLoading = false
  var displayName = ""
  var email = ""
  var postCount = ""
  var posts: [PostCellViewModel] = []
}

/// The seed's `ProfileViewController`, headless: it wires the VIP parts as `setupVIP()` does,
/// starts a fetch as `fetchProfile()` does (a plain `Task {}`), and shows what the presenter
/// tells it.
@MainActor
final class ProfileViewController: Scene, ProfileDisplayLogic {
  let title = "profile"
  let state = ProfileViewState()
  private var interactor: ProfileBusinessLogic?
  private let presenter = ProfilePresenter()
  private weak var navigator: (any SceneNavigator)?

  init(environment: SceneEnvironment) {
    navigator = environment.navigator
    let interactor = ProfileInteractor()
    presenter.viewController = self
    self.interactor = interactor
    let presenter = presenter
    Task { await interactor.setPresenter(presenter) }
  }

  var intents: [Intent] {
    [
      Intent(
        "fetchProfile", arguments: [IntentArgument("USER_ID", .integer)],
        summary: "Load user USER_ID's profile and posts (the previous request is cancelled)."
      ) { [weak self] arguments in
        self?.fetchProfile(userId: arguments.integer("USER_ID") ?? 1)
      },
      Intent(
        "tapTwice", arguments: [IntentArgument("USER_ID", .integer)],
        summary: "Tap reload twice: the second fetch cancels the first mid-request."
      ) { [weak self] arguments in
        let userId = arguments.integer("USER_ID") ?? 1
        self?.fetchProfile(userId: userId)
        self?.fetchProfile(userId: userId)
      },
      Intent(
        "tapBack", arguments: [IntentArgument("USER_ID", .integer)],
        summary: "Fetch, then tap Back at once: the screen is popped mid-request."
      ) { [weak self] arguments in
        guard let self else { return }
        fetchProfile(userId: arguments.integer("USER_ID") ?? 1)
        navigator?.close(self)
      },
    ]
  }

  func readState() -> [StateField] {
    [
      StateField("isLoading", state.isLoading),
      StateField("displayName", state.displayName),
      StateField("email", state.email),
      StateField("postCount", state.postCount),
      StateField("posts", state.posts),
    ]
  }

  func sceneDidLoad() {
    fetchProfile(userId: 1)
  }

  // MARK: - Actions, as the seed's view controller writes them

  private func fetchProfile(userId: Int) {
    state.isLoading = true
    let request = ProfileRequest(userId: "\(userId)")
    Task {
      await interactor?.fetchProfile(request: request)
    }
  }

  // MARK: - Display logic

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
}
