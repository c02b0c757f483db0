import Combine
import SwiftUI

/// Takes the Root view's events, does the work, and changes the model. The view observes the
/// intent, which passes the model's changes on.
public class RootIntent: ObservableObject {
  public let model: RootModeling

  private var rootModel: RootModel? { model as? RootModel }
  private var cancellables: Set<AnyCancellable> = []
  private let imageURL = URL(
    string: "https://upload.wikimedia.org/wikipedia/commons/f/f4/Honeycrisp.jpg")

  public init(model: RootModeling = RootModel()) {
    self.model = model
    rootModel?.objectWillChange
      .sink { [weak self] _ in self?.objectWillChange.send() }
      .store(in: &cancellables)
  }
}

// MARK: - What the view calls

extension RootIntent {
  public func onAppear() {
    guard let imageURL = imageURL else { return }
    rootModel?.update(state: .loading)
    // The model, not the intent, is what the answer changes; a screen gone meanwhile is not
    // kept alive by a request still on its way.
    URLSession.shared.dataTask(with: imageURL) { [weak rootModel] data, _, error in
      guard let rootModel = rootModel else { return }
      guard let data = data, let image = UIImage(data: data) else {
        DispatchQueue.main.async {
          rootModel.update(state: .failLoad(error: error ?? URLError(.cannotDecodeContentData)))
          rootModel.routerSubject.send(
            .alert(title: "Error", message: "It was not possible to load the image"))
        }
        return
      }
      DispatchQueue.main.async {
        rootModel.update(state: .show(image: image))
      }
    }.resume()
  }

  public func onTapImage() {
    guard let image = rootModel?.image else {
      rootModel?.routerSubject.send(.alert(title: "Error", message: "Failed to open the screen"))
      return
    }
    rootModel?.routerSubject.send(.descriptionImage(image: image))
  }
}
