// swift-format-ignore-file
//
//  JarStore.swift
//  Larder
//
//  The jars, kept in memory; answers on a background queue as a database would.
//

import Foundation

enum JarStoreError: Equatable, Error
{
  case cannotSave(String)
}

protocol JarStoreProtocol
{
  func fetchJars(completionHandler: @escaping ([Jar], JarStoreError?) -> Void)
  func addJar(_ jar: Jar, completionHandler: @escaping (Jar?, JarStoreError?) -> Void)
}

class JarMemStore: JarStoreProtocol
{
  static var jars = [
    Jar(id: 1, name: "Rice", grams: 900),
    Jar(id: 2, name: "Lentils", grams: 450),
    Jar(id: 3, name: "Oats", grams: 300),
  ]

  func fetchJars(completionHandler: @escaping ([Jar], JarStoreError?) -> Void)
  {
    DispatchQueue.global().async {
      completionHandler(type(of: self).jars, nil)
    }
  }

  func addJar(_ jar: Jar, completionHandler: @escaping (Jar?, JarStoreError?) -> Void)
  {
    DispatchQueue.global().async {
      guard !jar.name.isEmpty else {
        completionHandler(nil, .cannotSave("a jar needs a name"))
        return
      }
      var saved = jar
      saved.id = (type(of: self).jars.map(\.id).max() ?? 0) + 1
      type(of: self).jars.append(saved)
      completionHandler(saved, nil)
    }
  }
}
