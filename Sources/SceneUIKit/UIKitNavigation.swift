import SceneRuntime
import UIKit

/// Maps what a router written for UIKit does (push, pop, present, dismiss, a segue) to the
/// shell's scenes, so that the router runs unmodified: a pushed controller becomes a pushed
/// scene (`» showOrder pushed; listOrders covered`), a popped one a popped scene, and the
/// shell's `back` pops the navigation controller to match. A `UIAlertController` presented
/// prints `! alert`.
///
/// The adapter says once how a controller becomes a scene, and opens its first scene
/// through ``root(_:in:)``:
///
/// ```swift
/// let navigation = UIKitNavigation { controller, environment in
///   (controller as? ShowOrderViewController).map { ShowOrderScene($0, environment) }
/// }
/// SceneCatalog.Entry(name: "orders", summary: "…") { environment in
///   navigation.root(ListOrdersScene(ListOrdersViewController(), environment), in: environment)
/// }
/// ```
@MainActor
public final class UIKitNavigation: UIKitHeadlessObserver {
  /// Builds the scene that shows `controller`; nil for a controller with no scene (the push is
  /// then only a route line).
  public typealias SceneMaker = @MainActor (UIViewController, SceneEnvironment) -> (any Scene)?

  private let makeScene: SceneMaker
  private weak var navigator: (any SceneNavigator)?
  /// The scene showing each controller, weakly: the shell owns the scenes.
  private var scenes: [ObjectIdentifier: WeakScene] = [:]
  /// True while this object moves UIKit's state itself (`back`): UIKit's callbacks then are
  /// its own echo.
  private var isFollowingTheShell = false
  /// The navigation controllers made for first scenes: the window's, which holds them in an app.
  private var windows: [UINavigationController] = []

  /// Watches the navigation controllers of the first scenes it opens (``root(_:in:)``), and
  /// what is pushed on them or presented from them. For `UIApplication.shared.open`'s route
  /// line too, set `UIKitHeadless.observer` to it.
  public init(scene makeScene: @escaping SceneMaker) {
    self.makeScene = makeScene
  }

  /// The first scene, showing `scene.controller`: put in a navigation controller of its own,
  /// as an app's window does, unless it is in one already.
  public func root<Hosted: UIKitHostedScene>(_ scene: Hosted, in environment: SceneEnvironment)
    -> any Scene
  {
    navigator = environment.navigator
    let controller = scene.controller
    if controller.navigationController == nil {
      let navigation = UINavigationController(rootViewController: controller)
      windows.append(navigation)
      UIKitHeadless.show(navigation)
    }
    controller.navigationController?.headlessObserver = self
    controller.headlessObserver = self
    return wrap(scene, showing: controller)
  }

  // MARK: What UIKit did

  public func uiKit(
    didPush viewController: UIViewController, onto navigation: UINavigationController
  ) {
    guard !isFollowingTheShell else { return }
    open(viewController, route: UIKitRoute.push(Self.name(of: viewController)))
  }

  public func uiKit(
    didPop viewControllers: [UIViewController], from navigation: UINavigationController
  ) {
    guard !isFollowingTheShell, let lowest = viewControllers.last else { return }
    closeScene(of: lowest, route: .pop(Self.name(of: lowest)))
  }

  public func uiKit(didPresent viewController: UIViewController, from presenter: UIViewController) {
    guard !isFollowingTheShell else { return }
    if let alert = viewController as? UIAlertController {
      navigator?.alert(title: alert.title ?? "", message: alert.message ?? "")
      // Headless, nobody taps it: it goes, without running an action, so that the next
      // presentation is not refused.
      isFollowingTheShell = true
      alert.dismiss(animated: false)
      isFollowingTheShell = false
      return
    }
    open(viewController, route: UIKitRoute.present(Self.name(of: viewController)))
  }

  public func uiKit(didDismiss viewController: UIViewController) {
    guard !isFollowingTheShell else { return }
    closeScene(of: viewController, route: .dismiss(Self.name(of: viewController)))
  }

  public func uiKit(didOpen url: URL) {
    navigator?.route(UIKitRoute.open(url.absoluteString), opening: nil)
  }

  // MARK: Internal

  private func open(_ controller: UIViewController, route: UIKitRoute) {
    guard let navigator else { return }
    navigator.route(route) { [self] environment in
      // A controller with no scene of its own still needs one on the stack for `back`.
      let scene = makeScene(controller, environment) ?? PlainControllerScene(controller)
      return wrap(scene, showing: controller)
    }
  }

  /// The app's own code took the controller off screen: the route line says so (the shell's
  /// `back` prints none), then its scene is popped.
  private func closeScene(of controller: UIViewController, route: UIKitRoute) {
    guard let scene = scenes[ObjectIdentifier(controller)]?.scene else { return }
    navigator?.route(route, opening: nil)
    navigator?.close(scene)
  }

  private func wrap(_ scene: any Scene, showing controller: UIViewController) -> any Scene {
    let hosted = ControllerScene(wrapping: scene, controller: controller, navigation: self)
    scenes[ObjectIdentifier(controller)] = WeakScene(scene: hosted)
    return hosted
  }

  /// The shell uncovered the scene showing `controller` (`back`): UIKit follows, popping what
  /// was pushed above it or dismissing what it presented.
  fileprivate func shellShows(_ controller: UIViewController) {
    isFollowingTheShell = true
    defer { isFollowingTheShell = false }
    if let navigation = controller.navigationController,
      navigation.topViewController !== controller
    {
      navigation.popToViewController(controller, animated: true)
    }
    if controller.presentedViewController != nil {
      controller.dismiss(animated: true)
    }
  }

  private static func name(of controller: UIViewController) -> String {
    String(describing: type(of: controller))
  }

  private struct WeakScene {
    weak var scene: (any Scene)?
  }
}

/// The `→ route` line of what UIKit did.
public enum UIKitRoute: Equatable, Sendable {
  case push(String)
  case pop(String)
  case present(String)
  case dismiss(String)
  case open(String)
}

/// A scene that shows one view controller: what ``UIKitNavigation/root(_:in:)`` needs to know
/// of the first one.
@MainActor
public protocol UIKitHostedScene: Scene {
  var controller: UIViewController { get }
}

/// The adapter's scene, with the controller it shows: UIKit follows the shell when the shell
/// uncovers it.
@MainActor
private final class ControllerScene: Scene {
  let wrapped: any Scene
  let controller: UIViewController
  private weak var navigation: UIKitNavigation?

  init(wrapping wrapped: any Scene, controller: UIViewController, navigation: UIKitNavigation) {
    self.wrapped = wrapped
    self.controller = controller
    self.navigation = navigation
  }

  var title: String { wrapped.title }
  var intents: [Intent] { wrapped.intents }
  func readState() -> [StateField] { wrapped.readState() }
  var pendingEvents: [PendingEvent] { wrapped.pendingEvents }
  var pattern: ScenePattern? { wrapped.pattern }
  var components: [SceneComponent] { wrapped.components }
  func sceneDidLoad() { wrapped.sceneDidLoad() }

  func sceneDidAppear() {
    navigation?.shellShows(controller)
    wrapped.sceneDidAppear()
  }

  func sceneDidDisappear() { wrapped.sceneDidDisappear() }
}

/// A pushed controller the adapter has no scene for: on the stack, so that `back` pops it,
/// with nothing to show.
@MainActor
private final class PlainControllerScene: Scene {
  let title: String
  init(_ controller: UIViewController) {
    title = controller.title ?? String(describing: type(of: controller))
  }
  var intents: [Intent] { [] }
  func readState() -> [StateField] { [] }
}
