import ExampleData
import SceneRuntime

/// What the view asks of the interactor.
protocol ProfileBusinessLogic: Sendable {
  func fetchProfile(request: ProfileRequest) async
  func selectPost(request: ProfileSelectPostRequest) async
}

/// Business logic of the Profile scene. An actor: the fetch in flight and the posts last shown
/// are its state, and every caller reaches it with `await`.
actor ProfileInteractor: ProfileBusinessLogic {
  /// Weak, as in the seed: the scene owns the presenter, and the interactor must not keep it
  /// (or, through it, the view) alive after the scene is gone.
  private weak var presenter: (any ProfilePresentationLogic)?
  private let worker: ProfileWorker
  private let tasks: TaskScope
  /// The fetch in flight, cancelled by the next fetch and when the scene goes away.
  private(set) var loadingTask: TrackedTask?
  /// The data store: the posts of the profile last presented, which `selectPost` indexes into.
  private(set) var presentedPosts: [Post] = []

  init(presenter: any ProfilePresentationLogic, worker: ProfileWorker, tasks: TaskScope) {
    self.presenter = presenter
    self.worker = worker
    self.tasks = tasks
  }

  deinit {
    loadingTask?.cancel()
  }

  /// Starts fetching and returns at once; only the latest fetch's outcome is ever presented.
  func fetchProfile(request: ProfileRequest) {
    loadingTask?.cancel()
    loadingTask = tasks.spawn("ProfileInteractor.fetchProfile") { [weak self, worker] in
      do {
        // The user and the posts at once (seed 001): the screen waits for the slower of the
        // two, not for their sum. If either fails, the other is cancelled.
        async let user = worker.fetchUser(id: request.userId)
        async let posts = worker.fetchPosts(userId: request.userId)
        let response = try await ProfileResponse(user: user, posts: posts)
        await self?.present(response)
      } catch is CancellationError {
        // Superseded by a newer fetch, or the scene is gone: nothing to show.
      } catch {
        await self?.present(error)
      }
    }
  }

  func selectPost(request: ProfileSelectPostRequest) async {
    guard presentedPosts.indices.contains(request.index) else {
      await presentError(ProfileError.noSuchPost(index: request.index, count: presentedPosts.count))
      return
    }
    let response = ProfileSelectPostResponse(post: presentedPosts[request.index])
    await presenter?.hop("presentSelectedPost", response) {
      $0.presentSelectedPost(response: response)
    }
  }

  // The checks below run on this actor, where `fetchProfile` cancels: once a newer fetch has
  // cancelled this one, its result can no longer get through, even if it was already fetched.

  private func present(_ response: ProfileResponse) async {
    guard !Task.isCancelled else { return }
    presentedPosts = response.posts
    await presenter?.hop("presentProfile", response) { $0.presentProfile(response: response) }
  }

  private func present(_ error: any Error) async {
    // A cancelled request may fail with something other than CancellationError (a network
    // client's own "cancelled" error, say); it was superseded all the same.
    guard !Task.isCancelled else { return }
    await presentError(error)
  }

  private func presentError(_ error: any Error) async {
    await presenter?.hop("presentError", error) { $0.presentError(error: error) }
  }
}
