// swift-format-ignore-file
//
//  PantryIntent.swift
//  Larder
//

import Combine
import SwiftUI

/// What the pantry screen's user does, turned into model updates. The view observes the
/// model, not the intent.
class PantryIntent
{
  let model: PantryModel
  private let store: JarStoreProtocol

  init(model: PantryModel, store: JarStoreProtocol = JarMemStore())
  {
    self.model = model
    self.store = store
  }

  func onAppear()
  {
    model.update(state: .loading)
    store.fetchJars { jars, error in
      DispatchQueue.main.async {
        if let error = error {
          self.model.update(state: .failLoad(message: "\(error)"))
        } else {
          self.model.update(state: .show(items: jars.map { "\($0.name) (\($0.grams) g)" }))
        }
      }
    }
  }

  func onTapItem(index: Int)
  {
    guard model.items.indices.contains(index) else {
      model.routerSubject.send(.alert(title: "Pantry", message: "No item \(index)"))
      return
    }
    model.routerSubject.send(.shoppingList(item: model.items[index]))
  }
}
