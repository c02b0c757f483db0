// A scene written as Clean Swift's templates write it, in Swift 5 mode: it must compile
// against the UIKit stand-in as it is, and route as it would on a device.
import UIKit
import XCTest

protocol ShowOrderDataStore {
  var order: String? { get set }
}

final class ShowOrderViewController: UIViewController, ShowOrderDataStore {
  var order: String?
}

protocol ListOrdersRoutingLogic {
  func routeToShowOrder(segue: UIStoryboardSegue?)
}

final class ListOrdersViewController: UIViewController {
  var router: (ListOrdersRoutingLogic)?
  var selectedOrder = "order 7"

  override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
    router?.routeToShowOrder(segue: segue)
  }
}

final class ListOrdersRouter: ListOrdersRoutingLogic {
  weak var viewController: ListOrdersViewController?

  func routeToShowOrder(segue: UIStoryboardSegue?) {
    if let segue = segue {
      let destinationVC = segue.destination as! ShowOrderViewController
      destinationVC.order = viewController?.selectedOrder
    } else {
      let storyboard = UIStoryboard(name: "Main", bundle: nil)
      let destinationVC =
        storyboard.instantiateViewController(withIdentifier: "ShowOrderViewController")
        as! ShowOrderViewController
      destinationVC.order = viewController?.selectedOrder
      navigateToShowOrder(source: viewController!, destination: destinationVC)
    }
  }

  func navigateToShowOrder(source: ListOrdersViewController, destination: ShowOrderViewController) {
    source.show(destination, sender: nil)
  }
}

final class CleanSwiftTemplateTests: XCTestCase {
  func testARouterWithoutASeguePushesTheStoryboardsController() {
    UIStoryboard.register("ShowOrderViewController") { ShowOrderViewController() }
    let list = ListOrdersViewController()
    let router = ListOrdersRouter()
    router.viewController = list
    list.router = router
    let navigation = UINavigationController(rootViewController: list)
    router.routeToShowOrder(segue: nil)
    XCTAssertEqual((navigation.topViewController as? ShowOrderViewController)?.order, "order 7")
  }

  func testASegueIsPreparedByTheRouterThenShown() {
    let list = ListOrdersViewController()
    let router = ListOrdersRouter()
    router.viewController = list
    list.router = router
    let navigation = UINavigationController(rootViewController: list)
    list.segueDestinations["ShowOrder"] = { ShowOrderViewController() }
    list.performSegue(withIdentifier: "ShowOrder", sender: nil)
    XCTAssertEqual((navigation.topViewController as? ShowOrderViewController)?.order, "order 7")
    XCTAssertEqual(navigation.popViewController(animated: true)?.title, nil)
    XCTAssertTrue(navigation.topViewController === list)
  }
}
