// swift-format-ignore-file
//
//  Order.swift
//  Orders
//

import Foundation

struct Order: Equatable
{
  var id: String
  var customerName: String
  var shippingMethod: String
  var total: Decimal
  var placedOn: Date
}
