import Foundation

/// A table's cell: the labels and image a data source fills in, kept so that a headless view
/// can be read, inside its `contentView`, and its selection, which the table sets through
/// ``setSelected(_:animated:)``. Its lifecycle is UIKit's: a class registered with the table is
/// made with `init(style: .default, reuseIdentifier:)`, and ``prepareForReuse()`` runs when the
/// table hands a cell out again after `reloadData()`. `awakeFromNib()` is not called: no
/// storyboard prototype or nib is read headless. Nothing is drawn.
///
/// ```swift
/// let cell = UITableViewCell(style: .subtitle, reuseIdentifier: "OrderCell")
/// cell.textLabel?.text = "Order 7"
/// cell.detailTextLabel?.text = "$12.00"
/// ```
@preconcurrency @MainActor
open class UITableViewCell: UIView {
  public enum CellStyle: Int, Sendable { case `default`, value1, value2, subtitle }
  public enum AccessoryType: Int, Sendable {
    case none, disclosureIndicator, detailDisclosureButton, checkmark, detailButton
  }
  /// How a selected cell would be shown: kept.
  public enum SelectionStyle: Int, Sendable { case none, blue, gray, `default` }

  open private(set) var reuseIdentifier: String?
  open private(set) var contentView = UIView()
  /// Every style has one.
  open private(set) var textLabel: UILabel?
  /// Nil for the `.default` style, as in UIKit.
  open private(set) var detailTextLabel: UILabel?
  open private(set) var imageView: UIImageView?
  open var accessoryType = AccessoryType.none
  open var selectionStyle = SelectionStyle.default
  /// Setting it calls ``setSelected(_:animated:)``, as in UIKit, so an override sees it.
  open var isSelected: Bool {
    get { selected }
    set { setSelected(newValue, animated: false) }
  }
  /// Setting it calls ``setHighlighted(_:animated:)``, as in UIKit.
  open var isHighlighted: Bool {
    get { highlighted }
    set { setHighlighted(newValue, animated: false) }
  }
  private var selected = false
  private var highlighted = false

  public init(style: CellStyle, reuseIdentifier: String?) {
    self.reuseIdentifier = reuseIdentifier
    super.init(frame: .zero)
    addSubview(contentView)
    let textLabel = UILabel()
    let imageView = UIImageView()
    contentView.addSubview(imageView)
    contentView.addSubview(textLabel)
    self.textLabel = textLabel
    self.imageView = imageView
    if style != .default {
      let detailTextLabel = UILabel()
      contentView.addSubview(detailTextLabel)
      self.detailTextLabel = detailTextLabel
    }
  }

  /// A storyboard would decode the cell; there is none headless.
  public required init?(coder: NSCoder) {
    super.init(coder: coder)
    addSubview(contentView)
  }

  /// A `.default` cell with no reuse identifier, as UIKit makes `UITableViewCell()`.
  override public convenience init(frame: CGRect) {
    self.init(style: .default, reuseIdentifier: nil)
    self.frame = frame
  }

  /// The stand-in's own: how a table makes a cell of a class registered for `identifier`
  /// (`register(_:forCellReuseIdentifier:)`), calling `init(style: .default, reuseIdentifier:)`
  /// as UIKit does, so that a subclass's override runs. Required, so that the table can make
  /// the app's class from its type; a subclass inherits it when it declares no initializer or
  /// overrides `init(style:reuseIdentifier:)`, as cells do.
  public required convenience init(headlessReuseIdentifier identifier: String) {
    self.init(style: .default, reuseIdentifier: identifier)
  }

  /// Called as a table hands this cell out again, before the data source fills it; a subclass
  /// clears what the last row left.
  open func prepareForReuse() {}

  /// Called by the table as the cell's row is selected or deselected, and by ``isSelected``.
  open func setSelected(_ selected: Bool, animated: Bool) {
    self.selected = selected
    setNeedsDisplay()
  }

  open func setHighlighted(_ highlighted: Bool, animated: Bool) {
    self.highlighted = highlighted
  }
}
