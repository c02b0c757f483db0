import ClassicVIP
import Combine
import SceneRuntime
import UIKit

/// Seed 004's Root screen, hosted: this type plays `RootView` and the body of `RootRouter`,
/// the two view files. The view observes the intent (`@ObservedObject`), which passes on the
/// model's `objectWillChange`; `.onAppear` calls `onAppear`; a tap calls `onTapImage`; the
/// router's `onReceive(routerSubject)` shows an alert or the description sheet.
@MainActor
final class RootScene: Scene {
  let title = "root"
  /// The model through its generated subclass, so that each `update(state:)` is a hop.
  private let intent = RootIntent(model: RootModelHops())
  private let changes = ObjectChanges()
  private var cancellables = Set<AnyCancellable>()
  private weak var navigator: (any SceneNavigator)?
  /// The description is on screen as a sheet. SwiftUI leaves the presenting view in place
  /// under a sheet: dismissing the sheet does not run its `.onAppear` again (a pushed view
  /// popped does, and so does the shell's `appear`).
  private var isPresentingSheet = false

  init(environment: SceneEnvironment) {
    navigator = environment.navigator
  }

  /// The view subscribes as it loads, as SwiftUI's `@ObservedObject` and `onReceive` do once
  /// the view is in place: the shell also makes each scene once at start-up, only to read its
  /// intents, and a scene made for that subscribes to nothing.
  func sceneDidLoad() {
    // The intent sends on the main queue, as the seed's intent does: the main actor here.
    intent.announceChanges(to: changes).store(in: &cancellables)
    // The router's `onReceive`, drawn in `trace` as the model's subject reaching it.
    intent.model.onRouterSubject { [weak self] in self?.show($0) }.store(in: &cancellables)
  }

  var pattern: ScenePattern? { .mvi }

  var intents: [Intent] {
    let view = RootIntents { [weak intent] in intent }
    return [
      view.onAppear("appear", summary: "The screen appears again: SwiftUI calls onAppear."),
      view.onTapImage("tap", summary: "Tap the image: its description, or an alert without one."),
    ]
  }

  /// `.onAppear`: as the screen opens, and again when a screen pushed over it is popped; not
  /// when its own sheet is dismissed, since the view stayed on screen under it.
  func sceneDidAppear() {
    guard !isPresentingSheet else {
      isPresentingSheet = false
      return
    }
    RootIntentHops(wrapped: intent).onAppear()
  }

  func readState() -> [StateField] {
    changes.track()
    return (intent.model as? RootModel)?.stateFields ?? []
  }

  /// What `RootRouter`'s `onReceive` does with each screen the model sends.
  private func show(_ screen: RootRouter.ScreenType) {
    switch screen {
    case .alert(let title, let message):
      navigator?.alert(title: title, message: message)
    case .descriptionImage(let image):
      isPresentingSheet = navigator != nil
      navigator?.route(RootRoute.sheet(.descriptionImage(image: image))) { _ in
        DescriptionImageScene(image: image)
      }
    }
  }
}

/// How the route line names the router's screen: the seed presents it as a sheet.
enum RootRoute {
  case sheet(RootRouter.ScreenType)
}
