// swift-format-ignore-file
//
//  CreateOrderPresenter.swift
//  Orders
//

import UIKit

protocol CreateOrderPresentationLogic
{
  func presentExpirationDate(response: CreateOrder.FormatExpirationDate.Response)
  func presentSavedOrder(response: CreateOrder.SaveOrder.Response)
}

class CreateOrderPresenter: CreateOrderPresentationLogic
{
  weak var viewController: CreateOrderDisplayLogic?

  let dateFormatter: DateFormatter = {
    let dateFormatter = DateFormatter()
    dateFormatter.dateFormat = "yyyy-MM-dd"
    dateFormatter.timeZone = TimeZone(identifier: "UTC")
    return dateFormatter
  }()

  func presentExpirationDate(response: CreateOrder.FormatExpirationDate.Response)
  {
    let date = dateFormatter.string(from: response.date)
    viewController?.displayExpirationDate(viewModel: CreateOrder.FormatExpirationDate.ViewModel(date: date))
  }

  func presentSavedOrder(response: CreateOrder.SaveOrder.Response)
  {
    let message = response.orderNumber.map { "Saved \($0)" } ?? "A customer's name is needed"
    viewController?.displaySavedOrder(viewModel: CreateOrder.SaveOrder.ViewModel(message: message))
  }
}
