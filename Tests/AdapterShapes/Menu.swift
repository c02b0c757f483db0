import Observation

/// An MVI intent class on the main actor, its methods in an extension as SwiftUI samples write
/// them: the view's calls are hops through a decorator that wraps it.
@MainActor
final class MenuIntent {
  private(set) var chosen: [String] = []

  init() {}
}

extension MenuIntent {
  func open() {}

  func choose(tea: String) {
    chosen.append(tea)
  }
}

/// An MVI model: its state changes through its `update…` methods, which a generated subclass
/// of it records as hops.
@MainActor
@Observable
class MenuModel {
  private(set) var teas: [String] = []
  private(set) var isLoading = false

  init() {}

  func update(teas: [String]) {
    self.teas = teas
    isLoading = false
  }

  func updateLoading() {
    isLoading = true
  }
}
