// swift-format-ignore-file
//
//  AddJarPresenter.swift
//  Larder
//

import UIKit

protocol AddJarPresentationLogic
{
  func presentSavedJar(response: AddJar.SaveJar.Response)
}

class AddJarPresenter: AddJarPresentationLogic
{
  weak var viewController: AddJarDisplayLogic?

  func presentSavedJar(response: AddJar.SaveJar.Response)
  {
    let viewModel = response.jar.map { AddJar.SaveJar.ViewModel(message: "Added \($0.name)", saved: true) }
      ?? AddJar.SaveJar.ViewModel(message: "A jar needs a name", saved: false)
    viewController?.displaySavedJar(viewModel: viewModel)
  }
}
