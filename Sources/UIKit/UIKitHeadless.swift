/// What a headless host sees of navigation: the stand-in's own surface, which real UIKit does
/// not have. A host's adapter (the shell's configurator) sets ``observer`` and maps each event
/// to a scene change; scene code never touches it.
///
/// ```swift
/// UIKitHeadless.observer = adapter
/// listOrders.navigationController?.pushViewController(showOrder, animated: true)
/// // adapter.uiKit(didPush: showOrder, onto: navigationController)
/// ```
@preconcurrency @MainActor
public enum UIKitHeadless {
  /// Who is told of each push, pop, presentation, dismissal and opened URL, unless the
  /// controller's own chain names one (``UIViewController/headlessObserver``).
  public static weak var observer: (any UIKitHeadlessObserver)?

  /// The observer of what happens to `controller`: the nearest `headlessObserver` up its
  /// navigation controller and presenters, else ``observer``.
  static func observer(of controller: UIViewController?) -> (any UIKitHeadlessObserver)? {
    var next = controller
    while let current = next {
      if let observer = current.headlessObserver ?? current.navigationController?.headlessObserver {
        return observer
      }
      next = current.presentingViewController
    }
    return observer
  }

  /// Puts `root` on screen, as a window shows its root view controller: its view loads and
  /// it appears (a navigation controller's top controller with it).
  public static func show(_ root: UIViewController) {
    root.appear(false)
  }
}

/// Told of navigation as it happens, after the stand-in's own state (`viewControllers`,
/// `presentedViewController`) is updated.
@preconcurrency @MainActor
public protocol UIKitHeadlessObserver: AnyObject {
  func uiKit(didPush viewController: UIViewController, onto navigation: UINavigationController)
  func uiKit(didPop viewControllers: [UIViewController], from navigation: UINavigationController)
  func uiKit(didPresent viewController: UIViewController, from presenter: UIViewController)
  func uiKit(didDismiss viewController: UIViewController)
  func uiKit(didOpen url: URL)
}

extension UIKitHeadlessObserver {
  public func uiKit(
    didPush viewController: UIViewController, onto navigation: UINavigationController
  ) {}
  public func uiKit(
    didPop viewControllers: [UIViewController], from navigation: UINavigationController
  ) {}
  public func uiKit(didPresent viewController: UIViewController, from presenter: UIViewController) {
  }
  public func uiKit(didDismiss viewController: UIViewController) {}
  public func uiKit(didOpen url: URL) {}
}
