// swift-format-ignore-file
//
//  ListOrdersPresenter.swift
//  Orders
//

import UIKit

protocol ListOrdersPresentationLogic
{
  func presentFetchedOrders(response: ListOrders.FetchOrders.Response)
}

class ListOrdersPresenter: ListOrdersPresentationLogic
{
  weak var viewController: ListOrdersDisplayLogic?

  let dateFormatter: DateFormatter = {
    let formatter = DateFormatter()
    formatter.dateFormat = "d MMM yyyy"
    formatter.locale = Locale(identifier: "en_US_POSIX")
    formatter.timeZone = TimeZone(identifier: "UTC")
    return formatter
  }()

  // MARK: - Fetch orders

  func presentFetchedOrders(response: ListOrders.FetchOrders.Response)
  {
    var displayedOrders: [ListOrders.FetchOrders.ViewModel.DisplayedOrder] = []
    for order in response.orders {
      let date = dateFormatter.string(from: order.placedOn)
      let total = "$" + "\(order.total)"
      displayedOrders.append(ListOrders.FetchOrders.ViewModel.DisplayedOrder(date: date, total: total))
    }
    let viewModel = ListOrders.FetchOrders.ViewModel(displayedOrders: displayedOrders)
    viewController?.displayFetchedOrders(viewModel: viewModel)
  }
}
