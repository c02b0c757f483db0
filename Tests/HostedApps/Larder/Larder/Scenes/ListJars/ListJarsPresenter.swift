// swift-format-ignore-file
//
//  ListJarsPresenter.swift
//  Larder
//

import UIKit

protocol ListJarsPresentationLogic
{
  func presentFetchedJars(response: ListJars.FetchJars.Response)
}

class ListJarsPresenter: ListJarsPresentationLogic
{
  weak var viewController: ListJarsDisplayLogic?

  func presentFetchedJars(response: ListJars.FetchJars.Response)
  {
    let displayedJars = response.jars.map {
      ListJars.FetchJars.ViewModel.DisplayedJar(name: $0.name, weight: $0.grams >= 1000 ? "\($0.grams / 1000) kg" : "\($0.grams) g")
    }
    viewController?.displayFetchedJars(viewModel: ListJars.FetchJars.ViewModel(displayedJars: displayedJars))
  }
}
