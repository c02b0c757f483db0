import UIKit

/// Turns the post and its author into the strings the screen shows.
public class ShowPostPresenter: ShowPostPresentationLogic {
  /// Weak: the view controller owns the interactor, which owns this presenter.
  public weak var viewController: ShowPostDisplayLogic?

  static let loadingAuthorLine = "loading author…"
  static let unavailableAuthorLine = "author unavailable"

  public init() {}

  public func presentPost(response: ShowPost.LoadPost.Response) {
    let viewModel = ShowPost.LoadPost.ViewModel(
      title: response.post.title.capitalizingFirstLetter(), body: response.post.body,
      authorLine: Self.loadingAuthorLine)
    viewController?.displayPost(viewModel: viewModel)
  }

  public func presentLoadPostError(response: ShowPost.LoadPost.ErrorResponse) {
    viewController?.displayLoadPostError(
      viewModel: ShowPost.LoadPost.ErrorViewModel(message: "There is no post to show."))
  }

  public func presentAuthor(response: ShowPost.LoadAuthor.Response) {
    let authorLine = "by \(response.user.name) (@\(response.user.username))"
    viewController?.displayAuthor(viewModel: ShowPost.LoadAuthor.ViewModel(authorLine: authorLine))
  }

  public func presentLoadAuthorError(response: ShowPost.LoadAuthor.ErrorResponse) {
    // The post itself is fine, so the line stops saying "loading" and the alert says why.
    viewController?.displayAuthor(
      viewModel: ShowPost.LoadAuthor.ViewModel(authorLine: Self.unavailableAuthorLine))
    viewController?.displayLoadAuthorError(
      viewModel: ShowPost.LoadAuthor.ErrorViewModel(message: response.error.message))
  }
}
