import Foundation

/// An image as its encoded bytes and its size in pixels, read from a PNG or JPEG header:
/// `UIImage(data:)` fails for anything else, as UIKit's does. Or an image by name, which
/// keeps only its name: there is no asset catalog headless. Nothing is decoded or drawn.
///
/// ```swift
/// let image = UIImage(data: pngBytes)
/// image?.size  // (64.0, 48.0)
/// image?.pngData() == pngBytes  // true
/// UIImage(named: "placeholder")?.name  // "placeholder"
/// ```
public final class UIImage: Sendable, CustomStringConvertible, CustomReflectable {
  public enum Format: Sendable {
    case png, jpeg
    /// An image made by name, from the app's assets: its bytes are not read headless.
    case asset
  }

  /// Zero for an image made by name.
  public let size: CGSize
  public let format: Format
  /// The name it was made with; nil for one made from bytes.
  public let name: String?
  private let data: Data

  public init?(data: Data) {
    guard let (format, size) = Self.header(of: [UInt8](data)) else { return nil }
    self.data = data
    self.format = format
    self.size = size
    name = nil
  }

  /// An image that keeps `name`: an asset catalog is not read headless, so a name makes an
  /// image with no bytes and no size, where UIKit gives nil for a name its bundle lacks.
  public init?(named name: String) {
    self.name = name
    data = Data()
    format = .asset
    size = .zero
  }

  /// The bytes, when the image is a PNG (no conversion is made).
  public func pngData() -> Data? { format == .png ? data : nil }

  /// The bytes, when the image is a JPEG (the quality is not applied).
  public func jpegData(compressionQuality: CGFloat) -> Data? { format == .jpeg ? data : nil }

  public var description: String {
    if let name { return "UIImage(named: \"\(name)\")" }
    return "UIImage(\(format), \(Int(size.width))×\(Int(size.height)), \(data.count) bytes)"
  }

  /// What a state dump shows: the name of a named image; the size, format and bytes of
  /// another, as before names were kept.
  public var customMirror: Mirror {
    if let name { return Mirror(self, children: ["name": name], displayStyle: .class) }
    return Mirror(
      self, children: ["size": size, "format": format, "data": data], displayStyle: .class)
  }

  private static func header(of bytes: [UInt8]) -> (Format, CGSize)? {
    let png: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
    if bytes.starts(with: png), bytes.count >= 24 {
      // IHDR: width and height, big-endian, right after the signature and the chunk header.
      return (
        .png, CGSize(width: Int(bigEndian: bytes, at: 16), height: Int(bigEndian: bytes, at: 20))
      )
    }
    if bytes.starts(with: [0xFF, 0xD8]) { return jpegSize(bytes).map { (.jpeg, $0) } }
    return nil
  }

  /// The size in a JPEG's first start-of-frame segment.
  private static func jpegSize(_ bytes: [UInt8]) -> CGSize? {
    var index = 2
    while index + 9 < bytes.count {
      guard bytes[index] == 0xFF else { return nil }
      let marker = bytes[index + 1]
      let length = Int(bytes[index + 2]) << 8 | Int(bytes[index + 3])
      let isFrame = (0xC0...0xCF).contains(marker) && ![0xC4, 0xC8, 0xCC].contains(marker)
      if isFrame {
        let height = Int(bytes[index + 5]) << 8 | Int(bytes[index + 6])
        let width = Int(bytes[index + 7]) << 8 | Int(bytes[index + 8])
        return CGSize(width: width, height: height)
      }
      guard length >= 2 else { return nil }
      index += 2 + length
    }
    return nil
  }
}

extension Int {
  fileprivate init(bigEndian bytes: [UInt8], at offset: Int) {
    self = bytes[offset..<(offset + 4)].reduce(0) { $0 << 8 | Int($1) }
  }
}
