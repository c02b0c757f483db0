import Combine
import Observation
import SceneRuntime

/// A TCA-style screen: its reducer takes the state `inout`, so the access to the state begins
/// before the reducer is called and ends after it returns. Only the attribution tests use it.
@MainActor
final class LoginScene: Scene {
  @Observable @MainActor
  final class LoginState {
    var email = ""
  }

  struct LoginFeature {
    func reduce(email: inout String, typed text: String) {
      email = text
    }
  }

  /// The adapter's decorator: `reduce` is a hop.
  struct LoginFeatureHops: HopDecorator {
    let wrapped: LoginFeature

    @MainActor func reduce(email: inout String, typed text: String) {
      hop(.presenter, "reduce", text) { $0.reduce(email: &email, typed: text) }
    }
  }

  let title = "login"
  private let state = LoginState()
  private let feature = LoginFeature()

  var intents: [Intent] {
    [
      Intent("type", arguments: [IntentArgument("TEXT", .text)], summary: "Type an address.") {
        [weak self] arguments in
        guard let self else { return }
        LoginFeatureHops(wrapped: feature).reduce(
          email: &state.email, typed: arguments.text("TEXT") ?? "")
      }
    ]
  }

  func readState() -> [StateField] {
    [StateField("email", in: state, \.email)]
  }
}

/// The same screen with an `ObservableObject` model, observed through `ObjectChanges`.
@MainActor
final class LoginModelScene: Scene {
  final class LoginModel: ObservableObject {
    @Published var email = ""
  }

  let title = "loginmodel"
  private let model = LoginModel()
  private let changes = ObjectChanges()
  private let feature = LoginScene.LoginFeature()
  private var cancellables = Set<AnyCancellable>()

  init() {
    model.objectWillChange.sink { [changes] _ in
      MainActor.assumeIsolated { changes.send() }
    }.store(in: &cancellables)
  }

  var intents: [Intent] {
    [
      Intent("type", arguments: [IntentArgument("TEXT", .text)], summary: "Type an address.") {
        [weak self] arguments in
        guard let self else { return }
        LoginScene.LoginFeatureHops(wrapped: feature).reduce(
          email: &model.email, typed: arguments.text("TEXT") ?? "")
      }
    ]
  }

  func readState() -> [StateField] {
    changes.track()
    return [StateField("email", model.email)]
  }
}
