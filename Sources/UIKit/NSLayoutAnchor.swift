/// One edge, centre or size of a view, from which a programmatic layout makes constraints. The
/// type parameter keeps an x-axis anchor from being tied to a y-axis one or to a size, as in
/// UIKit; the constraint made keeps both anchors' views and attributes and the constant. The
/// anchor holds its view weakly, as a constraint does.
///
/// ```swift
/// let top = label.topAnchor.constraint(equalTo: card.topAnchor, constant: 80)
/// top.firstAttribute  // .top
/// top.constant  // 80
/// top.isActive  // false until activated
/// ```
@preconcurrency @MainActor
open class NSLayoutAnchor<AnchorType: AnyObject> {
  private weak var item: AnyObject?
  private let attribute: NSLayoutConstraint.Attribute

  init(_ item: AnyObject, _ attribute: NSLayoutConstraint.Attribute) {
    self.item = item
    self.attribute = attribute
  }

  open func constraint(equalTo anchor: NSLayoutAnchor<AnchorType>) -> NSLayoutConstraint {
    constraint(.equal, anchor, 0)
  }

  open func constraint(equalTo anchor: NSLayoutAnchor<AnchorType>, constant c: CGFloat)
    -> NSLayoutConstraint
  {
    constraint(.equal, anchor, c)
  }

  open func constraint(greaterThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>)
    -> NSLayoutConstraint
  {
    constraint(.greaterThanOrEqual, anchor, 0)
  }

  open func constraint(
    greaterThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>, constant c: CGFloat
  ) -> NSLayoutConstraint {
    constraint(.greaterThanOrEqual, anchor, c)
  }

  open func constraint(lessThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>)
    -> NSLayoutConstraint
  {
    constraint(.lessThanOrEqual, anchor, 0)
  }

  open func constraint(lessThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>, constant c: CGFloat)
    -> NSLayoutConstraint
  {
    constraint(.lessThanOrEqual, anchor, c)
  }

  /// This anchor `relation` `multiplier` × `anchor` + `constant`; no second item for a size
  /// against a constant.
  func constraint(
    _ relation: NSLayoutConstraint.Relation, _ anchor: NSLayoutAnchor<AnchorType>?,
    _ constant: CGFloat, multiplier: CGFloat = 1
  ) -> NSLayoutConstraint {
    NSLayoutConstraint(
      item: item as Any, attribute: attribute, relatedBy: relation, toItem: anchor?.item,
      attribute: anchor?.attribute ?? .notAnAttribute, multiplier: multiplier,
      constant: constant)
  }
}

/// A leading, trailing, left, right or centre-x anchor.
@preconcurrency @MainActor
open class NSLayoutXAxisAnchor: NSLayoutAnchor<NSLayoutXAxisAnchor> {}

/// A top, bottom, centre-y or baseline anchor.
@preconcurrency @MainActor
open class NSLayoutYAxisAnchor: NSLayoutAnchor<NSLayoutYAxisAnchor> {}

/// A width or height anchor: besides another size, a constant or a multiple of another size.
@preconcurrency @MainActor
open class NSLayoutDimension: NSLayoutAnchor<NSLayoutDimension> {
  open func constraint(equalToConstant c: CGFloat) -> NSLayoutConstraint {
    constraint(.equal, nil, c)
  }

  open func constraint(greaterThanOrEqualToConstant c: CGFloat) -> NSLayoutConstraint {
    constraint(.greaterThanOrEqual, nil, c)
  }

  open func constraint(lessThanOrEqualToConstant c: CGFloat) -> NSLayoutConstraint {
    constraint(.lessThanOrEqual, nil, c)
  }

  open func constraint(equalTo anchor: NSLayoutDimension, multiplier m: CGFloat)
    -> NSLayoutConstraint
  {
    constraint(.equal, anchor, 0, multiplier: m)
  }

  open func constraint(
    equalTo anchor: NSLayoutDimension, multiplier m: CGFloat, constant c: CGFloat
  ) -> NSLayoutConstraint {
    constraint(.equal, anchor, c, multiplier: m)
  }

  open func constraint(greaterThanOrEqualTo anchor: NSLayoutDimension, multiplier m: CGFloat)
    -> NSLayoutConstraint
  {
    constraint(.greaterThanOrEqual, anchor, 0, multiplier: m)
  }

  open func constraint(lessThanOrEqualTo anchor: NSLayoutDimension, multiplier m: CGFloat)
    -> NSLayoutConstraint
  {
    constraint(.lessThanOrEqual, anchor, 0, multiplier: m)
  }
}
