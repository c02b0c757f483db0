// swift-format-ignore-file
//
//  Jar.swift
//  Larder
//

import Foundation

struct Jar: Equatable
{
  var id: Int
  var name: String
  var grams: Int
}
