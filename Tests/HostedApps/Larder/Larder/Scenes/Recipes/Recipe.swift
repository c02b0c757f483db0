// swift-format-ignore-file
//
//  Recipe.swift
//  Larder
//

import Foundation

struct Recipe: Decodable, Equatable
{
  var title: String
  var minutes: Int
}
