// swift-format-ignore-file
//
//  ShowOrderPresenter.swift
//  Orders
//

import UIKit

protocol ShowOrderPresentationLogic
{
  func presentOrder(response: ShowOrder.GetOrder.Response)
}

class ShowOrderPresenter: ShowOrderPresentationLogic
{
  weak var viewController: ShowOrderDisplayLogic?

  // MARK: Get order

  func presentOrder(response: ShowOrder.GetOrder.Response)
  {
    let order = response.order
    let displayedOrder = ShowOrder.GetOrder.ViewModel.DisplayedOrder(id: order.id, customer: order.customerName, shipping: order.shippingMethod, total: "$\(order.total)")
    viewController?.displayOrder(viewModel: ShowOrder.GetOrder.ViewModel(displayedOrder: displayedOrder))
  }
}
