/// Incremental UTF-8 decoder fed one byte at a time by the terminal reader.
///
/// libedit's custom reader must hand over whole characters, but a keystroke's bytes can arrive
/// in separate reads; the state persists between bytes. Broken sequences become U+FFFD, so
/// nothing the terminal sends can make the reader fail.
struct UTF8Decoder {
  private var value: UInt32 = 0
  private var remaining = 0
  private var minimum: UInt32 = 0

  static let replacement: Unicode.Scalar = "\u{FFFD}"

  /// Decodes `byte`, appending 0, 1 or 2 scalars (a replacement for a cut-off sequence and the
  /// byte's own character).
  mutating func feed(_ byte: UInt8, into output: inout [Unicode.Scalar]) {
    if remaining > 0 {
      if byte & 0xC0 == 0x80 {
        value = value << 6 | UInt32(byte & 0x3F)
        remaining -= 1
        if remaining == 0 {
          output.append(finishedScalar())
        }
        return
      }
      // The sequence was cut short: report it, then read this byte afresh.
      remaining = 0
      output.append(Self.replacement)
    }
    switch byte {
    case 0x00..<0x80:
      output.append(Unicode.Scalar(byte))
    case 0xC2...0xDF:
      start(UInt32(byte & 0x1F), remaining: 1, minimum: 0x80)
    case 0xE0...0xEF:
      start(UInt32(byte & 0x0F), remaining: 2, minimum: 0x800)
    case 0xF0...0xF4:
      start(UInt32(byte & 0x07), remaining: 3, minimum: 0x1_0000)
    default:
      output.append(Self.replacement)
    }
  }

  /// Ends the input: an unfinished sequence becomes U+FFFD.
  mutating func flush() -> Unicode.Scalar? {
    guard remaining > 0 else { return nil }
    remaining = 0
    return Self.replacement
  }

  /// Forgets a partial sequence (Ctrl-C drops what was being typed).
  mutating func reset() {
    remaining = 0
  }

  private mutating func start(_ bits: UInt32, remaining: Int, minimum: UInt32) {
    value = bits
    self.remaining = remaining
    self.minimum = minimum
  }

  /// Rejects overlong forms and surrogates, which `Unicode.Scalar` also refuses.
  private func finishedScalar() -> Unicode.Scalar {
    guard value >= minimum, let scalar = Unicode.Scalar(value) else { return Self.replacement }
    return scalar
  }
}
