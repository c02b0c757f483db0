// swift-format-ignore-file
// The app's views: not compiled on Linux, where SwiftUI has no views; the host plays them.
import SwiftUI
import Combine

struct PhotoView: View {
    @ObservedObject private var intent: PhotoIntent

    var body: some View {
        ZStack {
            if let image = intent.model.image {
                Image(uiImage: image).resizable().onTapGesture(perform: intent.onTapImage)
            } else if intent.model.isLoading {
                Text("Loading")
            } else {
                Text("Fail")
            }
        }
        .overlay(PhotoRouter(screen: intent.model.routerSubject))
        .onAppear(perform: intent.onAppear)
    }

    static func build() -> some View {
        let model = PhotoModel()
        return PhotoView(intent: PhotoIntent(model: model))
    }
}

struct PhotoRouter: View {
    let screen: PassthroughSubject<PhotoScreen, Never>
    @State private var alert: (title: String, message: String)?
    @State private var fullImage: UIImage?

    var body: some View {
        EmptyView().onReceive(screen) { screen in
            switch screen {
            case .alert(let title, let message): alert = (title, message)
            case .fullScreen(let image): fullImage = image
            }
        }
    }
}
