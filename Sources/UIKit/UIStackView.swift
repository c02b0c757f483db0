/// A stack of views: the ones it arranges, also its subviews, as in UIKit.
@preconcurrency @MainActor
open class UIStackView: UIView {
  open private(set) var arrangedSubviews: [UIView] = []

  open func addArrangedSubview(_ view: UIView) {
    arrangedSubviews.append(view)
    addSubview(view)
  }

  open func removeArrangedSubview(_ view: UIView) {
    arrangedSubviews.removeAll { $0 === view }
  }
}
