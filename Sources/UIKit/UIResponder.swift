import Foundation

/// The root of UIKit's controller classes; here only so that subclasses read as in the app.
/// Not an `NSObject`: nothing here needs the Objective-C runtime, which Linux does not have.
@preconcurrency @MainActor
open class UIResponder {
  public init() {}
}

/// A view, as much as navigation needs: a frame, a background colour, subviews, `isHidden`.
/// Nothing is drawn.
@preconcurrency @MainActor
open class UIView: UIResponder {
  open var frame: CGRect
  open var backgroundColor: UIColor?
  open var isHidden = false
  open private(set) var subviews: [UIView] = []
  open private(set) weak var superview: UIView?

  public init(frame: CGRect = .zero) {
    self.frame = frame
    super.init()
  }

  open func addSubview(_ view: UIView) {
    view.removeFromSuperview()
    subviews.append(view)
    view.superview = self
  }

  open func removeFromSuperview() {
    superview?.subviews.removeAll { $0 === self }
    superview = nil
  }
}
