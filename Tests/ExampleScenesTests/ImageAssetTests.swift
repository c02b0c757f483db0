import Foundation
import TestSupport
import Testing

@testable import ExampleData
@testable import ExampleScenes

@Suite struct ImageAssetTests {
  @Test func readsTheShippedPNG() throws {
    let bytes = SceneFixtures.rootImagePNG
    let image = try ImageAsset(bytes: bytes)
    #expect(image.format == .png)
    #expect(image.width == 24)
    #expect(image.height == 16)
    #expect(image.byteCount == 159)
    #expect(image.bytes == Data(bytes))
  }

  @Test func readsABaselineJPEGFrameHeaderAfterOtherSegments() throws {
    let image = try ImageAsset(bytes: JPEG.baseline(width: 640, height: 480))
    #expect(image.format == .jpeg)
    #expect(image.width == 640)
    #expect(image.height == 480)
  }

  @Test func readsAProgressiveJPEGWithFillBytesAndRestartMarkers() throws {
    let bytes =
      JPEG.startOfImage + [0xFF, 0xFF, 0xD0] + JPEG.app0
      + [0xFF, 0xFF, 0xC2, 0x00, 0x0B, 0x08, 0x00, 0x10, 0x00, 0x18, 0x01, 0x01, 0x11, 0x00]
    let image = try ImageAsset(bytes: bytes)
    #expect(image.format == .jpeg)
    #expect(image.width == 24)
    #expect(image.height == 16)
  }

  @Test func emptyAndGarbageBytesAreMalformed() {
    let inputs: [[UInt8]] = [
      [],
      [0x00],
      Array("GIF89a, not what we serve".utf8),
      Array("<html>502 Bad Gateway</html>".utf8),
      [UInt8](repeating: 0xFF, count: 64),
      JPEG.startOfImage,
    ]
    for bytes in inputs {
      #expect(throws: DataSourceError.malformed) { try ImageAsset(bytes: bytes) }
    }
  }

  @Test func everyTruncatedPNGHeaderIsMalformed() throws {
    let png = SceneFixtures.rootImagePNG
    // Signature (8) + chunk length (4) + "IHDR" (4) + width (4) + height (4).
    for length in 0..<24 {
      #expect(throws: DataSourceError.malformed) {
        try ImageAsset(bytes: Array(png.prefix(length)))
      }
    }
    #expect(try ImageAsset(bytes: Array(png.prefix(24))).width == 24)
  }

  @Test func everyTruncatedJPEGHeaderIsMalformed() throws {
    let jpeg = JPEG.baseline(width: 640, height: 480)
    let endOfSize = try #require(JPEG.endOfFrameSize(in: jpeg))
    for length in 0..<endOfSize {
      #expect(throws: DataSourceError.malformed) {
        try ImageAsset(bytes: Array(jpeg.prefix(length)))
      }
    }
    #expect(try ImageAsset(bytes: Array(jpeg.prefix(endOfSize))).width == 640)
  }

  @Test func pngHeadersThatLieAreMalformed() {
    let png = SceneFixtures.rootImagePNG
    var wrongChunk = png
    wrongChunk[15] = UInt8(ascii: "X")
    var zeroWidth = png
    zeroWidth.replaceSubrange(16..<20, with: [0, 0, 0, 0])
    var hugeHeight = png
    hugeHeight.replaceSubrange(20..<24, with: [0xFF, 0xFF, 0xFF, 0xFF])
    var wrongLength = png
    wrongLength[11] = 12
    for bytes in [wrongChunk, zeroWidth, hugeHeight, wrongLength] {
      #expect(throws: DataSourceError.malformed) { try ImageAsset(bytes: bytes) }
    }
  }

  @Test func jpegsWithoutAFrameHeaderAreMalformed() {
    let scanFirst = JPEG.startOfImage + JPEG.app0 + [0xFF, 0xDA, 0x00, 0x02]
    let endFirst = JPEG.startOfImage + [0xFF, 0xD9]
    let shortSegment = JPEG.startOfImage + [0xFF, 0xE0, 0x00, 0x01]
    let noMarker = JPEG.startOfImage + [0x12, 0x34]
    let zeroHeight =
      JPEG.startOfImage + [0xFF, 0xC0, 0x00, 0x0B, 0x08, 0x00, 0x00, 0x00, 0x10, 0x01, 0x01, 0x11]
    // A segment claiming more bytes than there are must not be read past the end.
    let overlong = JPEG.startOfImage + [0xFF, 0xE1, 0xFF, 0xFF, 0x00]
    for bytes in [scanFirst, endFirst, shortSegment, noMarker, zeroHeight, overlong] {
      #expect(throws: DataSourceError.malformed) { try ImageAsset(bytes: bytes) }
    }
  }

  @Test func scrambledHeadersNeverCrash() {
    // Deterministic noise over the first bytes of both formats: every outcome is either an
    // image or `.malformed`, never a trap.
    var generator = SplitMix64(seed: 0x5EED)
    let originals = [SceneFixtures.rootImagePNG, JPEG.baseline(width: 640, height: 480)]
    for original in originals {
      for _ in 0..<2_000 {
        var bytes = Array(original.prefix(Int(generator.next() % UInt64(original.count + 1))))
        for _ in 0..<3 where !bytes.isEmpty {
          let index = Int(generator.next() % UInt64(bytes.count))
          bytes[index] = UInt8(truncatingIfNeeded: generator.next())
        }
        do {
          let image = try ImageAsset(bytes: bytes)
          #expect(image.width > 0 && image.height > 0)
        } catch {
          #expect(error == .malformed)
        }
      }
    }
  }
}

