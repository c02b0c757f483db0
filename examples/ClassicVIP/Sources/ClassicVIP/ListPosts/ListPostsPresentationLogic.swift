import UIKit

/// What the interactor can ask of the list's presenter.
public protocol ListPostsPresentationLogic {
  func presentFetchedPosts(response: ListPosts.FetchPosts.Response)
  func presentFetchPostsError(response: ListPosts.FetchPosts.ErrorResponse)
  func presentFilteredPosts(response: ListPosts.FilterPosts.Response)
  func presentSelectedPost(response: ListPosts.SelectPost.Response)
  func presentSelectPostError(response: ListPosts.SelectPost.ErrorResponse)
}
