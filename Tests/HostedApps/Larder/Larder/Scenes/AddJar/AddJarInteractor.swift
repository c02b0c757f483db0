// swift-format-ignore-file
//
//  AddJarInteractor.swift
//  Larder
//

import UIKit

protocol AddJarBusinessLogic
{
  var sizes: [Int] { get }
  func saveJar(request: AddJar.SaveJar.Request)
}

protocol AddJarDataStore
{
  var savedJar: Jar? { get }
}

class AddJarInteractor: AddJarBusinessLogic, AddJarDataStore
{
  var presenter: AddJarPresentationLogic?
  var worker = JarsWorker(jarStore: JarMemStore())
  var savedJar: Jar?
  let sizes = [250, 500, 1000]

  func saveJar(request: AddJar.SaveJar.Request)
  {
    let jar = Jar(id: 0, name: request.name, grams: sizes[request.sizeIndex])
    worker.addJar(jar) { saved in
      self.savedJar = saved
      self.presenter?.presentSavedJar(response: AddJar.SaveJar.Response(jar: saved))
    }
  }
}
