// swift-format-ignore-file
//
//  PantryRouter.swift
//  Larder
//

import SwiftUI

/// Where the pantry screen can lead; the view shows each as the subject sends it.
struct PantryRouter
{
  enum ScreenType
  {
    case alert(title: String, message: String)
    case shoppingList(item: String)
  }
}
