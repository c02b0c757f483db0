// swift-format-ignore-file
//
//  JarsWorker.swift
//  Larder
//

import Foundation

class JarsWorker
{
  var jarStore: JarStoreProtocol

  init(jarStore: JarStoreProtocol)
  {
    self.jarStore = jarStore
  }

  func fetchJars(completionHandler: @escaping ([Jar]) -> Void)
  {
    jarStore.fetchJars { jars, error in
      DispatchQueue.main.async {
        completionHandler(error == nil ? jars : [])
      }
    }
  }

  func addJar(_ jar: Jar, completionHandler: @escaping (Jar?) -> Void)
  {
    jarStore.addJar(jar) { saved, _ in
      DispatchQueue.main.async {
        completionHandler(saved)
      }
    }
  }
}
