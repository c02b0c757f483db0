import Foundation

/// A font as a plain value: a name and a size.
///
/// ```swift
/// UIFont.boldSystemFont(ofSize: 17).description  // "UIFont(.SFUI-Bold, 17.0)"
/// ```
public struct UIFont: Sendable, Hashable, CustomStringConvertible {
  public let fontName: String
  public let pointSize: CGFloat

  public init?(name fontName: String, size fontSize: CGFloat) {
    self.fontName = fontName
    self.pointSize = fontSize
  }

  private init(system name: String, size: CGFloat) {
    fontName = name
    pointSize = size
  }

  public static func systemFont(ofSize fontSize: CGFloat) -> UIFont {
    UIFont(system: ".SFUI-Regular", size: fontSize)
  }

  public static func boldSystemFont(ofSize fontSize: CGFloat) -> UIFont {
    UIFont(system: ".SFUI-Bold", size: fontSize)
  }

  public func withSize(_ fontSize: CGFloat) -> UIFont {
    UIFont(system: fontName, size: fontSize)
  }

  public var description: String { "UIFont(\(fontName), \(pointSize))" }
}
