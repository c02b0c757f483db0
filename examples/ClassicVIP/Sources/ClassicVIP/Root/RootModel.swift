import Combine
import SwiftUI

/// What the Root screen's view may read: the model's state, never its setters.
public protocol RootModeling {
  var image: UIImage? { get }
  var isLoading: Bool { get }
  var error: Error? { get }
  var routerSubject: PassthroughSubject<RootRouter.ScreenType, Never> { get }
}

/// The Root screen's single state (MVI): it changes only through `update(state:)`, so each
/// case says in one place what the whole screen looks like.
public class RootModel: ObservableObject, RootModeling {
  public enum StateType {
    case loading
    case show(image: UIImage)
    case failLoad(error: Error)
  }

  @Published public private(set) var image: UIImage?
  /// The screen starts out loading: nothing has been shown yet.
  @Published public private(set) var isLoading: Bool = true
  @Published public private(set) var error: Error?

  /// Screens to open; the router listens.
  public let routerSubject = PassthroughSubject<RootRouter.ScreenType, Never>()

  public init() {}

  public func update(state: StateType) {
    switch state {
    case .loading:
      isLoading = true
      error = nil
      image = nil
    case .show(let image):
      self.image = image
      isLoading = false
    case .failLoad(let error):
      self.error = error
      isLoading = false
    }
  }
}
