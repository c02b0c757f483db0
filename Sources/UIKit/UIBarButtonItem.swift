/// A bar button: its title or system item, and the target and action a tap would call (kept,
/// not called: with no Objective-C runtime an action is only a name, ``Selector``).
///
/// ```swift
/// navigationItem.rightBarButtonItem = UIBarButtonItem(
///   barButtonSystemItem: .add, target: self, action: Selector("addTapped"))
/// navigationItem.rightBarButtonItem?.action  // Selector("addTapped")
/// ```
@preconcurrency @MainActor
open class UIBarButtonItem {
  public enum Style: Sendable { case plain, done }
  public enum SystemItem: Sendable {
    case done, cancel, edit, save, add, flexibleSpace, fixedSpace, compose, reply, action
    case organize, bookmarks, search, refresh, stop, camera, trash, play, pause, rewind
    case fastForward, undo, redo, close
  }

  open var title: String?
  open var image: UIImage?
  open var style: Style
  open var isEnabled = true
  open weak var target: AnyObject?
  open var action: Selector?
  /// The stand-in's own: the system item it was made with, nil for a titled one.
  public let systemItem: SystemItem?

  public convenience init(
    barButtonSystemItem systemItem: SystemItem, target: Any?, action: Selector?
  ) {
    self.init(systemItem, nil, nil, .plain, target, action)
  }

  public convenience init(title: String?, style: Style, target: Any?, action: Selector?) {
    self.init(nil, title, nil, style, target, action)
  }

  public convenience init(image: UIImage?, style: Style, target: Any?, action: Selector?) {
    self.init(nil, nil, image, style, target, action)
  }

  private init(
    _ systemItem: SystemItem?, _ title: String?, _ image: UIImage?, _ style: Style,
    _ target: Any?, _ action: Selector?
  ) {
    self.systemItem = systemItem
    self.title = title
    self.image = image
    self.style = style
    self.target = target as AnyObject?
    self.action = action
  }
}

/// What a navigation bar shows for a controller: its title and bar buttons, kept.
@preconcurrency @MainActor
open class UINavigationItem {
  open var title: String? { didSet { contentChanges.record() } }
  /// Counts changes to the title, for a host that reads the app's own controller.
  public let contentChanges = ContentChanges()
  open var prompt: String?
  open var hidesBackButton = false
  open var backBarButtonItem: UIBarButtonItem?
  open var leftBarButtonItems: [UIBarButtonItem]?
  open var rightBarButtonItems: [UIBarButtonItem]?

  public init(title: String) {
    self.title = title
  }

  init() {}

  /// The first of ``leftBarButtonItems``; setting it replaces them all.
  open var leftBarButtonItem: UIBarButtonItem? {
    get { leftBarButtonItems?.first }
    set { leftBarButtonItems = newValue.map { [$0] } }
  }

  /// The first of ``rightBarButtonItems``; setting it replaces them all.
  open var rightBarButtonItem: UIBarButtonItem? {
    get { rightBarButtonItems?.first }
    set { rightBarButtonItems = newValue.map { [$0] } }
  }
}
