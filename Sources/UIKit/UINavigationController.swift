/// A stack of view controllers, as UIKit keeps it: `pushViewController` adds one (and its
/// `navigationController` is then this one), `popViewController` removes the top one. Each
/// change calls the controllers' appearance methods, the delegate, and
/// ``UIKitHeadless/observer``.
@preconcurrency @MainActor
open class UINavigationController: UIViewController {
  open private(set) var viewControllers: [UIViewController] = []
  open weak var delegate: (any UINavigationControllerDelegate)?
  open var topViewController: UIViewController? { viewControllers.last }
  open var visibleViewController: UIViewController? {
    topViewController?.presentedViewController ?? topViewController
  }

  public init(rootViewController: UIViewController) {
    super.init(nibName: nil, bundle: nil)
    adopt(rootViewController)
    viewControllers = [rootViewController]
  }

  override public init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
    super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
  }

  public required init?(coder: NSCoder) {
    super.init(coder: coder)
  }

  open func pushViewController(_ viewController: UIViewController, animated: Bool) {
    guard !viewControllers.contains(where: { $0 === viewController }) else { return }
    let covered = topViewController
    adopt(viewController)
    viewControllers.append(viewController)
    delegate?.navigationController(self, willShow: viewController, animated: animated)
    // Told before the controller loads and appears, as a device shows the push before its
    // `viewDidLoad` has filled it: a host that reads the screen sees what those fill as changes.
    UIKitHeadless.observer(of: self)?.uiKit(didPush: viewController, onto: self)
    // Only a navigation controller on screen shows its controllers.
    if isVisible {
      covered?.disappear(animated)
      viewController.appear(animated)
    }
    delegate?.navigationController(self, didShow: viewController, animated: animated)
  }

  @discardableResult
  open func popViewController(animated: Bool) -> UIViewController? {
    guard viewControllers.count > 1 else { return nil }
    return pop(to: viewControllers.count - 2, animated: animated).first
  }

  @discardableResult
  open func popToRootViewController(animated: Bool) -> [UIViewController]? {
    guard viewControllers.count > 1 else { return nil }
    return pop(to: 0, animated: animated)
  }

  @discardableResult
  open func popToViewController(_ viewController: UIViewController, animated: Bool)
    -> [UIViewController]?
  {
    guard let index = viewControllers.firstIndex(where: { $0 === viewController }) else {
      return nil
    }
    return pop(to: index, animated: animated)
  }

  open func setViewControllers(_ viewControllers: [UIViewController], animated: Bool) {
    self.viewControllers.forEach { $0.parentNavigation = nil }
    viewControllers.forEach(adopt)
    self.viewControllers = viewControllers
  }

  /// Pops down to `index`; returns the popped controllers, top first.
  private func pop(to index: Int, animated: Bool) -> [UIViewController] {
    let popped = Array(viewControllers[(index + 1)...].reversed())
    viewControllers.removeSubrange((index + 1)...)
    let shown = viewControllers[index]
    delegate?.navigationController(self, willShow: shown, animated: animated)
    popped.forEach { $0.parentNavigation = nil }
    // Told before the controllers change places, as for a push: a host's route line comes
    // before what the uncovered controller's `viewWillAppear` sets off.
    UIKitHeadless.observer(of: self)?.uiKit(didPop: popped, from: self)
    if isVisible {
      popped.first?.disappear(animated)
      shown.appear(animated)
    }
    delegate?.navigationController(self, didShow: shown, animated: animated)
    return popped
  }

  private func adopt(_ viewController: UIViewController) {
    viewController.parentNavigation = self
  }
}

@preconcurrency @MainActor
public protocol UINavigationControllerDelegate: AnyObject {
  func navigationController(
    _ navigationController: UINavigationController, willShow viewController: UIViewController,
    animated: Bool)
  func navigationController(
    _ navigationController: UINavigationController, didShow viewController: UIViewController,
    animated: Bool)
}

extension UINavigationControllerDelegate {
  public func navigationController(
    _ navigationController: UINavigationController, willShow viewController: UIViewController,
    animated: Bool
  ) {}
  public func navigationController(
    _ navigationController: UINavigationController, didShow viewController: UIViewController,
    animated: Bool
  ) {}
}
