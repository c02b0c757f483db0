// swift-format-ignore-file
//
//  Note.swift
//  Notes
//

import Foundation

struct Note: Equatable
{
  var id: Int
  var title: String
  var body: String
}
