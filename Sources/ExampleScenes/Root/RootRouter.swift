import SceneRuntime

/// Where Root navigates to, as the route line shows it.
public enum RootRoute: Equatable, Sendable {
  case descriptionImage(format: ImageAsset.Format, width: Int, height: Int)
}

/// Carries out the model's router events (the seed's `RootRouter` view): an alert stays on this
/// screen, a description opens the next one.
@MainActor
final class RootRouter {
  enum ScreenType: Sendable, Equatable {
    case alert(title: String, message: String)
    case descriptionImage(image: ImageAsset)
  }

  weak var navigator: (any SceneNavigator)?

  init(navigator: (any SceneNavigator)?) {
    self.navigator = navigator
  }

  func show(_ screen: ScreenType) {
    switch screen {
    case .alert(let title, let message):
      navigator?.alert(title: title, message: message)
    case .descriptionImage(let image):
      let route = RootRoute.descriptionImage(
        format: image.format, width: image.width, height: image.height)
      navigator?.route(route) { environment in
        DescriptionImageScene(environment: environment, image: image)
      }
    }
  }
}
