// swift-format-ignore-file
//
//  ShowJarPresenter.swift
//  Larder
//

import UIKit

protocol ShowJarPresentationLogic
{
  func presentJar(response: ShowJar.GetJar.Response)
}

class ShowJarPresenter: ShowJarPresentationLogic
{
  weak var viewController: ShowJarDisplayLogic?

  func presentJar(response: ShowJar.GetJar.Response)
  {
    guard let jar = response.jar else {
      viewController?.displayJar(viewModel: ShowJar.GetJar.ViewModel(name: "No jar", weight: "-"))
      return
    }
    viewController?.displayJar(viewModel: ShowJar.GetJar.ViewModel(name: jar.name.uppercased(), weight: "\(jar.grams) grams"))
  }
}
