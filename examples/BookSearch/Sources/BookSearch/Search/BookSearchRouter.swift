/// Whatever can show a new screen: in a UIKit app the navigation controller's role. The
/// router is given one by whoever assembles the scene, and keeps it weakly, as a UIKit router
/// keeps its view controller.
@MainActor
public protocol BookSearchNavigator: AnyObject {
  /// Show the detail screen of `book` (build the BookDetail scene for `book.id`, push it).
  func showBookDetail(of book: Book)
}

/// Where the search screen can lead. A protocol so the view can be tested with a fake router.
@MainActor
public protocol BookSearchRoutingLogic: AnyObject {
  func routeToBookDetail(book: Book)
}

/// Navigation out of the search screen. The view calls it after consuming
/// `pendingNavigation`; the router decides where that leads and asks its navigator to go.
@MainActor
public final class BookSearchRouter: BookSearchRoutingLogic {
  /// Weak: the navigator owns the screens, hence (through the view) this router, not the
  /// other way round. Without one, routing does nothing, as with a UIKit view controller
  /// outside a navigation controller.
  public weak var navigator: (any BookSearchNavigator)?

  public init(navigator: (any BookSearchNavigator)? = nil) {
    self.navigator = navigator
  }

  public func routeToBookDetail(book: Book) {
    navigator?.showBookDetail(of: book)
  }
}
