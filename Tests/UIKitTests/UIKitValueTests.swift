import Foundation
import Testing
import UIKit

@Suite struct UIKitValueTests {
  /// A PNG's first 24 bytes: the signature, then an IHDR chunk's length, type, width, height.
  private static func png(width: UInt32, height: UInt32) -> Data {
    var bytes: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0, 0, 0, 13]
    bytes += Array("IHDR".utf8)
    for value in [width, height] { bytes += withUnsafeBytes(of: value.bigEndian, Array.init) }
    return Data(bytes + [8, 6, 0, 0, 0])
  }

  @Test func aPNGsSizeIsReadFromItsHeaderAndItsBytesKept() throws {
    let data = Self.png(width: 64, height: 48)
    let image = try #require(UIImage(data: data))
    #expect(image.size == CGSize(width: 64, height: 48))
    #expect(image.pngData() == data)
    #expect(image.jpegData(compressionQuality: 0.8) == nil)
  }

  @Test func aJPEGsSizeIsReadFromItsFrameHeader() throws {
    // SOI, an APP0 segment of 16 bytes, then SOF0 with height 30 and width 40.
    var bytes: [UInt8] = [0xFF, 0xD8, 0xFF, 0xE0, 0x00, 0x10] + [UInt8](repeating: 0, count: 14)
    bytes += [0xFF, 0xC0, 0x00, 0x11, 0x08, 0x00, 30, 0x00, 40, 0x03]
    let image = try #require(UIImage(data: Data(bytes)))
    #expect(image.size == CGSize(width: 40, height: 30))
    #expect(image.jpegData(compressionQuality: 1) == Data(bytes))
  }

  @Test func bytesThatAreNoImageMakeNoImage() {
    #expect(UIImage(data: Data("<html>".utf8)) == nil)
    #expect(UIImage(data: Data()) == nil)
  }

  @Test func coloursAndFontsArePlainValues() {
    #expect(UIColor(red: 1, green: 0, blue: 0, alpha: 1) == .red)
    #expect(UIColor.red.withAlphaComponent(0.5).alpha == 0.5)
    #expect(UIFont.systemFont(ofSize: 17).pointSize == 17)
    #expect(UIFont.boldSystemFont(ofSize: 17) != UIFont.systemFont(ofSize: 17))
  }

  @Test func urlSessionComesWithUIKitAsOnADevice() {
    // `import UIKit` alone: FoundationNetworking is re-exported on Linux.
    let session: URLSession = .shared
    #expect(session.configuration.timeoutIntervalForRequest > 0)
  }

  @Test func anIndexPathHasTheRowAndSectionTablesUse() {
    var selected = IndexPath(row: 3, section: 1)
    #expect(selected.row == 3 && selected.section == 1 && selected == [1, 3])
    selected.row = 4
    #expect(selected.item == 4 && IndexPath(item: 4, section: 1) == selected)
  }
}
