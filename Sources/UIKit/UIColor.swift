import Foundation

/// A colour as a plain value: its components, nothing drawn.
///
/// ```swift
/// UIColor(red: 1, green: 0.5, blue: 0, alpha: 1) == UIColor(red: 1, green: 0.5, blue: 0, alpha: 1)  // true
/// UIColor.red.description  // "UIColor(red: 1.0, green: 0.0, blue: 0.0, alpha: 1.0)"
/// ```
public struct UIColor: Sendable, Hashable, CustomStringConvertible {
  public let red: CGFloat
  public let green: CGFloat
  public let blue: CGFloat
  public let alpha: CGFloat

  public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
    self.red = red
    self.green = green
    self.blue = blue
    self.alpha = alpha
  }

  public init(white: CGFloat, alpha: CGFloat) {
    self.init(red: white, green: white, blue: white, alpha: alpha)
  }

  public init(cgColor: CGColor) {
    let components = cgColor.components ?? []
    func component(_ index: Int) -> CGFloat {
      components.indices.contains(index) ? components[index] : 0
    }
    self.init(red: component(0), green: component(1), blue: component(2), alpha: cgColor.alpha)
  }

  /// The same components, for a layer's border or shadow.
  public var cgColor: CGColor {
    CGColor(red: red, green: green, blue: blue, alpha: alpha)
  }

  public func withAlphaComponent(_ alpha: CGFloat) -> UIColor {
    UIColor(red: red, green: green, blue: blue, alpha: alpha)
  }

  public static let black = UIColor(white: 0, alpha: 1)
  public static let white = UIColor(white: 1, alpha: 1)
  public static let gray = UIColor(white: 0.5, alpha: 1)
  public static let clear = UIColor(white: 0, alpha: 0)
  public static let red = UIColor(red: 1, green: 0, blue: 0, alpha: 1)
  public static let green = UIColor(red: 0, green: 1, blue: 0, alpha: 1)
  public static let blue = UIColor(red: 0, green: 0, blue: 1, alpha: 1)
  public static let systemRed = red
  public static let systemGreen = green
  public static let systemBlue = blue
  public static let label = black
  public static let secondaryLabel = gray
  public static let systemBackground = white

  public var description: String {
    "UIColor(red: \(red), green: \(green), blue: \(blue), alpha: \(alpha))"
  }
}
