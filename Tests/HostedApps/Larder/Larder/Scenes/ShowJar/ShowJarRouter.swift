// swift-format-ignore-file
//
//  ShowJarRouter.swift
//  Larder
//

import UIKit

@objc protocol ShowJarRoutingLogic
{
}

protocol ShowJarDataPassing
{
  var dataStore: ShowJarDataStore? { get }
}

class ShowJarRouter: NSObject, ShowJarRoutingLogic, ShowJarDataPassing
{
  weak var viewController: ShowJarViewController?
  var dataStore: ShowJarDataStore?
}
