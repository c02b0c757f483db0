import UIKit

@testable import ClassicVIP

/// Sample data shaped like jsonplaceholder's.
enum Sample {
  static let posts = [
    Post(userId: 1, id: 1, title: "sunt aut facere", body: "quia et suscipit\nsuscipit"),
    Post(userId: 1, id: 2, title: "qui est esse", body: "est rerum tempore vitae"),
    Post(userId: 1, id: 3, title: "ea molestias quasi", body: "et iusto sed quo iure"),
  ]
  static let leanne = User(id: 1, name: "Leanne Graham", username: "Bret", email: "a@b.c")
}

/// A posts store that answers with a canned result, at once or on the next main-queue turn
/// (as `PostsAPI` does).
final class FakePostsStore: PostsStoreProtocol {
  var result: Result<[Post], PostsStoreError>
  var answersAsynchronously = false
  private(set) var requestedUserIds: [Int] = []

  init(result: Result<[Post], PostsStoreError>) {
    self.result = result
  }

  func fetchPosts(userId: Int, completion: @escaping (Result<[Post], PostsStoreError>) -> Void) {
    requestedUserIds.append(userId)
    let result = self.result
    if answersAsynchronously {
      DispatchQueue.main.async { completion(result) }
    } else {
      completion(result)
    }
  }
}

/// A users store that answers with a canned result, at once or on the next main-queue turn.
final class FakeUsersStore: UsersStoreProtocol {
  var result: Result<User, UsersStoreError>
  var answersAsynchronously = false
  private(set) var requestedIds: [Int] = []

  init(result: Result<User, UsersStoreError>) {
    self.result = result
  }

  func fetchUser(id: Int, completion: @escaping (Result<User, UsersStoreError>) -> Void) {
    requestedIds.append(id)
    let result = self.result
    if answersAsynchronously {
      DispatchQueue.main.async { completion(result) }
    } else {
      completion(result)
    }
  }
}

/// Records what the list interactor presents, in order.
final class ListPostsPresenterSpy: ListPostsPresentationLogic {
  enum Event: Equatable {
    case fetched(userId: Int, ids: [Int])
    case fetchError(PostsStoreError)
    case filtered(text: String, ids: [Int], total: Int)
    case selected(id: Int)
    case selectError(index: Int, rowCount: Int)
  }

  private(set) var events: [Event] = []
  /// Called after each event, so a test can wait for one.
  var onEvent: (() -> Void)?

  func presentFetchedPosts(response: ListPosts.FetchPosts.Response) {
    record(.fetched(userId: response.userId, ids: response.posts.map { $0.id }))
  }

  func presentFetchPostsError(response: ListPosts.FetchPosts.ErrorResponse) {
    record(.fetchError(response.error))
  }

  func presentFilteredPosts(response: ListPosts.FilterPosts.Response) {
    record(
      .filtered(
        text: response.text, ids: response.matches.map { $0.id }, total: response.totalCount))
  }

  func presentSelectedPost(response: ListPosts.SelectPost.Response) {
    record(.selected(id: response.post.id))
  }

  func presentSelectPostError(response: ListPosts.SelectPost.ErrorResponse) {
    record(.selectError(index: response.index, rowCount: response.rowCount))
  }

  private func record(_ event: Event) {
    events.append(event)
    onEvent?()
  }
}

/// Records what the list presenter displays; a view controller, as the router needs.
final class ListPostsDisplaySpy: UIViewController, ListPostsDisplayLogic {
  private(set) var fetched: [ListPosts.FetchPosts.ViewModel] = []
  private(set) var fetchErrors: [ListPosts.FetchPosts.ErrorViewModel] = []
  private(set) var filtered: [ListPosts.FilterPosts.ViewModel] = []
  private(set) var selected: [ListPosts.SelectPost.ViewModel] = []
  private(set) var selectErrors: [ListPosts.SelectPost.ErrorViewModel] = []

  func displayFetchedPosts(viewModel: ListPosts.FetchPosts.ViewModel) {
    fetched.append(viewModel)
  }

  func displayFetchPostsError(viewModel: ListPosts.FetchPosts.ErrorViewModel) {
    fetchErrors.append(viewModel)
  }

  func displayFilteredPosts(viewModel: ListPosts.FilterPosts.ViewModel) {
    filtered.append(viewModel)
  }

  func displaySelectedPost(viewModel: ListPosts.SelectPost.ViewModel) {
    selected.append(viewModel)
  }

  func displaySelectPostError(viewModel: ListPosts.SelectPost.ErrorViewModel) {
    selectErrors.append(viewModel)
  }
}

/// The post screen as the storyboard would make it: configured in its initialiser, as a Clean
/// Swift view controller's `setup()` does.
final class ShowPostControllerStub: UIViewController, ShowPostViewControlling {
  var router: (ShowPostRoutingLogic & ShowPostDataPassing)?
  let interactor = ShowPostInteractor()

  override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
    super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
    let router = ShowPostRouter()
    router.viewController = self
    router.dataStore = interactor
    self.router = router
  }

  required init?(coder: NSCoder) {
    super.init(coder: coder)
  }
}

/// Records what the post interactor presents, in order.
final class ShowPostPresenterSpy: ShowPostPresentationLogic {
  enum Event: Equatable {
    case post(id: Int)
    case noPost
    case author(User)
    case authorError(UsersStoreError)
  }

  private(set) var events: [Event] = []
  var onEvent: (() -> Void)?

  func presentPost(response: ShowPost.LoadPost.Response) {
    record(.post(id: response.post.id))
  }

  func presentLoadPostError(response: ShowPost.LoadPost.ErrorResponse) {
    record(.noPost)
  }

  func presentAuthor(response: ShowPost.LoadAuthor.Response) {
    record(.author(response.user))
  }

  func presentLoadAuthorError(response: ShowPost.LoadAuthor.ErrorResponse) {
    record(.authorError(response.error))
  }

  private func record(_ event: Event) {
    events.append(event)
    onEvent?()
  }
}

/// Records what the post presenter displays, in order.
final class ShowPostDisplaySpy: UIViewController, ShowPostDisplayLogic {
  enum Event: Equatable {
    case post(ShowPost.LoadPost.ViewModel)
    case postError(String)
    case author(String)
    case authorError(String)
  }

  private(set) var events: [Event] = []

  func displayPost(viewModel: ShowPost.LoadPost.ViewModel) {
    events.append(.post(viewModel))
  }

  func displayLoadPostError(viewModel: ShowPost.LoadPost.ErrorViewModel) {
    events.append(.postError(viewModel.message))
  }

  func displayAuthor(viewModel: ShowPost.LoadAuthor.ViewModel) {
    events.append(.author(viewModel.authorLine))
  }

  func displayLoadAuthorError(viewModel: ShowPost.LoadAuthor.ErrorViewModel) {
    events.append(.authorError(viewModel.message))
  }
}
