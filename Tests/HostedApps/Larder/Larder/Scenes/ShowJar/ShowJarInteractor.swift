// swift-format-ignore-file
//
//  ShowJarInteractor.swift
//  Larder
//

import UIKit

protocol ShowJarBusinessLogic
{
  func getJar(request: ShowJar.GetJar.Request)
}

protocol ShowJarDataStore
{
  var jar: Jar? { get set }
}

class ShowJarInteractor: ShowJarBusinessLogic, ShowJarDataStore
{
  var presenter: ShowJarPresentationLogic?
  var jar: Jar?

  func getJar(request: ShowJar.GetJar.Request)
  {
    presenter?.presentJar(response: ShowJar.GetJar.Response(jar: jar))
  }
}
