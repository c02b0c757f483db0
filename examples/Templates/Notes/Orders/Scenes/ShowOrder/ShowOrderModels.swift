// swift-format-ignore-file
//
//  ShowOrderModels.swift
//  Orders
//

import UIKit

enum ShowOrder
{
  // MARK: Use cases

  enum GetOrder
  {
    struct Request
    {
    }
    struct Response
    {
      var order: Order
    }
    struct ViewModel
    {
      struct DisplayedOrder
      {
        var id: String
        var customer: String
        var shipping: String
        var total: String
      }
      var displayedOrder: DisplayedOrder
    }
  }
}
