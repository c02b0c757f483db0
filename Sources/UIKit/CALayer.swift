import Foundation

/// The layer behind a view (``UIView/layer``), as an app styles it: corner radius, border,
/// shadow and opacity, kept. Nothing is composited or drawn. Not main-actor isolated, as Core
/// Animation's is not; a view's layer is only reached through its main-actor view.
///
/// ```swift
/// avatar.layer.cornerRadius = 25
/// avatar.layer.borderColor = UIColor.clear.cgColor
/// avatar.clipsToBounds  // the layer's masksToBounds
/// ```
open class CALayer {
  open var cornerRadius: CGFloat = 0
  open var masksToBounds = false
  open var borderWidth: CGFloat = 0
  /// Opaque black until set, as in Core Animation.
  open var borderColor: CGColor? = CGColor(gray: 0, alpha: 1)
  open var backgroundColor: CGColor?
  open var opacity: Float = 1
  /// Opaque black until set, as in Core Animation.
  open var shadowColor: CGColor? = CGColor(gray: 0, alpha: 1)
  open var shadowOpacity: Float = 0
  open var shadowOffset = CGSize(width: 0, height: -3)
  open var shadowRadius: CGFloat = 3

  public init() {}
}
