import Foundation

/// A view controller without a screen: it keeps the navigation state UIKit keeps (its
/// navigation controller, what it presented), calls its lifecycle methods when UIKit would,
/// and performs segues through `prepare(for:sender:)`, so that a router written for UIKit runs
/// unmodified.
///
/// ```swift
/// let list = ListOrdersViewController(nibName: nil, bundle: nil)
/// let navigation = UINavigationController(rootViewController: list)
/// list.navigationController === navigation  // true
/// list.show(ShowOrderViewController(), sender: nil)
/// navigation.viewControllers.count  // 2
/// ```
@preconcurrency @MainActor
open class UIViewController: UIResponder {
  open var title: String? { didSet { contentChanges.record() } }
  /// Counts changes to the title, for a host that reads the app's own controller.
  public let contentChanges = ContentChanges()
  /// The title and bar buttons a navigation bar would show for this controller, kept.
  open var navigationItem: UINavigationItem {
    if let ownNavigationItem { return ownNavigationItem }
    let item = UINavigationItem()
    ownNavigationItem = item
    return item
  }
  private var ownNavigationItem: UINavigationItem?
  /// Loaded on first use (`viewDidLoad` runs then), as UIKit loads a view.
  // swift-format-ignore: NeverUseImplicitlyUnwrappedOptionals
  // UIKit's own type: scene code writes `view.backgroundColor = …` without unwrapping.
  open var view: UIView! {
    get {
      loadViewIfNeeded()
      return loadedView
    }
    set { loadedView = newValue }
  }
  open var isViewLoaded: Bool { loadedView != nil }
  private var loadedView: UIView?

  /// The navigation controller whose stack this one is in; nil for a presented controller
  /// that is not in one, as in UIKit.
  open var navigationController: UINavigationController? { parentNavigation }
  weak var parentNavigation: UINavigationController?

  /// Who is told of navigation in this controller's stack and what it presents: the
  /// stand-in's own, for a host that watches one window (``UIKitHeadless/observer`` watches
  /// every one).
  public weak var headlessObserver: (any UIKitHeadlessObserver)?

  /// The storyboard this controller came from (`instantiateViewController(withIdentifier:)`
  /// sets it), where a Clean Swift router finds the next scene's controller; nil for one made
  /// in code, as in UIKit.
  open internal(set) var storyboard: UIStoryboard?

  open private(set) var presentedViewController: UIViewController?
  open private(set) weak var presentingViewController: UIViewController?

  /// Where `performSegue(withIdentifier:sender:)` finds each segue's destination: in the app,
  /// the storyboard; here the host's adapter says, once, as it builds the scene.
  open var segueDestinations: [String: () -> UIViewController] = [:]

  public init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
    super.init()
  }

  override public convenience init() {
    self.init(nibName: nil, bundle: nil)
  }

  /// A storyboard would decode the controller; there is none headless.
  public required init?(coder: NSCoder) {
    super.init()
  }

  // MARK: Lifecycle, called as UIKit calls it

  open func loadView() {
    loadedView = UIView()
  }

  open func viewDidLoad() {}
  open func viewWillAppear(_ animated: Bool) {}
  open func viewDidAppear(_ animated: Bool) {}
  open func viewWillDisappear(_ animated: Bool) {}
  open func viewDidDisappear(_ animated: Bool) {}
  /// Called around the view's layout pass as it appears (nothing is solved: frames stay as set).
  open func viewWillLayoutSubviews() {}
  open func viewDidLayoutSubviews() {}

  open func loadViewIfNeeded() {
    guard loadedView == nil else { return }
    loadView()
    if loadedView == nil { loadedView = UIView() }
    viewDidLoad()
  }

  /// On screen: appeared and not disappeared since. Appearance methods run only on a change.
  public private(set) var isVisible = false

  func appear(_ animated: Bool) {
    guard !isVisible else { return }
    loadViewIfNeeded()
    viewWillAppear(animated)
    // UIKit lays the view out as it comes on screen, between these two.
    viewWillLayoutSubviews()
    view.layoutIfNeeded()
    viewDidLayoutSubviews()
    isVisible = true
    viewDidAppear(animated)
    (self as? UINavigationController)?.topViewController?.appear(animated)
  }

  func disappear(_ animated: Bool) {
    guard isVisible else { return }
    viewWillDisappear(animated)
    isVisible = false
    viewDidDisappear(animated)
    (self as? UINavigationController)?.topViewController?.disappear(animated)
  }

  // MARK: Presenting

  open func present(
    _ viewControllerToPresent: UIViewController, animated flag: Bool,
    completion: (() -> Void)? = nil
  ) {
    // UIKit refuses to present over a controller that already presents one.
    guard presentedViewController == nil else { return }
    presentedViewController = viewControllerToPresent
    viewControllerToPresent.presentingViewController = self
    viewControllerToPresent.appear(flag)
    UIKitHeadless.observer(of: self)?.uiKit(didPresent: viewControllerToPresent, from: self)
    completion?()
  }

  /// Dismisses what this controller presented, or, when it presents nothing, itself from its
  /// presenter: UIKit's own rule.
  open func dismiss(animated flag: Bool, completion: (() -> Void)? = nil) {
    let (presenter, presented): (UIViewController?, UIViewController?) =
      presentedViewController.map { (self, $0) } ?? (presentingViewController, self)
    guard let presenter, let presented, presenter.presentedViewController === presented else {
      completion?()
      return
    }
    let observer = UIKitHeadless.observer(of: presenter)
    presenter.presentedViewController = nil
    presented.presentingViewController = nil
    presented.disappear(flag)
    observer?.uiKit(didDismiss: presented)
    completion?()
  }

  /// Pushes when in a navigation controller, presents otherwise: UIKit's default.
  open func show(_ viewController: UIViewController, sender: Any?) {
    if let navigationController {
      navigationController.pushViewController(viewController, animated: true)
    } else {
      present(viewController, animated: true)
    }
  }

  /// Shows a detail controller: outside a split view controller (there is none headless), UIKit
  /// presents it, which is what this does.
  open func showDetailViewController(_ viewController: UIViewController, sender: Any?) {
    present(viewController, animated: true)
  }

  // MARK: Segues

  open func shouldPerformSegue(withIdentifier identifier: String, sender: Any?) -> Bool { true }

  /// The destination comes from ``segueDestinations``; `prepare(for:sender:)` runs, then the
  /// segue shows it (a push in a navigation controller, else a presentation). An identifier
  /// with no destination does nothing, as a missing segue would raise in the app.
  open func performSegue(withIdentifier identifier: String, sender: Any?) {
    guard let make = segueDestinations[identifier],
      shouldPerformSegue(withIdentifier: identifier, sender: sender)
    else { return }
    let segue = UIStoryboardSegue(identifier: identifier, source: self, destination: make())
    prepare(for: segue, sender: sender)
    segue.perform()
  }

  open func prepare(for segue: UIStoryboardSegue, sender: Any?) {}
}
