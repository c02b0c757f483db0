import UIKit

/// The list's business logic: fetches one user's posts through the worker, filters them as the
/// user types (debounced), and remembers the tapped post for the router.
///
/// Call it from the main thread only, as a view controller does: the worker answers there and
/// the filter timer runs on the main run loop.
public class ListPostsInteractor: ListPostsBusinessLogic, ListPostsDataStore {
  /// Strong: the interactor owns its presenter; the presenter holds the view only weakly.
  public var presenter: ListPostsPresentationLogic?
  public var worker: ListPostsWorker
  /// How long typing must pause before the list is filtered.
  public var filterDelay: TimeInterval = 0.3

  public private(set) var posts: [Post] = []
  public private(set) var selectedPost: Post?
  /// The rows on screen now, filtered or not: a row index means a position in this list.
  public private(set) var displayedPosts: [Post] = []

  /// The user whose posts the screen is about, from the last fetch request.
  private var userId: Int?
  private var filterTimer: Timer?

  public init(worker: ListPostsWorker = ListPostsWorker()) {
    self.worker = worker
  }

  deinit {
    filterTimer?.invalidate()
  }

  public func fetchPosts(request: ListPosts.FetchPosts.Request) {
    userId = request.userId
    worker.fetchPosts(userId: request.userId) { [weak self] result in
      // The screen may be gone by the time the network answers.
      guard let self = self else { return }
      switch result {
      case .success(let posts):
        self.posts = posts
        // A fresh list shows every post; the view clears its search field on display.
        self.displayedPosts = posts
        let response = ListPosts.FetchPosts.Response(userId: request.userId, posts: posts)
        self.presenter?.presentFetchedPosts(response: response)
      case .failure(let error):
        self.presenter?.presentFetchPostsError(
          response: ListPosts.FetchPosts.ErrorResponse(error: error))
      }
    }
  }

  public func filterPosts(request: ListPosts.FilterPosts.Request) {
    // Every keystroke restarts the wait, so only the text the user paused on is applied.
    filterTimer?.invalidate()
    let text = request.text
    filterTimer = Timer.scheduledTimer(withTimeInterval: filterDelay, repeats: false) {
      [weak self] _ in
      self?.applyFilter(text: text)
    }
  }

  public func selectPost(request: ListPosts.SelectPost.Request) {
    guard displayedPosts.indices.contains(request.index) else {
      // Forget an older selection so a route now cannot open the wrong post.
      selectedPost = nil
      presenter?.presentSelectPostError(
        response: ListPosts.SelectPost.ErrorResponse(
          index: request.index, rowCount: displayedPosts.count))
      return
    }
    let post = displayedPosts[request.index]
    selectedPost = post
    presenter?.presentSelectedPost(response: ListPosts.SelectPost.Response(post: post))
  }

  private func applyFilter(text: String) {
    filterTimer = nil
    // Nothing has been asked for yet, so there is no list to narrow.
    guard let userId = userId else { return }
    let needle = text.trimmingCharacters(in: .whitespacesAndNewlines)
    let matches =
      needle.isEmpty
      ? posts
      : posts.filter { $0.title.range(of: needle, options: .caseInsensitive) != nil }
    displayedPosts = matches
    let response = ListPosts.FilterPosts.Response(
      userId: userId, text: needle, matches: matches, totalCount: posts.count)
    presenter?.presentFilteredPosts(response: response)
  }
}
