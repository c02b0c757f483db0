/// A segmented control: its segments' titles and the one selected.
@preconcurrency @MainActor
open class UISegmentedControl: UIControl {
  public static let noSegment = -1
  private var titles: [String?] = []
  open var selectedSegmentIndex = UISegmentedControl.noSegment {
    didSet { setNeedsDisplay() }
  }
  open var numberOfSegments: Int { titles.count }

  public init(items: [Any]?) {
    titles = (items ?? []).map { $0 as? String }
    super.init(frame: .zero)
  }

  override public init(frame: CGRect) {
    super.init(frame: frame)
  }

  public required init?(coder: NSCoder) {
    super.init(coder: coder)
  }

  open func titleForSegment(at segment: Int) -> String? {
    titles.indices.contains(segment) ? titles[segment] : nil
  }

  open func insertSegment(withTitle title: String?, at segment: Int, animated: Bool) {
    titles.insert(title, at: min(max(segment, 0), titles.count))
  }

  open func setTitle(_ title: String?, forSegmentAt segment: Int) {
    if titles.indices.contains(segment) { titles[segment] = title }
  }
}
