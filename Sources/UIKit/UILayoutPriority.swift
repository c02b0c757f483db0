/// How strongly a constraint or a view's content holds, from 1 to 1000: kept on the constraint
/// or the view, as nothing is solved.
///
/// ```swift
/// image.setContentCompressionResistancePriority(.defaultLow, for: .vertical)
/// image.contentCompressionResistancePriority(for: .vertical).rawValue  // 250
/// ```
public struct UILayoutPriority: RawRepresentable, Hashable, Sendable {
  public var rawValue: Float

  public init(rawValue: Float) {
    self.rawValue = rawValue
  }

  public init(_ rawValue: Float) {
    self.rawValue = rawValue
  }

  public static let required = UILayoutPriority(1000)
  public static let defaultHigh = UILayoutPriority(750)
  public static let dragThatCanResizeScene = UILayoutPriority(510)
  public static let sceneSizeStayPut = UILayoutPriority(500)
  public static let dragThatCannotResizeScene = UILayoutPriority(490)
  public static let defaultLow = UILayoutPriority(250)
  public static let fittingSizeLevel = UILayoutPriority(50)
}
