import UIKit

/// What the presenter can tell the post's view controller. In the app this protocol sat at the
/// top of the view controller's file; it stands alone here so any view can adopt it.
///
/// Class-bound so the presenter can hold its view weakly.
public protocol ShowPostDisplayLogic: AnyObject {
  /// Fill title, body and the author placeholder.
  func displayPost(viewModel: ShowPost.LoadPost.ViewModel)
  /// Show an alert: the scene has nothing to show.
  func displayLoadPostError(viewModel: ShowPost.LoadPost.ErrorViewModel)
  /// Replace the author line.
  func displayAuthor(viewModel: ShowPost.LoadAuthor.ViewModel)
  /// Show an alert; `displayAuthor` has already put the fallback line in place.
  func displayLoadAuthorError(viewModel: ShowPost.LoadAuthor.ErrorViewModel)
}
