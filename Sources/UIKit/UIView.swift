import Foundation

/// A view: its frame, background colour, subviews and `isHidden`; the layout an app asks of it
/// (Auto Layout constraints, content priorities, `contentMode`, its layer's corners and
/// border), kept as the app set it; and the layout callbacks an app overrides. Layout is
/// recorded, never solved, and nothing is drawn: a frame is what the app last set, not what its
/// constraints would make it.
///
/// ```swift
/// let title = UILabel()
/// card.addSubview(title)
/// title.translatesAutoresizingMaskIntoConstraints = false
/// NSLayoutConstraint.activate([title.topAnchor.constraint(equalTo: card.topAnchor, constant: 8)])
/// card.constraints.first?.constant  // 8: installed on the views' nearest common ancestor
/// title.frame  // .zero: nothing is laid out
/// ```
@preconcurrency @MainActor
open class UIView: UIResponder {
  /// How content is fitted to the bounds: kept, as nothing is drawn.
  public enum ContentMode: Int, Sendable {
    case scaleToFill, scaleAspectFit, scaleAspectFill, redraw, center, top, bottom, left, right
    case topLeft, topRight, bottomLeft, bottomRight
  }

  /// A new size asks for layout (``layoutSubviews()``), as in UIKit.
  open var frame: CGRect {
    didSet { if frame.size != oldValue.size { setNeedsLayout() } }
  }
  /// The frame's size at the origin, as for a view nothing scrolls or transforms.
  open var bounds: CGRect {
    get { CGRect(origin: .zero, size: frame.size) }
    set { frame.size = newValue.size }
  }
  open var backgroundColor: UIColor?
  open var isHidden = false { didSet { setNeedsDisplay() } }
  open var alpha: CGFloat = 1
  open var contentMode = ContentMode.scaleToFill
  /// The layer's `masksToBounds`, as in UIKit.
  open var clipsToBounds: Bool {
    get { layer.masksToBounds }
    set { layer.masksToBounds = newValue }
  }
  /// The corner radius, border and shadow set on the view, kept.
  open var layer: CALayer { ownLayer }
  private let ownLayer = CALayer()
  open private(set) var subviews: [UIView] = []
  open private(set) weak var superview: UIView?
  /// Counts this view's content changes, for a host that reads the app's own views.
  public let contentChanges = ContentChanges()

  // MARK: Auto Layout, recorded

  /// True until the app says its constraints place the view, as in UIKit.
  open var translatesAutoresizingMaskIntoConstraints = true
  /// The active constraints installed here: those whose items' nearest common ancestor this
  /// view is, and those added with ``addConstraint(_:)``.
  open var constraints: [NSLayoutConstraint] { installedConstraints }
  var installedConstraints: [NSLayoutConstraint] = []
  private var huggingPriorities: [NSLayoutConstraint.Axis: UILayoutPriority] = [:]
  private var compressionResistancePriorities: [NSLayoutConstraint.Axis: UILayoutPriority] = [:]
  private var needsLayout = true

  public init(frame: CGRect) {
    self.frame = frame
    super.init()
  }

  /// A storyboard or nib would decode the view; none is read headless, so this makes an empty
  /// view, as `init(frame: .zero)` does.
  public required init?(coder: NSCoder) {
    frame = .zero
    super.init()
  }

  override public convenience init() {
    self.init(frame: .zero)
  }

  open func addSubview(_ view: UIView) {
    view.removeFromSuperview()
    subviews.append(view)
    view.superview = self
    setNeedsLayout()
  }

  /// True for the view itself and for any view inside it.
  open func isDescendant(of view: UIView) -> Bool {
    var next: UIView? = self
    while let current = next {
      if current === view { return true }
      next = current.superview
    }
    return false
  }

  open func removeFromSuperview() {
    superview?.subviews.removeAll { $0 === self }
    superview = nil
  }

  /// Marks the view's content changed (``contentChanges``), as UIKit's marks it to be drawn;
  /// each view calls it as its content changes.
  open func setNeedsDisplay() {
    contentChanges.record()
  }

  open func addConstraint(_ constraint: NSLayoutConstraint) {
    constraint.install(on: self)
  }

  open func addConstraints(_ constraints: [NSLayoutConstraint]) {
    constraints.forEach(addConstraint)
  }

  open func removeConstraint(_ constraint: NSLayoutConstraint) {
    if constraint.installedOn === self { constraint.isActive = false }
  }

  open func removeConstraints(_ constraints: [NSLayoutConstraint]) {
    constraints.forEach(removeConstraint)
  }

  /// `.defaultLow` until set, as for a view made in code.
  open func contentHuggingPriority(for axis: NSLayoutConstraint.Axis) -> UILayoutPriority {
    huggingPriorities[axis] ?? .defaultLow
  }

  open func setContentHuggingPriority(
    _ priority: UILayoutPriority, for axis: NSLayoutConstraint.Axis
  ) {
    huggingPriorities[axis] = priority
  }

  /// `.defaultHigh` until set, as in UIKit.
  open func contentCompressionResistancePriority(for axis: NSLayoutConstraint.Axis)
    -> UILayoutPriority
  {
    compressionResistancePriorities[axis] ?? .defaultHigh
  }

  open func setContentCompressionResistancePriority(
    _ priority: UILayoutPriority, for axis: NSLayoutConstraint.Axis
  ) {
    compressionResistancePriorities[axis] = priority
  }

  // MARK: Layout callbacks

  /// Where a view sets its subviews' frames by hand: called by ``layoutIfNeeded()``, as UIKit
  /// calls it in a layout pass. Does nothing itself: no constraint is solved.
  open func layoutSubviews() {}

  /// Asks for ``layoutSubviews()`` at the next ``layoutIfNeeded()``; a new subview asks too.
  open func setNeedsLayout() {
    needsLayout = true
  }

  /// Lays out this view, when it asked, then its subviews, top down as UIKit does: each
  /// one's ``layoutSubviews()`` runs. A view controller's view gets this as it appears.
  open func layoutIfNeeded() {
    if needsLayout {
      needsLayout = false
      layoutSubviews()
    }
    subviews.forEach { $0.layoutIfNeeded() }
  }
}
