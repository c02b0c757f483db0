import ExampleData
import SceneRuntime

/// The Profile screen of seed 001, pure VIP: an actor interactor, a main-actor presenter that
/// calls the view through `ProfileDisplayLogic`, a stateless worker and a router. This type
/// plays the view controller: it wires the cycle (the seed's `setupVIP()`) and forwards the
/// user's actions; `ProfileView` is its UI.
@MainActor
public final class ProfileScene: Scene {
  /// `profile(ID)` of the user the screen is loading, else of the one it shows: a `fetch 42`
  /// that fails leaves the screen, and its name, on the user it showed.
  public var title: String { "profile(\(loadingUserId ?? userId))" }
  /// The user the screen shows (the one it opened for, until a load succeeds): fetched when the
  /// scene loads and when `fetch` names none.
  public private(set) var userId: Int
  /// The user being loaded, until the presenter shows it or an error.
  private(set) var loadingUserId: Int?
  let interactor: ProfileInteractor
  /// Owned here: the interactor holds it weakly, and it holds the view weakly.
  let presenter: ProfilePresenter
  let view: ProfileView
  private let tasks: TaskScope
  /// The last request sent to the interactor. Each request waits for the one before, so they
  /// reach the interactor in the order the user gave them (two tasks may otherwise race), and
  /// "latest" means what the user typed last.
  private(set) var lastRequest: TrackedTask?

  public init(environment: SceneEnvironment, dataSource: any UserDataSource, userId: Int) {
    let presenter = ProfilePresenter()
    let view = ProfileView(
      router: ProfileRouter(navigator: environment.navigator), navigator: environment.navigator)
    presenter.displayLogic = view
    self.userId = userId
    self.presenter = presenter
    self.view = view
    self.interactor = ProfileInteractor(
      presenter: presenter, worker: ProfileWorker(dataSource: dataSource),
      tasks: environment.tasks)
    self.tasks = environment.tasks
    view.loadEnded = { [weak self] shown in self?.loadEnded(shown: shown) }
  }

  public var pattern: ScenePattern? { .vip }

  public var intents: [Intent] {
    [
      Intent(
        "fetch",
        arguments: [IntentArgument("USER_ID", .integer, optional: true)],
        summary: "Load a profile: the user and their posts, fetched in parallel.",
        details: "Without USER_ID, this scene's user. A fetch cancels the one in flight:\n"
          + "only the latest is ever shown."
      ) { [weak self] arguments in
        guard let self else { return }
        fetchProfile(userId: arguments.integer("USER_ID") ?? userId)
      },
      Intent(
        "post",
        arguments: [IntentArgument("N", .integer)],
        summary: "Tap row N of posts (0-based) to open the post's detail.",
        details: "The interactor checks the row; one that does not exist comes back as the\n"
          + "scene's own error (an alert)."
      ) { [weak self] arguments in
        self?.selectPost(index: arguments.integer("N") ?? 0)
      },
    ]
  }

  public func readState() -> [StateField] {
    [
      StateField("isLoading", in: view.state, \.isLoading),
      StateField("displayName", in: view.state, \.displayName),
      StateField("email", in: view.state, \.email),
      StateField("postCount", in: view.state, \.postCount),
      StateField("posts", in: view.state, \.posts),
    ]
  }

  public var components: [SceneComponent] {
    [
      SceneComponent(interactor), SceneComponent(presenter), SceneComponent(view),
      SceneComponent(view.state), SceneComponent(view.router),
    ]
  }

  /// The seed's `viewDidLoad`: fetch the scene's user.
  public func sceneDidLoad() {
    fetchProfile(userId: userId)
  }

  func fetchProfile(userId: Int) {
    loadingUserId = userId
    view.showLoading()
    let request = ProfileRequest(userId: userId)
    send("fetchProfile", request) { $0.fetchProfile(request: request) }
  }

  /// The presenter showed a profile, or an error: only the latest fetch is ever presented, so
  /// it is the one being loaded. (An error while nothing loads is a post's, not a profile's.)
  private func loadEnded(shown: Bool) {
    guard let loading = loadingUserId else { return }
    loadingUserId = nil
    if shown { userId = loading }
  }

  func selectPost(index: Int) {
    let request = ProfileSelectPostRequest(index: index)
    send("selectPost", request) { await $0.selectPost(request: request) }
  }

  /// One hop into the interactor, after the request before it has been handled.
  private func send(
    _ method: String, _ request: some Sendable,
    _ body: @escaping @Sendable (isolated ProfileInteractor) async -> Void
  ) {
    let previous = lastRequest
    lastRequest = tasks.send(method, to: interactor, request) { interactor in
      await previous?.finished()
      await body(interactor)
    }
  }
}
