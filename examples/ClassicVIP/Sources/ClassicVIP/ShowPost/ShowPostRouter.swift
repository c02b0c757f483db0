import Foundation

/// Where the post screen can lead.
public protocol ShowPostRoutingLogic {
  /// Back to the list it was opened from.
  func routeBackToListPosts()
}

/// Gives the view controller's router access to the interactor's data (see `ListPostsDataPassing`).
public protocol ShowPostDataPassing {
  var dataStore: ShowPostDataStore? { get }
}

/// What the router needs of the view controller to navigate: in the app, popping itself off its
/// navigation controller.
public protocol ShowPostRouteSource: AnyObject {
  func dismissShowPost()
}

/// Navigation out of the post screen. Nothing is passed back: the list has not changed.
public class ShowPostRouter: ShowPostRoutingLogic, ShowPostDataPassing {
  /// Weak: the view controller owns this router.
  public weak var viewController: ShowPostRouteSource?
  public var dataStore: ShowPostDataStore?

  public init() {}

  public func routeBackToListPosts() {
    viewController?.dismissShowPost()
  }
}
