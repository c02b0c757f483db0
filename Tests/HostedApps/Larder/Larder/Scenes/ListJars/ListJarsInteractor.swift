// swift-format-ignore-file
//
//  ListJarsInteractor.swift
//  Larder
//

import UIKit

protocol ListJarsBusinessLogic
{
  func fetchJars(request: ListJars.FetchJars.Request)
}

protocol ListJarsDataStore
{
  var jars: [Jar]? { get }
}

class ListJarsInteractor: ListJarsBusinessLogic, ListJarsDataStore
{
  var presenter: ListJarsPresentationLogic?
  var jarsWorker = JarsWorker(jarStore: JarMemStore())
  var jars: [Jar]?

  func fetchJars(request: ListJars.FetchJars.Request)
  {
    jarsWorker.fetchJars { jars in
      self.jars = jars
      self.presenter?.presentFetchedJars(response: ListJars.FetchJars.Response(jars: jars))
    }
  }
}
