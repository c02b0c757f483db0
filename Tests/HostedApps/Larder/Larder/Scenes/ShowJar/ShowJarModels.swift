// swift-format-ignore-file
//
//  ShowJarModels.swift
//  Larder
//

import UIKit

enum ShowJar
{
  enum GetJar
  {
    struct Request
    {
    }
    struct Response
    {
      var jar: Jar?
    }
    struct ViewModel
    {
      var name: String
      var weight: String
    }
  }
}
