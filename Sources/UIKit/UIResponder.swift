import Foundation

/// The root of UIKit's controller and view classes, and which one is first responder (the
/// text field being typed in): `becomeFirstResponder()` and `resignFirstResponder()` record
/// it, as a keyboard would follow it. Not an `NSObject`: nothing here needs the Objective-C
/// runtime, which Linux does not have; equal, as `NSObject`s are, only to itself, so that
/// `textFields.firstIndex(of: textField)` reads as in the app.
///
/// ```swift
/// let name = UITextField()
/// name.becomeFirstResponder()  // true
/// name.isFirstResponder  // true
/// ```
@preconcurrency @MainActor
open class UIResponder {
  /// The one first responder, of every window (headless, there is one).
  private static weak var firstResponder: UIResponder?

  public init() {}

  /// False, as in UIKit; a text field can.
  open var canBecomeFirstResponder: Bool { false }

  open var isFirstResponder: Bool { UIResponder.firstResponder === self }

  /// The view a keyboard would be replaced with: none, unless a subclass says.
  open var inputView: UIView? { nil }

  /// Becomes first responder if it can, the previous one resigning first.
  @discardableResult
  open func becomeFirstResponder() -> Bool {
    guard canBecomeFirstResponder else { return false }
    if let current = UIResponder.firstResponder, current !== self {
      guard current.resignFirstResponder() else { return false }
    }
    UIResponder.firstResponder = self
    return true
  }

  @discardableResult
  open func resignFirstResponder() -> Bool {
    if UIResponder.firstResponder === self { UIResponder.firstResponder = nil }
    return true
  }
}

extension UIResponder: Hashable {
  // Identity is read without touching the object's state: safe from any isolation.
  nonisolated public static func == (lhs: UIResponder, rhs: UIResponder) -> Bool {
    lhs === rhs
  }

  nonisolated public func hash(into hasher: inout Hasher) {
    hasher.combine(ObjectIdentifier(self))
  }
}

/// A view, as much as navigation needs: a frame, a background colour, subviews, `isHidden`.
/// Nothing is drawn.
@preconcurrency @MainActor
open class UIView: UIResponder {
  open var frame: CGRect
  open var backgroundColor: UIColor?
  open var isHidden = false { didSet { setNeedsDisplay() } }
  open private(set) var subviews: [UIView] = []
  open private(set) weak var superview: UIView?
  /// Counts this view's content changes, for a host that reads the app's own views.
  public let contentChanges = ContentChanges()

  public init(frame: CGRect = .zero) {
    self.frame = frame
    super.init()
  }

  open func addSubview(_ view: UIView) {
    view.removeFromSuperview()
    subviews.append(view)
    view.superview = self
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
}
