/// An image view: the image a view shows, kept so that a headless view can be read.
@preconcurrency @MainActor
open class UIImageView: UIView {
  open var image: UIImage? { didSet { setNeedsDisplay() } }

  override public init(frame: CGRect = .zero) {
    super.init(frame: frame)
  }

  public init(image: UIImage?) {
    self.image = image
    super.init(frame: .zero)
  }
}
