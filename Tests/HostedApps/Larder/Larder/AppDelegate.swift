// swift-format-ignore-file
//
//  AppDelegate.swift
//  Larder
//

import UIKit

@UIApplicationMain
class AppDelegate: UIResponder, UIApplicationDelegate
{
  var window: UIWindow?
}
