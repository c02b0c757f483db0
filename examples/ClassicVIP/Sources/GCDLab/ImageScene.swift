import Combine
import LabModel
import SceneRuntime

/// The seed-004-shaped fixture, hosted: the model announces its changes through
/// `objectWillChange`, which `ObjectChanges` turns into the shell's observation, and the
/// router's subject becomes route and alert lines.
@MainActor
final class ImageScene: Scene {
  let title = "image"
  private let model = ImageModel()
  private let intent: ImageIntent
  private let changes = ObjectChanges()
  private var cancellables = Set<AnyCancellable>()
  private let environment: SceneEnvironment

  init(environment: SceneEnvironment) {
    self.environment = environment
    intent = ImageIntent(model: model)
    model.objectWillChange.sink { [changes] _ in
      MainActor.assumeIsolated { changes.send() }
    }.store(in: &cancellables)
    model.router.sink { [weak self] route in
      MainActor.assumeIsolated { self?.follow(route) }
    }.store(in: &cancellables)
  }

  /// What the seed's view does with a router event: a description screen, or an alert.
  private func follow(_ route: ImageRoute) {
    switch route {
    case .descriptionImage: environment.navigator?.route(route, opening: nil)
    case .alert(let title, let message):
      environment.navigator?.alert(title: title, message: message)
    }
  }

  var intents: [Intent] {
    [
      Intent("appear", summary: "The screen appears again: the image loads.") { [weak self] _ in
        self?.intent.onAppear()
      },
      Intent("tap", summary: "Tap the image.") { [weak self] _ in self?.intent.onTapImage() },
    ]
  }

  /// `.onAppear`.
  func sceneDidLoad() {
    intent.onAppear()
  }

  func readState() -> [StateField] {
    changes.track()
    return [StateField("state", model.state)]
  }
}
