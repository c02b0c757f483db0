import Combine
import SceneRuntime
import UIKit

@testable import Photo

/// Seed 004's shape, hosted: this plays `PhotoView` (observing the intent, `.onAppear`, the
/// tap) and `PhotoRouter` (`onReceive` of the model's subject).
@MainActor
final class PhotoScene: Scene {
  let title = "photo"
  private let intent = PhotoIntent(model: PhotoModel())
  private let changes = ObjectChanges()
  private var cancellables = Set<AnyCancellable>()
  private weak var navigator: (any SceneNavigator)?

  init(environment: SceneEnvironment) {
    navigator = environment.navigator
  }

  var pattern: ScenePattern? { .mvi }

  /// Combine calls back on the sending thread: the intent sends on the main queue.
  func sceneDidLoad() {
    intent.objectWillChange.sink { [changes] _ in
      MainActor.assumeIsolated { changes.send() }
    }.store(in: &cancellables)
    intent.model.routerSubject.sink { [weak self] screen in
      MainActor.assumeIsolated { self?.show(screen) }
    }.store(in: &cancellables)
  }

  func sceneDidAppear() {
    intent.onAppear()
  }

  var intents: [Intent] {
    [
      Intent("tap", summary: "Tap the photo: full screen, or an alert without one.") {
        [intent] _ in intent.onTapImage()
      }
    ]
  }

  func readState() -> [StateField] {
    changes.track()
    return [
      StateField("image", intent.model.image as Any),
      StateField("isLoading", intent.model.isLoading),
      StateField("error", intent.model.error as Any),
    ]
  }

  private func show(_ screen: PhotoScreen) {
    switch screen {
    case .alert(let title, let message): navigator?.alert(title: title, message: message)
    case .fullScreen: navigator?.route(screen, opening: nil)
    }
  }
}
