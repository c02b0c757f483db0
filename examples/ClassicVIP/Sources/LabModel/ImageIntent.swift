import SwiftUI

/// Loads the image when the screen appears and answers a tap, as the seed's intent does: a
/// data task whose completion hops to the main queue before it updates the model.
public final class ImageIntent {
  private let model: ImageModel
  private let imageURL = URL(
    string: "https://upload.wikimedia.org/wikipedia/commons/f/f4/Honeycrisp.jpg")

  public init(model: ImageModel) {
    self.model = model
  }

  public func onAppear() {
    guard let url = imageURL else { return }
    model.update(state: .loading)
    let model = self.model
    URLSession.shared.dataTask(with: url) { data, response, error in
      DispatchQueue.main.async {
        if let data = data, error == nil, (response as? HTTPURLResponse)?.statusCode == 200 {
          model.update(state: .show(bytes: data.count))
        } else {
          model.update(state: .failLoad(message: "The image could not be loaded."))
        }
      }
    }.resume()
  }

  public func onTapImage() {
    if case .show = model.state {
      model.router.send(.descriptionImage)
    } else {
      model.router.send(.alert(title: "Image", message: "The image is not loaded yet."))
    }
  }
}
