// swift-format-ignore-file
//
//  OrdersMemStore.swift
//  Orders
//
//  An in-memory store behind the protocol the app's workers use, answering on a background
//  queue as a database or a network store would.
//

import Foundation

enum OrdersStoreError: Equatable, Error
{
  case cannotFetch(String)
}

protocol OrdersStoreProtocol
{
  func fetchOrders(completionHandler: @escaping ([Order], OrdersStoreError?) -> Void)
}

class OrdersMemStore: OrdersStoreProtocol
{
  static var orders = [
    Order(id: "A-17", customerName: "Ayu Lestari", shippingMethod: "Standard", total: 12.5, placedOn: Date(timeIntervalSince1970: 1_767_225_600)),
    Order(id: "B-02", customerName: "Bima Santoso", shippingMethod: "Overnight", total: 40, placedOn: Date(timeIntervalSince1970: 1_767_312_000)),
  ]

  func fetchOrders(completionHandler: @escaping ([Order], OrdersStoreError?) -> Void)
  {
    DispatchQueue.global().async {
      completionHandler(type(of: self).orders, nil)
    }
  }
}
