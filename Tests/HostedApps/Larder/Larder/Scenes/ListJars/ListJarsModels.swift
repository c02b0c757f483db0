// swift-format-ignore-file
//
//  ListJarsModels.swift
//  Larder
//

import UIKit

enum ListJars
{
  enum FetchJars
  {
    struct Request
    {
    }
    struct Response
    {
      var jars: [Jar]
    }
    struct ViewModel
    {
      struct DisplayedJar
      {
        var name: String
        var weight: String
      }
      var displayedJars: [DisplayedJar]
    }
  }
}
