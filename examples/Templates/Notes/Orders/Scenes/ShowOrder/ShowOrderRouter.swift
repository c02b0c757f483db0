// swift-format-ignore-file
//
//  ShowOrderRouter.swift
//  Orders
//

import UIKit

@objc protocol ShowOrderRoutingLogic
{
}

protocol ShowOrderDataPassing
{
  var dataStore: ShowOrderDataStore? { get }
}

class ShowOrderRouter: NSObject, ShowOrderRoutingLogic, ShowOrderDataPassing
{
  weak var viewController: ShowOrderViewController?
  var dataStore: ShowOrderDataStore?
}
