import Combine
import SwiftUI

// A test fixture in the seed 004 article's shape (MVI): the model is an ObservableObject whose
// one state changes only through update(state:), and its router is a PassthroughSubject.
// Written as an iOS team writes it, in Swift 5 mode, importing only SwiftUI and Combine.

public enum ImageState: Equatable {
  case loading
  case show(bytes: Int)
  case failLoad(message: String)
}

public enum ImageRoute: Equatable {
  case descriptionImage
  case alert(title: String, message: String)
}

public final class ImageModel: ObservableObject {
  @Published public private(set) var state: ImageState = .loading
  public let router = PassthroughSubject<ImageRoute, Never>()

  public init() {}

  public func update(state: ImageState) {
    self.state = state
  }
}
