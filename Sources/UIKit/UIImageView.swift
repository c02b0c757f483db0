/// An image view: the image a view shows (for one made by name, its name), kept so that a
/// headless view can be read; how it is fitted (`contentMode`) is kept, not drawn.
///
/// ```swift
/// let avatar = UIImageView()
/// avatar.image = UIImage(named: "placeholder")
/// avatar.image?.name  // "placeholder"
/// ```
@preconcurrency @MainActor
open class UIImageView: UIView {
  open var image: UIImage? { didSet { setNeedsDisplay() } }

  override public init(frame: CGRect) {
    super.init(frame: frame)
  }

  public init(image: UIImage?) {
    self.image = image
    super.init(frame: .zero)
  }

  public required init?(coder: NSCoder) {
    super.init(coder: coder)
  }
}
