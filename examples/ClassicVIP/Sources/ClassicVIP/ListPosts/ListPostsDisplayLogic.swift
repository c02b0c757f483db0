import UIKit

/// What the presenter can tell the list's view controller. In the app this protocol sat at the
/// top of the view controller's file; it stands alone here so any view can adopt it.
///
/// Class-bound so the presenter can hold its view weakly.
public protocol ListPostsDisplayLogic: AnyObject {
  /// Fill the table and its header; clear the search field.
  func displayFetchedPosts(viewModel: ListPosts.FetchPosts.ViewModel)
  /// Show an alert; keep whatever the table showed.
  func displayFetchPostsError(viewModel: ListPosts.FetchPosts.ErrorViewModel)
  /// Replace the table's rows and header with the filtered ones.
  func displayFilteredPosts(viewModel: ListPosts.FilterPosts.ViewModel)
  /// The tapped post is stored: call `router.routeToShowPost()`.
  func displaySelectedPost(viewModel: ListPosts.SelectPost.ViewModel)
  /// Show an alert; do not route.
  func displaySelectPostError(viewModel: ListPosts.SelectPost.ErrorViewModel)
}
