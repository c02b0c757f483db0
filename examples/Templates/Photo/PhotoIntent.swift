// swift-format-ignore-file
import SwiftUI
import Combine

class PhotoIntent: ObservableObject {

    let model: PhotoModeling

    private var photoModel: PhotoModel! { model as? PhotoModel }
    private var cancellable: Set<AnyCancellable> = []

    init(model: PhotoModeling) {
        self.model = model
        cancellable.insert(photoModel.objectWillChange.sink { self.objectWillChange.send() })
    }
}

// MARK: - API
extension PhotoIntent {

    func onAppear() {
        photoModel?.update(state: .loading)

        guard let url = PhotoSettings.photoURL else {
            photoModel?.update(state: .failLoad(error: NSError()))
            return
        }
        let task = URLSession.shared.dataTask(with: url) { [weak self] (data, _, error) in
            guard let self = self else { return }
            guard let data = data, let image = UIImage(data: data) else {
                DispatchQueue.main.async {
                    self.photoModel?.update(state: .failLoad(error: error ?? NSError()))
                    self.photoModel?.routerSubject.send(.alert(title: "Error",
                                                                message: "The photo did not load"))
                }
                return
            }
            DispatchQueue.main.async {
                self.photoModel?.update(state: .show(image: image))
            }
        }
        task.resume()
    }

    func onTapImage() {
        guard let image = photoModel?.image else {
            photoModel?.routerSubject.send(.alert(title: "Error", message: "No photo to open"))
            return
        }
        photoModel?.routerSubject.send(.fullScreen(image: image))
    }
}
