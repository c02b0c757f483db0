import Foundation

/// A table's cell: the labels and image a data source fills in, kept so that a headless view
/// can be read, inside its `contentView`. Nothing is drawn.
///
/// ```swift
/// let cell = UITableViewCell(style: .subtitle, reuseIdentifier: "OrderCell")
/// cell.textLabel?.text = "Order 7"
/// cell.detailTextLabel?.text = "$12.00"
/// ```
@preconcurrency @MainActor
open class UITableViewCell: UIView {
  public enum CellStyle: Sendable { case `default`, value1, value2, subtitle }
  public enum AccessoryType: Sendable {
    case none, disclosureIndicator, detailDisclosureButton, checkmark, detailButton
  }

  open private(set) var reuseIdentifier: String?
  open private(set) var contentView = UIView()
  /// Every style has one.
  open private(set) var textLabel: UILabel?
  /// Nil for the `.default` style, as in UIKit.
  open private(set) var detailTextLabel: UILabel?
  open private(set) var imageView: UIImageView?
  open var accessoryType = AccessoryType.none
  open var isSelected = false

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
    super.init(frame: .zero)
    addSubview(contentView)
  }
}
