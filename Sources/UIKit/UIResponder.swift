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

  /// Called once a storyboard has made this object, its outlets connected: the controllers
  /// ``UIStoryboard`` makes get the call. A view or cell drawn in a storyboard or nib never
  /// gets it: those files are not read headless, so no view is made from one (a cell the app
  /// registered by class is made in code, and UIKit does not call it for such a cell either).
  open func awakeFromNib() {}

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
