/// Eight bytes of text read as one word and tested at once, without a branch per byte: how
/// the scans of everything the shell prints (escaping, line counting) go eight bytes at a time.
package enum EightBytes {
  private static let ones: UInt64 = 0x0101_0101_0101_0101
  private static let tops: UInt64 = 0x8080_8080_8080_8080

  /// Whether all eight bytes of `word` are in 0x20…0x7E: a byte below 0x20 borrows into its
  /// top bit when 0x20 is taken from it, a byte of 0x7F or more carries into it when 0x01 is
  /// added.
  static func arePrintableASCII(_ word: UInt64) -> Bool {
    let below = (word &- ones &* 0x20) & ~word & tops
    let above = (word | ((word & ~tops) &+ ones)) & tops
    return below | above == 0
  }

  /// Whether one of the eight bytes of `word` is `byte`: a byte equal to it is zero after the
  /// exclusive or, and only a zero byte borrows into its top bit when 0x01 is taken from it.
  static func contain(_ byte: UInt8, in word: UInt64) -> Bool {
    let matched = word ^ (ones &* UInt64(byte))
    return (matched &- ones) & ~matched & tops != 0
  }

  /// The line feeds in `text`, and whether it has a carriage return: what the session log
  /// counts of every printed text (a diff is one text of a few kilobytes), eight bytes at a
  /// time, then the rest one by one.
  package static func lineBreaks(in text: String) -> (lineFeeds: Int, hasCarriageReturn: Bool) {
    var text = text
    return text.withUTF8 { bytes in
      var lineFeeds = 0
      var carriageReturns = 0
      let raw = UnsafeRawBufferPointer(bytes)
      var index = 0
      while index + 8 <= bytes.count {
        let word = raw.loadUnaligned(fromByteOffset: index, as: UInt64.self)
        lineFeeds &+= count(of: UInt8(ascii: "\n"), in: word)
        carriageReturns &+= count(of: UInt8(ascii: "\r"), in: word)
        index += 8
      }
      for byte in UnsafeBufferPointer(rebasing: bytes[index...]) {
        lineFeeds &+= byte == UInt8(ascii: "\n") ? 1 : 0
        carriageReturns &+= byte == UInt8(ascii: "\r") ? 1 : 0
      }
      return (lineFeeds, carriageReturns > 0)
    }
  }

  /// How many of the eight bytes of `word` are `byte`. A borrow can cross into the next byte,
  /// so a count adds instead: 0x7F on a byte's low seven bits carries into its top bit exactly
  /// when they are not all zero, and a byte that matched is zero in all eight.
  private static func count(of byte: UInt8, in word: UInt64) -> Int {
    let matched = word ^ (ones &* UInt64(byte))
    let nonzero = ((matched & ~tops) &+ ~tops) | matched
    return (~nonzero & tops).nonzeroBitCount
  }
}
