import Foundation

/// Where the list can lead.
public protocol ListPostsRoutingLogic {
  /// Open the post selected last (`ListPostsDataStore.selectedPost`); nothing without one.
  func routeToShowPost()
}

/// Gives the view controller's router access to the interactor's data, as Clean Swift does so
/// the router can pass it on to the next scene.
public protocol ListPostsDataPassing {
  var dataStore: ListPostsDataStore? { get }
}

/// What the router needs of the view controller to navigate: in the app, the view controller
/// pushing the next one onto its navigation controller.
public protocol ListPostsRouteSource: AnyObject {
  /// Build the ShowPost scene around `destination` (its interactor, the post already passed in)
  /// and show it.
  func show(showPost destination: ShowPostInteractor)
}

/// Navigation out of the list: builds ShowPost's data store, passes the selected post into it,
/// and asks the view controller to show it.
public class ListPostsRouter: ListPostsRoutingLogic, ListPostsDataPassing {
  /// Weak: the view controller owns this router.
  public weak var viewController: ListPostsRouteSource?
  public var dataStore: ListPostsDataStore?

  public init() {}

  public func routeToShowPost() {
    guard let viewController = viewController, let source = dataStore,
      source.selectedPost != nil
    else { return }
    let destination = ShowPostInteractor()
    var destinationDataStore: ShowPostDataStore = destination
    passDataToShowPost(source: source, destination: &destinationDataStore)
    navigateToShowPost(source: viewController, destination: destination)
  }

  func passDataToShowPost(source: ListPostsDataStore, destination: inout ShowPostDataStore) {
    destination.post = source.selectedPost
  }

  func navigateToShowPost(source: ListPostsRouteSource, destination: ShowPostInteractor) {
    source.show(showPost: destination)
  }
}
