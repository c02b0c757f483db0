// swift-format-ignore-file
//
//  AddJarModels.swift
//  Larder
//

import UIKit

enum AddJar
{
  enum SaveJar
  {
    struct Request
    {
      var name: String
      var sizeIndex: Int
    }
    struct Response
    {
      var jar: Jar?
    }
    struct ViewModel
    {
      var message: String
      var saved: Bool
    }
  }
}
