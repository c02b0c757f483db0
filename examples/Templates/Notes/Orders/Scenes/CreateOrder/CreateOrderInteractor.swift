// swift-format-ignore-file
//
//  CreateOrderInteractor.swift
//  Orders
//

import UIKit

protocol CreateOrderBusinessLogic
{
  var shippingMethods: [String] { get }
  func formatExpirationDate(request: CreateOrder.FormatExpirationDate.Request)
  func saveOrder(request: CreateOrder.SaveOrder.Request)
}

protocol CreateOrderDataStore
{
  var orderNumber: String? { get }
}

class CreateOrderInteractor: CreateOrderBusinessLogic, CreateOrderDataStore
{
  var presenter: CreateOrderPresentationLogic?
  var orderNumber: String?
  var shippingMethods = ["Standard", "Two-day", "Overnight"]

  func formatExpirationDate(request: CreateOrder.FormatExpirationDate.Request)
  {
    presenter?.presentExpirationDate(response: CreateOrder.FormatExpirationDate.Response(date: request.date))
  }

  func saveOrder(request: CreateOrder.SaveOrder.Request)
  {
    orderNumber = request.customerName.isEmpty ? nil : "order-\(request.customerName.count)"
    presenter?.presentSavedOrder(response: CreateOrder.SaveOrder.Response(orderNumber: orderNumber))
  }
}
