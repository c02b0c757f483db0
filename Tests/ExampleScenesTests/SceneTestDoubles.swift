import Foundation
import SceneRuntime
import Synchronization
import Testing

@testable import ExampleData
@testable import ExampleScenes

/// Users and posts for the Profile and Root tests.
enum SceneFixtures {
  static func user(id: Int, name: String = "user", email: String = "user@example.com") -> User {
    User(
      id: id, name: name, username: "user\(id)", email: email,
      address: User.Address(
        street: "s", suite: "s", city: "c", zipcode: "z", geo: User.Address.Geo(lat: "0", lng: "0")
      ),
      phone: "0", website: "w", company: User.Company(name: "n", catchPhrase: "c", bs: "b"))
  }

  static func post(id: Int, userId: Int, title: String = "title", body: String = "body") -> Post {
    Post(userId: userId, id: id, title: title, body: body)
  }

  /// The PNG the embedded data serves: 24 × 16, 159 bytes.
  static var rootImagePNG: [UInt8] {
    Array(Data(base64Encoded: Fixtures.rootImagePNGBase64) ?? Data())
  }

  /// A virtual clock (simulated latency is instant) and an environment on it.
  @MainActor
  static func environment(
    navigator: (any SceneNavigator)?
  ) -> (tracker: TaskTracker, clock: SceneClock, environment: SceneEnvironment) {
    let tracker = TaskTracker()
    let clock = SceneClock(mode: .virtual, tracker: tracker)
    return (tracker, clock, SceneEnvironment(tasks: tracker, clock: clock, navigator: navigator))
  }
}

/// A one-way barrier: `wait()` suspends until `open()`, and returns at once after it. It ignores
/// cancellation on purpose — a response that was on its way arrives anyway.
final class Gate: Sendable {
  private struct State {
    var isOpen = false
    var waiters: [CheckedContinuation<Void, Never>] = []
  }

  private let state = Mutex(State())

  func wait() async {
    await withCheckedContinuation { continuation in
      let openAlready = state.withLock { state -> Bool in
        guard !state.isOpen else { return true }
        state.waiters.append(continuation)
        return false
      }
      if openAlready { continuation.resume() }
    }
  }

  func open() {
    let waiters = state.withLock { state in
      state.isOpen = true
      defer { state.waiters = [] }
      return state.waiters
    }
    waiters.forEach { $0.resume() }
  }
}

/// The shell's navigation stack, reduced to what it was told.
@MainActor
final class NavigatorSpy: SceneNavigator {
  private(set) var routes: [Any] = []
  private(set) var destinations: [SceneFactory] = []
  private(set) var alerts: [String] = []

  func route(_ route: Any, opening destination: SceneFactory?) {
    routes.append(route)
    if let destination { destinations.append(destination) }
  }

  func alert(title: String, message: String) {
    alerts.append("\(title): \(message)")
  }
}

/// Looks an intent up by name and performs it, as the shell does for a command.
@MainActor
func perform(
  _ name: String, _ arguments: IntentArguments = IntentArguments(), on scene: any Scene
) async throws {
  let intent = try #require(scene.intents.first { $0.name == name })
  try await intent.perform(arguments)
}
