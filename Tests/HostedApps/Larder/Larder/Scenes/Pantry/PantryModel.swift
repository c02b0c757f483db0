// swift-format-ignore-file
//
//  PantryModel.swift
//  Larder
//

import Combine
import SwiftUI

/// The pantry screen's one state (MVI): it changes only through `update(state:)`.
class PantryModel: ObservableObject
{
  enum StateType
  {
    case loading
    case show(items: [String])
    case failLoad(message: String)
  }

  @Published private(set) var items: [String] = []
  @Published private(set) var isLoading = true
  @Published private(set) var message: String?

  /// Screens to open; the view's router listens.
  let routerSubject = PassthroughSubject<PantryRouter.ScreenType, Never>()

  func update(state: StateType)
  {
    switch state {
    case .loading:
      isLoading = true
      message = nil
    case .show(let items):
      self.items = items
      isLoading = false
    case .failLoad(let message):
      self.message = message
      isLoading = false
    }
  }
}