/// JPEG byte sequences built by hand, segment by segment.
private enum JPEG {
  static let startOfImage: [UInt8] = [0xFF, 0xD8]
  /// APP0 "JFIF", version 1.1, no thumbnail.
  static let app0: [UInt8] =
    [0xFF, 0xE0, 0x00, 0x10] + Array("JFIF".utf8)
    + [0x00, 0x01, 0x01, 0x00, 0x00, 0x01, 0x00, 0x01, 0x00, 0x00]

  /// SOI, APP0, a quantisation table, a Huffman table (DHT shares the SOF marker range and
  /// must be skipped), the baseline frame header, then the start of a scan and EOI.
  static func baseline(width: Int, height: Int) -> [UInt8] {
    let quantisation: [UInt8] = [0xFF, 0xDB, 0x00, 0x43, 0x00] + [UInt8](repeating: 1, count: 64)
    let huffman: [UInt8] = [0xFF, 0xC4, 0x00, 0x05, 0x00, 0x00, 0x00]
    let frame: [UInt8] =
      [0xFF, 0xC0, 0x00, 0x11, 0x08]
      + bigEndian16(height) + bigEndian16(width)
      + [0x03, 0x01, 0x22, 0x00, 0x02, 0x11, 0x01, 0x03, 0x11, 0x01]
    let scan: [UInt8] = [0xFF, 0xDA, 0x00, 0x0C, 0x03, 0x01, 0x00, 0x02, 0x11, 0x03, 0x11]
    return startOfImage + app0 + quantisation + huffman + frame + scan + [0x00, 0x3F, 0x00]
      + [0xFF, 0xD9]
  }

  /// Where the baseline frame header's width field ends: the shortest prefix with a size.
  static func endOfFrameSize(in bytes: [UInt8]) -> Int? {
    let marker: [UInt8] = [0xFF, 0xC0]
    guard let start = bytes.indices.first(where: { bytes[$0...].starts(with: marker) }) else {
      return nil
    }
    // Marker (2), length (2), precision (1), height (2), width (2).
    return start + 9
  }

  private static func bigEndian16(_ value: Int) -> [UInt8] {
    [UInt8(truncatingIfNeeded: value >> 8), UInt8(truncatingIfNeeded: value)]
  }
}
