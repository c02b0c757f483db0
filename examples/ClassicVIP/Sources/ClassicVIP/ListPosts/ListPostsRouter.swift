import UIKit

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

/// Navigation out of the list, the Clean Swift way: the post screen comes from the storyboard,
/// the selected post goes into its router's data store, and the navigation controller pushes
/// it.
public class ListPostsRouter: ListPostsRoutingLogic, ListPostsDataPassing {
  /// Weak: the view controller owns this router.
  public weak var viewController: UIViewController?
  public var dataStore: ListPostsDataStore?

  public init() {}

  public func routeToShowPost() {
    guard let source = viewController, let dataStore = dataStore, dataStore.selectedPost != nil
    else { return }
    let storyboard = UIStoryboard(name: "Main", bundle: nil)
    let destination = storyboard.instantiateViewController(
      withIdentifier: "ShowPostViewController")
    guard let showPost = destination as? ShowPostViewControlling,
      var destinationDataStore = showPost.router?.dataStore
    else { return }
    passDataToShowPost(source: dataStore, destination: &destinationDataStore)
    navigateToShowPost(source: source, destination: destination)
  }

  func passDataToShowPost(source: ListPostsDataStore, destination: inout ShowPostDataStore) {
    destination.post = source.selectedPost
  }

  func navigateToShowPost(source: UIViewController, destination: UIViewController) {
    source.navigationController?.pushViewController(destination, animated: true)
  }
}
