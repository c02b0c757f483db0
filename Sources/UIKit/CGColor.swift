import Foundation

/// A colour as Core Graphics gives it to a layer (`UIColor.red.cgColor`): its red, green, blue
/// and alpha components, equal when they are, as Core Graphics compares colours. Linux's
/// Foundation has `CGFloat` and `CGRect` but no `CGColor`.
///
/// ```swift
/// UIColor.clear.cgColor.alpha  // 0
/// UIColor(cgColor: UIColor.red.cgColor) == .red  // true
/// ```
public final class CGColor: Sendable, Hashable, CustomStringConvertible {
  /// Red, green, blue and alpha.
  public let components: [CGFloat]?
  public let alpha: CGFloat
  public var numberOfComponents: Int { components?.count ?? 0 }

  public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
    components = [red, green, blue, alpha]
    self.alpha = alpha
  }

  public convenience init(gray: CGFloat, alpha: CGFloat) {
    self.init(red: gray, green: gray, blue: gray, alpha: alpha)
  }

  public static func == (lhs: CGColor, rhs: CGColor) -> Bool {
    lhs.components == rhs.components
  }

  public func hash(into hasher: inout Hasher) {
    hasher.combine(components)
  }

  public var description: String {
    "CGColor(\((components ?? []).map { "\($0)" }.joined(separator: ", ")))"
  }
}
