import UIKit

/// What the list's view controller can ask of its interactor.
public protocol ListPostsBusinessLogic {
  func fetchPosts(request: ListPosts.FetchPosts.Request)
  func filterPosts(request: ListPosts.FilterPosts.Request)
  func selectPost(request: ListPosts.SelectPost.Request)
}
