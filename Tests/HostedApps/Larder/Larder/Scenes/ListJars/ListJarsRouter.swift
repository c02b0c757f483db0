// swift-format-ignore-file
//
//  ListJarsRouter.swift
//  Larder
//

import UIKit

@objc protocol ListJarsRoutingLogic
{
  func routeToShowJar(segue: UIStoryboardSegue?)
  func routeToAddJar(segue: UIStoryboardSegue?)
}

protocol ListJarsDataPassing
{
  var dataStore: ListJarsDataStore? { get }
}

class ListJarsRouter: NSObject, ListJarsRoutingLogic, ListJarsDataPassing
{
  weak var viewController: ListJarsViewController?
  var dataStore: ListJarsDataStore?

  // MARK: Routing

  func routeToShowJar(segue: UIStoryboardSegue?)
  {
    if let segue = segue {
      let destinationVC = segue.destination as! ShowJarViewController
      var destinationDS = destinationVC.router!.dataStore!
      passDataToShowJar(source: dataStore!, destination: &destinationDS)
    }
  }

  func routeToAddJar(segue: UIStoryboardSegue?)
  {
  }

  // MARK: Passing data

  func passDataToShowJar(source: ListJarsDataStore, destination: inout ShowJarDataStore)
  {
    if let row = viewController?.tableView.indexPathForSelectedRow?.row {
      destination.jar = source.jars?[row]
    }
  }
}
