// swift-format-ignore-file
//
//  ListOrdersViewController.swift
//  Orders
//
//  The orders, in a table the storyboard lays out: a tap on a row follows the cell's segue to
//  the order, the + button's segue opens a new order.
//

import UIKit

protocol ListOrdersDisplayLogic: AnyObject
{
  func displayFetchedOrders(viewModel: ListOrders.FetchOrders.ViewModel)
}

class ListOrdersViewController: UITableViewController, ListOrdersDisplayLogic
{
  var interactor: ListOrdersBusinessLogic?
  var router: (NSObjectProtocol & ListOrdersRoutingLogic & ListOrdersDataPassing)?

  // MARK: Object lifecycle

  override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?)
  {
    super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
    setup()
  }

  required init?(coder aDecoder: NSCoder)
  {
    super.init(coder: aDecoder)
    setup()
  }

  // MARK: Setup

  private func setup()
  {
    let viewController = self
    let interactor = ListOrdersInteractor()
    let presenter = ListOrdersPresenter()
    let router = ListOrdersRouter()
    viewController.interactor = interactor
    viewController.router = router
    interactor.presenter = presenter
    presenter.viewController = viewController
    router.viewController = viewController
    router.dataStore = interactor
  }

  // MARK: Routing

  override func prepare(for segue: UIStoryboardSegue, sender: Any?)
  {
    if let scene = segue.identifier {
      let selector = NSSelectorFromString("routeTo\(scene)WithSegue:")
      if let router = router, router.responds(to: selector) {
        router.perform(selector, with: segue)
      }
    }
  }

  // MARK: View lifecycle

  override func viewWillAppear(_ animated: Bool)
  {
    super.viewWillAppear(animated)
    fetchOrders()
  }

  // MARK: Fetch orders

  @IBOutlet weak var countLabel: UILabel!

  var displayedOrders: [ListOrders.FetchOrders.ViewModel.DisplayedOrder] = []

  func fetchOrders()
  {
    let request = ListOrders.FetchOrders.Request()
    interactor?.fetchOrders(request: request)
  }

  func displayFetchedOrders(viewModel: ListOrders.FetchOrders.ViewModel)
  {
    displayedOrders = viewModel.displayedOrders
    countLabel.text = "\(displayedOrders.count) orders"
    tableView.reloadData()
  }

  // MARK: Table view data source

  override func numberOfSections(in tableView: UITableView) -> Int
  {
    return 1
  }

  override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int
  {
    return displayedOrders.count
  }

  override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell
  {
    let displayedOrder = displayedOrders[indexPath.row]
    var cell = tableView.dequeueReusableCell(withIdentifier: "OrderCell")
    if cell == nil {
      cell = UITableViewCell(style: .value1, reuseIdentifier: "OrderCell")
    }
    cell?.textLabel?.text = displayedOrder.date
    cell?.detailTextLabel?.text = displayedOrder.total
    return cell!
  }
}
