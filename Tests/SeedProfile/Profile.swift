import Foundation

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

// Seed 001's Profile scene as the article writes it, minus the UI: a worker that calls
// `URLSession.shared.data(from:)` for the user and the posts in `async let`, an actor
// interactor that cancels the previous request, a main-actor presenter. A test fixture: the
// serving tests host it in profile-lab's hand-written view controller, the seed hop tests in
// seeds-lab's generated adapter; nothing here knows of the shell.

struct ProfileRequest: Sendable {
  let userId: String
}

struct ProfileResponse: Sendable {
  let user: User
  let posts: [Post]
}

struct ProfileViewModel: Sendable {
  let displayName: String
  let email: String
  let postCount: String
  let posts: [PostCellViewModel]
}

struct PostCellViewModel: Sendable, Equatable {
  let id: Int
  let title: String
  let preview: String
}

struct User: Decodable, Sendable {
  let id: Int
  let name: String
  let email: String
  let username: String
}

struct Post: Decodable, Sendable {
  let id: Int
  let userId: Int
  let title: String
  let body: String
}

// Worker: stateless, pure async functions.
struct ProfileWorker {
  private let session: URLSession
  // swift-format-ignore: NeverForceUnwrap
  private let baseURL = URL(string: "https://jsonplaceholder.typicode.com")!
  private let decoder = JSONDecoder()

  init(session: URLSession = .shared) {
    self.session = session
  }

  func fetchUser(id: String) async throws -> User {
    let url = baseURL.appendingPathComponent("users/\(id)")
    let (data, response) = try await session.data(from: url)

    guard let http = response as? HTTPURLResponse,
      (200..<300).contains(http.statusCode)
    else {
      throw ProfileError.networkError
    }

    return try decoder.decode(User.self, from: data)
  }

  // swift-format-ignore: NeverForceUnwrap
  func fetchPosts(userId: Int) async throws -> [Post] {
    let url = baseURL.appendingPathComponent("posts")
    var components = URLComponents(url: url, resolvingAgainstBaseURL: false)!
    components.queryItems = [URLQueryItem(name: "userId", value: "\(userId)")]

    let (data, _) = try await session.data(from: components.url!)
    return try decoder.decode([Post].self, from: data)
  }
}

enum ProfileError: Error, LocalizedError {
  case networkError
  case notFound

  var errorDescription: String? {
    switch self {
    case .networkError: return "Connection problem, please try again."
    case .notFound: return "Profile not found."
    }
  }
}

// The interactor is an actor: its state is reached through `await` only.
actor ProfileInteractor {
  weak var presenter: ProfilePresentationLogic?
  private let worker: ProfileWorker

  private var currentRequest: ProfileRequest?
  private var loadingTask: Task<Void, Never>?

  init(worker: ProfileWorker = ProfileWorker()) {
    self.worker = worker
  }

  func setPresenter(_ presenter: ProfilePresentationLogic) {
    self.presenter = presenter
  }

  func fetchProfile(request: ProfileRequest) async {
    // Cancel the previous request if it still runs.
    loadingTask?.cancel()
    currentRequest = request

    loadingTask = Task {
      do {
        // The user and the posts, in parallel.
        async let user = worker.fetchUser(id: request.userId)
        async let posts = worker.fetchPosts(userId: Int(request.userId) ?? 0)

        let (fetchedUser, fetchedPosts) = try await (user, posts)

        guard !Task.isCancelled else { return }

        let response = ProfileResponse(user: fetchedUser, posts: fetchedPosts)
        await presenter?.presentProfile(response: response)
      } catch is CancellationError {
        // Cancelled: ignore.
      } catch {
        await presenter?.presentError(error: error)
      }
    }
  }
}

protocol ProfileBusinessLogic: AnyObject, Sendable {
  func fetchProfile(request: ProfileRequest) async
}

extension ProfileInteractor: ProfileBusinessLogic {}

@MainActor
final class ProfilePresenter {
  weak var viewController: ProfileDisplayLogic?

  func presentProfile(response: ProfileResponse) {
    let postViewModels = response.posts.map { post in
      PostCellViewModel(
        id: post.id,
        title: post.title,
        preview: String(post.body.prefix(80)).appending("...")
      )
    }

    let viewModel = ProfileViewModel(
      displayName: response.user.name,
      email: response.user.email,
      postCount: "\(response.posts.count) posts",
      posts: postViewModels
    )

    viewController?.displayProfile(viewModel: viewModel)
  }

  func presentError(error: Error) {
    let message =
      (error as? LocalizedError)?.errorDescription
      ?? "Something went wrong. Please try again."
    viewController?.displayError(message: message)
  }
}

@MainActor
protocol ProfilePresentationLogic: AnyObject, Sendable {
  func presentProfile(response: ProfileResponse)
  func presentError(error: Error)
}

extension ProfilePresenter: ProfilePresentationLogic {}

@MainActor
protocol ProfileDisplayLogic: AnyObject {
  func displayProfile(viewModel: ProfileViewModel)
  func displayError(message: String)
}
