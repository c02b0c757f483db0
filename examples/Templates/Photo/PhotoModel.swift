// swift-format-ignore-file
import SwiftUI
import Combine

/// Where the photo screen can lead; the router view listens for these.
enum PhotoScreen {
    case alert(title: String, message: String)
    case fullScreen(image: UIImage)
}

protocol PhotoModeling {
    var image: UIImage? { get }
    var isLoading: Bool { get }
    var error: Error? { get }
    var routerSubject: PassthroughSubject<PhotoScreen, Never> { get }
}

class PhotoModel: ObservableObject, PhotoModeling {

    enum StateType {
        case loading, show(image: UIImage), failLoad(error: Error)
    }

    @Published private(set) var image: UIImage?
    @Published private(set) var isLoading: Bool = true
    @Published private(set) var error: Error?

    let routerSubject = PassthroughSubject<PhotoScreen, Never>()

    func update(state: StateType) {
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
