import UIKit

/// Where the post screen can lead.
public protocol ShowPostRoutingLogic {
  /// Back to the list it was opened from.
  func routeBackToListPosts()
}

/// Gives the view controller's router access to the interactor's data (see `ListPostsDataPassing`).
public protocol ShowPostDataPassing {
  var dataStore: ShowPostDataStore? { get }
}

/// What the list's router needs of the post screen it takes from the storyboard: its router,
/// whose data store it passes the post into. In the app this sat in the view controller's file.
public protocol ShowPostViewControlling: UIViewController {
  var router: (ShowPostRoutingLogic & ShowPostDataPassing)? { get }
}

/// Navigation out of the post screen. Nothing is passed back: the list has not changed.
public class ShowPostRouter: ShowPostRoutingLogic, ShowPostDataPassing {
  /// Weak: the view controller owns this router.
  public weak var viewController: UIViewController?
  public var dataStore: ShowPostDataStore?

  public init() {}

  public func routeBackToListPosts() {
    viewController?.navigationController?.popViewController(animated: true)
  }
}
