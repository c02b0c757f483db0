// swift-format-ignore-file
//
//  ListOrdersRouter.swift
//  Orders
//

import UIKit

@objc protocol ListOrdersRoutingLogic
{
  func routeToCreateOrder(segue: UIStoryboardSegue?)
  func routeToShowOrder(segue: UIStoryboardSegue?)
}

protocol ListOrdersDataPassing
{
  var dataStore: ListOrdersDataStore? { get }
}

class ListOrdersRouter: NSObject, ListOrdersRoutingLogic, ListOrdersDataPassing
{
  weak var viewController: ListOrdersViewController?
  var dataStore: ListOrdersDataStore?

  // MARK: Routing

  func routeToCreateOrder(segue: UIStoryboardSegue?)
  {
    if segue == nil {
      let destinationVC = viewController?.storyboard?.instantiateViewController(withIdentifier: "CreateOrderViewController") as! CreateOrderViewController
      viewController?.show(destinationVC, sender: nil)
    }
  }

  func routeToShowOrder(segue: UIStoryboardSegue?)
  {
    if let segue = segue {
      let destinationVC = segue.destination as! ShowOrderViewController
      var destinationDS = destinationVC.router!.dataStore!
      passDataToShowOrder(source: dataStore!, destination: &destinationDS)
    } else {
      let destinationVC = viewController?.storyboard?.instantiateViewController(withIdentifier: "ShowOrderViewController") as! ShowOrderViewController
      var destinationDS = destinationVC.router!.dataStore!
      passDataToShowOrder(source: dataStore!, destination: &destinationDS)
      viewController?.show(destinationVC, sender: nil)
    }
  }

  // MARK: Passing data

  func passDataToShowOrder(source: ListOrdersDataStore, destination: inout ShowOrderDataStore)
  {
    let selectedRow = viewController?.tableView.indexPathForSelectedRow?.row
    destination.order = source.orders?[selectedRow!]
  }
}
