import Combine
import RootScreen
import SceneRuntime
import UIKit

/// Seed 004's `RootView` and the body of `RootRouter`, played by the generated parts: the view
/// observes the intent, `.onAppear` and a tap call it, `onReceive(routerSubject)` shows an
/// alert or the description.
@MainActor
final class RootScene: Scene {
  let title = "root"
  private let intent = RootIntent(model: RootModelHops())
  private let changes = ObjectChanges()
  private var cancellables = Set<AnyCancellable>()
  private weak var navigator: (any SceneNavigator)?
  /// The description is on screen as a sheet, under which the view stays: dismissing it runs
  /// no `.onAppear`.
  private var isPresentingSheet = false

  init(environment: SceneEnvironment) {
    navigator = environment.navigator
  }

  var intents: [Intent] {
    let view = RootIntents { [weak intent] in intent }
    return [view.onAppear("appear"), view.onTapImage("tap")]
  }

  func readState() -> [StateField] {
    changes.track()
    return (intent.model as? RootModel)?.stateFields ?? []
  }

  func sceneDidLoad() {
    intent.announceChanges(to: changes).store(in: &cancellables)
    intent.model.onRouterSubject { [weak self] in self?.show($0) }.store(in: &cancellables)
  }

  func sceneDidAppear() {
    guard !isPresentingSheet else { return isPresentingSheet = false }
    RootIntentHops(wrapped: intent).onAppear()
  }

  private func show(_ screen: RootRouter.ScreenType) {
    switch screen {
    case .alert(let title, let message):
      navigator?.alert(title: title, message: message)
    case .descriptionImage(let image):
      isPresentingSheet = navigator != nil
      navigator?.route(RootRoute.sheet(.descriptionImage(image: image))) { _ in
        DescriptionScene()
      }
    }
  }
}

/// How the route line names the router's screen: the seed presents it as a sheet.
enum RootRoute {
  case sheet(RootRouter.ScreenType)
}

/// Seed 004's `DescriptionImageView`, headless; what it shows does not matter here.
@MainActor
final class DescriptionScene: Scene {
  let title = "image"
  var intents: [Intent] { [] }
  func readState() -> [StateField] { [] }
}
