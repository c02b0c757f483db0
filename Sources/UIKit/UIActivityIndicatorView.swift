/// A spinner: whether it spins, which a loading view shows.
@preconcurrency @MainActor
open class UIActivityIndicatorView: UIView {
  open private(set) var isAnimating = false { didSet { setNeedsDisplay() } }
  open var hidesWhenStopped = true

  open func startAnimating() {
    isAnimating = true
  }

  open func stopAnimating() {
    isAnimating = false
  }
}
