// A list scene written as Clean Swift's templates write it: a UITableViewController whose
// router takes the next controller from `viewController?.storyboard`, reads the selected row
// and passes the data store on; and `error ?? NSError()`, as iOS code writes it.
import UIKit
import XCTest

protocol ShowItemDataStore {
  var item: String? { get set }
}

final class ShowItemViewController: UIViewController, ShowItemDataStore {
  var item: String?
}

final class ListItemsViewController: UITableViewController {
  var items = ["apple", "pear", "plum"]
}

final class ListItemsRouter {
  weak var viewController: ListItemsViewController?

  func routeToShowItem() {
    let destinationVC =
      viewController?.storyboard?.instantiateViewController(withIdentifier: "ShowItem")
      as! ShowItemViewController
    var destinationDS: ShowItemDataStore = destinationVC
    let selectedRow = viewController?.tableView.indexPathForSelectedRow?.row
    destinationDS.item = viewController?.items[selectedRow!]
    viewController?.show(destinationVC, sender: nil)
  }
}

final class TableTemplateTests: XCTestCase {
  func testTheRouterFindsTheStoryboardAndTheSelectedRow() {
    UIStoryboard.register("ListItems", inStoryboard: "Items") { ListItemsViewController() }
    UIStoryboard.register("ShowItem", inStoryboard: "Items") { ShowItemViewController() }
    let list =
      UIStoryboard(name: "Items", bundle: nil).instantiateViewController(
        withIdentifier: "ListItems")
      as! ListItemsViewController
    let navigation = UINavigationController(rootViewController: list)
    let router = ListItemsRouter()
    router.viewController = list
    list.tableView.selectRow(
      at: IndexPath(row: 1, section: 0), animated: false, scrollPosition: .none)
    router.routeToShowItem()
    XCTAssertEqual((navigation.topViewController as? ShowItemViewController)?.item, "pear")
    XCTAssertEqual(navigation.topViewController?.storyboard?.name, "Items")
  }

  func testReloadingClearsTheSelection() {
    let list = ListItemsViewController(style: .plain)
    list.tableView.selectRow(
      at: IndexPath(row: 0, section: 0), animated: false, scrollPosition: .top)
    list.tableView.reloadData()
    XCTAssertNil(list.tableView.indexPathForSelectedRow)
    XCTAssertNil(UIViewController().storyboard)
  }

  func testADetailIsPresentedOutsideASplitView() {
    let form = UIViewController()
    let alert = UIViewController()
    form.showDetailViewController(alert, sender: nil)
    XCTAssertTrue(form.presentedViewController === alert)
  }

  func testAnErrorMadeWithNoArgumentsIsCodeZero() {
    let error: Error? = nil
    let failure = error ?? NSError()
    XCTAssertEqual((failure as NSError).code, 0)
    XCTAssertEqual((failure as NSError).domain, "")
    XCTAssertEqual(NSError(domain: "orders", code: 7).code, 7)
  }

  func testControlsKeepWhatWasTyped() {
    let field = UITextField()
    XCTAssertEqual(field.text, "")
    field.text = "Ann"
    let picker = UIDatePicker()
    picker.setDate(Date(timeIntervalSince1970: 86_400), animated: false)
    XCTAssertEqual(field.text, "Ann")
    XCTAssertEqual(picker.date.timeIntervalSince1970, 86_400)
  }
}
