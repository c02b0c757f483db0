// swift-format-ignore-file
//
//  OrdersWorker.swift
//  Orders
//

import Foundation

class OrdersWorker
{
  var ordersStore: OrdersStoreProtocol

  init(ordersStore: OrdersStoreProtocol)
  {
    self.ordersStore = ordersStore
  }

  func fetchOrders(completionHandler: @escaping ([Order]) -> Void)
  {
    ordersStore.fetchOrders { orders, error in
      DispatchQueue.main.async {
        completionHandler(error == nil ? orders : [])
      }
    }
  }
}
