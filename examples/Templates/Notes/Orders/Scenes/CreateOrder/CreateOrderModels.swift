// swift-format-ignore-file
//
//  CreateOrderModels.swift
//  Orders
//

import UIKit

enum CreateOrder
{
  // MARK: Use cases

  enum FormatExpirationDate
  {
    struct Request
    {
      var date: Date
    }
    struct Response
    {
      var date: Date
    }
    struct ViewModel
    {
      var date: String
    }
  }

  enum SaveOrder
  {
    struct Request
    {
      var customerName: String
      var shippingMethod: Int
      var giftMessage: String?
    }
    struct Response
    {
      var orderNumber: String?
    }
    struct ViewModel
    {
      var message: String
    }
  }
}
