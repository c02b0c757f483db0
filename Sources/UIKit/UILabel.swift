/// A label: the text a view shows, kept so that a headless view can be read.
@preconcurrency @MainActor
open class UILabel: UIView {
  open var text: String? { didSet { setNeedsDisplay() } }
}
