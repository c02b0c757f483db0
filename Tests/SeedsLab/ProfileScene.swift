import SceneRuntime

@testable import SeedProfile

/// Seed 001's `ProfileViewController`, played by the generated parts: what `setupVIP()` wires,
/// each part behind its generated decorator, and the fetch `viewDidLoad` starts.
@MainActor
final class ProfileScene: Scene {
  let title = "profile"
  private let view = ProfileDisplayLogicView()
  private let presenter = ProfilePresenter()
  /// Kept here: the interactor holds its presenter weakly, as the seed's does.
  private let presenterHops: ProfilePresentationLogicHops
  private let intentsOfView: ProfileBusinessLogicIntents

  init(environment: SceneEnvironment) {
    presenterHops = ProfilePresentationLogicHops(wrapped: presenter)
    let interactor = ProfileInteractor()
    let business = ProfileBusinessLogicHops(wrapped: interactor)
    intentsOfView = ProfileBusinessLogicIntents(environment.tasks) { business }
    presenter.viewController = view
    view.alertErrors(title: "Error", in: environment)
    let presenter = presenterHops
    Task { await interactor.setPresenter(presenter) }
  }

  var intents: [Intent] { [intentsOfView.fetchProfile()] }

  func readState() -> [StateField] { view.stateFields }

  func sceneDidLoad() {
    intentsOfView.send("fetchProfile") {
      await $0.fetchProfile(request: ProfileRequest(userId: "1"))
    }
  }
}
