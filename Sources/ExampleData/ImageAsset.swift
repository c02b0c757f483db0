import Foundation

/// An image as the MVI Root screen holds it: the bytes as loaded, plus what their header says.
/// Nothing is decoded beyond the header, so a headless scene can still show what it loaded.
public struct ImageAsset: Sendable, Equatable {
  public enum Format: String, Sendable, Equatable {
    case png
    case jpeg
  }

  /// Kept as `Data`, so state dumps show a size instead of every byte.
  public let bytes: Data
  public let format: Format
  public let width: Int
  public let height: Int

  public var byteCount: Int { bytes.count }

  /// Reads the format and the size from the header; anything that is not a well-formed PNG or
  /// JPEG header is `DataSourceError.malformed`.
  public init(bytes: [UInt8]) throws(DataSourceError) {
    let header = ImageHeader(bytes)
    guard let parsed = header.png() ?? header.jpeg() else { throw .malformed }
    self.bytes = Data(bytes)
    self.format = parsed.format
    self.width = parsed.width
    self.height = parsed.height
  }
}

/// The header parsers. Every read is bounds-checked and returns nil rather than trapping, since
/// the bytes come from a server.
private struct ImageHeader {
  typealias Parsed = (format: ImageAsset.Format, width: Int, height: Int)

  private static let pngSignature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
  private static let pngHeaderChunk = Array("IHDR".utf8)

  private let bytes: [UInt8]

  init(_ bytes: [UInt8]) {
    self.bytes = bytes
  }

  /// PNG: the signature, then the IHDR chunk first (length 13), width and height big-endian.
  func png() -> Parsed? {
    guard bytes.starts(with: Self.pngSignature),
      uint32(at: 8) == 13,
      bytes.count >= 16, Array(bytes[12..<16]) == Self.pngHeaderChunk,
      let width = uint32(at: 16), let height = uint32(at: 20),
      (1...Int(Int32.max)).contains(width), (1...Int(Int32.max)).contains(height)
    else { return nil }
    return (.png, width, height)
  }

  /// JPEG: SOI, then marker segments until a start-of-frame (SOFn) gives the size.
  func jpeg() -> Parsed? {
    guard bytes.starts(with: [0xFF, 0xD8]) else { return nil }
    var index = 2
    while true {
      // A marker is 0xFF, optionally padded with more 0xFF, then the marker code.
      guard byte(at: index) == 0xFF else { return nil }
      while byte(at: index) == 0xFF { index += 1 }
      guard let marker = byte(at: index) else { return nil }
      index += 1
      if Self.isStandalone(marker) { continue }
      // End of image or start of scan before any frame header: no size to be found.
      guard marker != 0xD9, marker != 0xDA, let length = uint16(at: index), length >= 2 else {
        return nil
      }
      if Self.isStartOfFrame(marker) {
        // Length, precision (1 byte), then height and width.
        guard length >= 7, let height = uint16(at: index + 3), let width = uint16(at: index + 5),
          height > 0, width > 0
        else { return nil }
        return (.jpeg, width, height)
      }
      index += length
    }
  }

  /// Markers without a length field: TEM, RST0–RST7 and a repeated SOI.
  private static func isStandalone(_ marker: UInt8) -> Bool {
    marker == 0x01 || (0xD0...0xD8).contains(marker)
  }

  /// SOF0–SOF15, except DHT (C4), JPG (C8) and DAC (CC) which share the range.
  private static func isStartOfFrame(_ marker: UInt8) -> Bool {
    (0xC0...0xCF).contains(marker) && ![0xC4, 0xC8, 0xCC].contains(marker)
  }

  private func byte(at index: Int) -> UInt8? {
    bytes.indices.contains(index) ? bytes[index] : nil
  }

  private func uint16(at index: Int) -> Int? {
    guard index >= 0, index + 2 <= bytes.count else { return nil }
    return Int(bytes[index]) << 8 | Int(bytes[index + 1])
  }

  private func uint32(at index: Int) -> Int? {
    guard index >= 0, index + 4 <= bytes.count else { return nil }
    return bytes[index..<index + 4].reduce(0) { $0 << 8 | Int($1) }
  }
}
