import SceneRuntime
import StateDiff

/// The navigation stack: the scenes the user has opened, the top one current. It is what the
/// scenes' routers talk to, so it also prints route and alert lines.
@MainActor
final class SceneStack: SceneNavigator {
  private(set) var views: [SceneView] = []
  private let console: Console

  init(console: Console) {
    self.console = console
  }

  var current: SceneView? { views.last }

  /// The prompt's path, such as `users › profile(3)`.
  var path: String {
    views.map(\.scene.title).joined(separator: " › ")
  }

  func push(_ scene: any Scene) {
    if let covered = views.last {
      covered.stopObserving()
      covered.scene.sceneDidDisappear()
    }
    let view = SceneView(scene: scene, console: console)
    views.append(view)
    view.startObserving()
    scene.sceneDidLoad()
    scene.sceneDidAppear()
  }

  /// Brings every visible view's output up to date. Returns whether anything changed.
  @discardableResult
  func update() -> Bool {
    current?.update() ?? false
  }

  func route(_ route: Any, opening destination: (any Scene)?) {
    console.print("→ route \(Self.describe(route))", style: .route)
    if let destination {
      push(destination)
    }
  }

  func alert(title: String, message: String) {
    let title = TerminalSafe.escape(title, maxLength: 80)
    let message = TerminalSafe.escape(message, maxLength: 500)
    console.print("! alert \(title): \(message)", style: .alert)
  }

  /// `.userDetail(userId: 3, …)` reads better without the leading dot.
  private static func describe(_ route: Any) -> String {
    let text = Dump.line(route)
    return text.hasPrefix(".") ? String(text.dropFirst()) : text
  }
}
