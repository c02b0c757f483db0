import Foundation

/// A relation between two views' edges or sizes (`first = multiplier × second + constant`),
/// kept as the app made it: activating it installs it on the views' nearest common ancestor
/// (that view's ``UIView/constraints``), as in UIKit, and nothing is solved or laid out. Its
/// items are held weakly.
///
/// ```swift
/// NSLayoutConstraint.activate([
///   title.topAnchor.constraint(equalTo: card.topAnchor, constant: 80)
/// ])
/// card.constraints.first?.firstItem === title  // true
/// card.constraints.first?.secondAttribute  // .top
/// ```
@preconcurrency @MainActor
open class NSLayoutConstraint {
  /// UIKit's raw values: `notAnAttribute` is 0, then `left` to `centerYWithinMargins` from 1.
  public enum Attribute: Int, Sendable {
    case notAnAttribute, left, right, top, bottom, leading, trailing, width, height, centerX
    case centerY, lastBaseline, firstBaseline, leftMargin, rightMargin, topMargin, bottomMargin
    case leadingMargin, trailingMargin, centerXWithinMargins, centerYWithinMargins
  }

  public enum Relation: Int, Sendable {
    case lessThanOrEqual = -1
    case equal, greaterThanOrEqual
  }

  /// The direction a content priority applies in.
  public enum Axis: Int, Sendable {
    case horizontal, vertical
  }

  open private(set) weak var firstItem: AnyObject?
  public let firstAttribute: Attribute
  public let relation: Relation
  open private(set) weak var secondItem: AnyObject?
  public let secondAttribute: Attribute
  public let multiplier: CGFloat
  open var constant: CGFloat
  open var priority = UILayoutPriority.required
  open var identifier: String?
  /// The view whose ``UIView/constraints`` hold this one while it is active.
  private(set) weak var installedOn: UIView?
  private var active = false

  public init(
    item view1: Any, attribute attr1: Attribute, relatedBy relation: Relation,
    toItem view2: Any?, attribute attr2: Attribute, multiplier: CGFloat, constant c: CGFloat
  ) {
    firstItem = view1 as AnyObject
    firstAttribute = attr1
    self.relation = relation
    secondItem = view2.map { $0 as AnyObject }
    secondAttribute = attr2
    self.multiplier = multiplier
    constant = c
  }

  /// False until activated. Activating installs it on the items' nearest common ancestor; with
  /// none (UIKit would raise) it is active and installed nowhere.
  open var isActive: Bool {
    get { active }
    set {
      guard newValue != active else { return }
      guard newValue else {
        uninstall()
        return
      }
      if let ancestor = Self.nearestCommonAncestor(firstItem, secondItem) {
        install(on: ancestor)
      } else {
        active = true
      }
    }
  }

  open class func activate(_ constraints: [NSLayoutConstraint]) {
    for constraint in constraints { constraint.isActive = true }
  }

  open class func deactivate(_ constraints: [NSLayoutConstraint]) {
    for constraint in constraints { constraint.isActive = false }
  }

  /// Installs this constraint on `view` alone, active.
  func install(on view: UIView) {
    uninstall()
    view.installedConstraints.append(self)
    installedOn = view
    active = true
  }

  private func uninstall() {
    installedOn?.installedConstraints.removeAll { $0 === self }
    installedOn = nil
    active = false
  }

  /// The nearest view that is, or holds, both items; the first item's view when there is no
  /// second.
  private static func nearestCommonAncestor(_ first: AnyObject?, _ second: AnyObject?) -> UIView? {
    guard let firstView = first as? UIView else { return nil }
    guard let secondView = second as? UIView else { return second == nil ? firstView : nil }
    var next: UIView? = firstView
    while let candidate = next {
      if secondView.isDescendant(of: candidate) { return candidate }
      next = candidate.superview
    }
    return nil
  }
}
