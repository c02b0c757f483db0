import UIKit

/// Turns the interactor's posts into the strings the table shows.
public class ListPostsPresenter: ListPostsPresentationLogic {
  /// Weak: the view controller owns the interactor, which owns this presenter.
  public weak var viewController: ListPostsDisplayLogic?

  /// How much of a post's body a row shows.
  static let excerptLength = 40

  public init() {}

  public func presentFetchedPosts(response: ListPosts.FetchPosts.Response) {
    let viewModel = ListPosts.FetchPosts.ViewModel(
      header: Self.header(count: response.posts.count, userId: response.userId),
      displayedPosts: response.posts.map(Self.displayedPost))
    viewController?.displayFetchedPosts(viewModel: viewModel)
  }

  public func presentFetchPostsError(response: ListPosts.FetchPosts.ErrorResponse) {
    let viewModel = ListPosts.FetchPosts.ErrorViewModel(message: response.error.message)
    viewController?.displayFetchPostsError(viewModel: viewModel)
  }

  public func presentFilteredPosts(response: ListPosts.FilterPosts.Response) {
    let header: String
    if response.text.isEmpty {
      header = Self.header(count: response.totalCount, userId: response.userId)
    } else {
      let verb = response.matches.count == 1 ? "matches" : "match"
      header =
        "\(response.matches.count) of \(Self.posts(response.totalCount)) \(verb) "
        + "\"\(response.text)\""
    }
    let viewModel = ListPosts.FilterPosts.ViewModel(
      header: header, displayedPosts: response.matches.map(Self.displayedPost))
    viewController?.displayFilteredPosts(viewModel: viewModel)
  }

  public func presentSelectedPost(response: ListPosts.SelectPost.Response) {
    let viewModel = ListPosts.SelectPost.ViewModel(
      postId: response.post.id, title: response.post.title.capitalizingFirstLetter())
    viewController?.displaySelectedPost(viewModel: viewModel)
  }

  public func presentSelectPostError(response: ListPosts.SelectPost.ErrorResponse) {
    let message: String
    if response.rowCount == 0 {
      message = "There are no posts to open."
    } else {
      message =
        "There is no post at row \(response.index): the list has \(response.rowCount) "
        + (response.rowCount == 1 ? "row." : "rows.")
    }
    viewController?.displaySelectPostError(
      viewModel: ListPosts.SelectPost.ErrorViewModel(message: message))
  }

  /// "3 posts by user 1", "1 post by user 1".
  static func header(count: Int, userId: Int) -> String {
    "\(posts(count)) by user \(userId)"
  }

  /// "1 post", "0 posts", "3 posts".
  static func posts(_ count: Int) -> String {
    count == 1 ? "1 post" : "\(count) posts"
  }

  static func displayedPost(_ post: Post) -> ListPosts.FetchPosts.ViewModel.DisplayedPost {
    ListPosts.FetchPosts.ViewModel.DisplayedPost(
      id: post.id, title: post.title.capitalizingFirstLetter(), excerpt: excerpt(of: post.body))
  }

  /// The body's start on one line: newlines become spaces, and "…" shows that it was cut.
  static func excerpt(of body: String) -> String {
    let oneLine = String(body.map { $0.isNewline ? " " : $0 })
    guard oneLine.count > excerptLength else { return oneLine }
    return oneLine.prefix(excerptLength) + "…"
  }
}
