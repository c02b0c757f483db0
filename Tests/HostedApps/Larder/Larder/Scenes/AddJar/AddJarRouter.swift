// swift-format-ignore-file
//
//  AddJarRouter.swift
//  Larder
//

import UIKit

@objc protocol AddJarRoutingLogic
{
  func routeToListJars(segue: UIStoryboardSegue?)
}

protocol AddJarDataPassing
{
  var dataStore: AddJarDataStore? { get }
}

class AddJarRouter: NSObject, AddJarRoutingLogic, AddJarDataPassing
{
  weak var viewController: AddJarViewController?
  var dataStore: AddJarDataStore?

  func routeToListJars(segue: UIStoryboardSegue?)
  {
    viewController?.navigationController?.popViewController(animated: true)
  }
}
