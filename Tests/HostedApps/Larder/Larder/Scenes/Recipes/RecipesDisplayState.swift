// swift-format-ignore-file
//
//  RecipesDisplayState.swift
//  Larder
//

import Foundation
import Observation

/// What the recipes screen shows; the view observes it.
@Observable
final class RecipesDisplayState
{
  var rows: [String] = []
  var isLoading = false
  /// One-time events: the view shows each once, then sets it back to nil.
  var pendingError: String?
  var pendingNavigation: Recipe?
}
