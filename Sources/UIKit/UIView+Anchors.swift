// A view's layout anchors, which make the constraints a programmatic layout activates. Each
// anchor names the view and the edge or size; the constraint keeps both sides and the
// constant, and nothing is solved.
//
//     NSLayoutConstraint.activate([
//       image.leadingAnchor.constraint(equalTo: card.leadingAnchor, constant: 10),
//       image.heightAnchor.constraint(equalToConstant: 50),
//     ])
//     card.constraints.map(\.constant)  // [10], and image.constraints.map(\.constant): [50]
extension UIView {
  public var leadingAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(self, .leading) }
  public var trailingAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(self, .trailing) }
  public var leftAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(self, .left) }
  public var rightAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(self, .right) }
  public var centerXAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(self, .centerX) }
  public var topAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(self, .top) }
  public var bottomAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(self, .bottom) }
  public var centerYAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(self, .centerY) }
  public var firstBaselineAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(self, .firstBaseline) }
  public var lastBaselineAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(self, .lastBaseline) }
  public var widthAnchor: NSLayoutDimension { NSLayoutDimension(self, .width) }
  public var heightAnchor: NSLayoutDimension { NSLayoutDimension(self, .height) }
}
