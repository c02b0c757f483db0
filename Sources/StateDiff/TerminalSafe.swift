/// Makes text that came from data safe to print: control characters, escape sequences, carriage
/// returns and bidi overrides come out as visible `\u{1B}`-style escapes, and long text is cut
/// with a marker saying how much was dropped.
///
/// Every string the engine prints from data goes through here; the shell uses it for alert
/// messages and other free text too.
public enum TerminalSafe {
  /// The cut-off used when the caller doesn't pass one.
  public static let defaultMaxLength = 1_000

  /// Escapes `text` for printing as plain text (no quotes added).
  ///
  /// Newlines and tabs are escaped as well so that one value stays on one line.
  /// - Parameter maxLength: characters kept before the `…(+N chars)` marker; `nil` keeps all.
  public static func escape(_ text: String, maxLength: Int? = defaultMaxLength) -> String {
    render(text, quoted: false, maxLength: maxLength)
  }

  /// Renders `text` as a Swift string literal: quoted, with `"` and `\` escaped too.
  ///
  /// A truncation marker goes after the closing quote so it can't be mistaken for data.
  public static func quoted(_ text: String, maxLength: Int? = defaultMaxLength) -> String {
    render(text, quoted: true, maxLength: maxLength)
  }

  /// Escapes every line of `text` and keeps the line breaks between them: for output that is
  /// several lines on purpose (a help page, a tree), made partly of outside text. Text already
  /// escaped passes unchanged (the escapes are printable), so escaping twice does no harm.
  public static func lines(_ text: String) -> String {
    // Escaping changes only unsafe scalars, so text whose only unsafe scalar is the line feed
    // (`→` is in every change line, and is safe) passes as it is.
    guard containsUnsafe(text, besidesLineFeeds: true) else { return text }
    return text.split(separator: "\n", omittingEmptySubsequences: false)
      .map { escape(String($0), maxLength: nil) }
      .joined(separator: "\n")
  }

  /// `text` inside a JSON document: JSON escapes C0 controls itself, but DEL, C1 controls,
  /// bidi overrides and line separators pass through an encoder raw; these become `\uXXXX`.
  public static func jsonSafe(_ json: String) -> String {
    guard containsUnsafe(json, besidesLineFeeds: false) else { return json }
    var output = ""
    for scalar in json.unicodeScalars {
      if isUnsafe(scalar) {
        let hex = String(scalar.value, radix: 16, uppercase: true)
        output += "\\u" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex
      } else {
        output.unicodeScalars.append(scalar)
      }
    }
    return output
  }

  /// Whether `text` holds a scalar `isUnsafe` refuses, read as UTF-8 bytes: every line the shell
  /// prints is checked, so this is one pass that decodes nothing. The unsafe scalars above
  /// U+007F are C1 controls (`C2 80`…`C2 9F`), U+061C (`D8 9C`) and the marks and separators
  /// at U+200E…U+206F (`E2 80 xx`, `E2 81 xx`).
  static func containsUnsafe(_ text: String, besidesLineFeeds: Bool) -> Bool {
    var contiguous = text
    return contiguous.withUTF8 { bytes in
      let raw = UnsafeRawBufferPointer(bytes)
      var index = 0
      while index < bytes.count {
        // Eight printable ASCII bytes at a time: most of what the shell prints.
        if index + 8 <= bytes.count,
          EightBytes.arePrintableASCII(raw.loadUnaligned(fromByteOffset: index, as: UInt64.self))
        {
          index += 8
          continue
        }
        let byte = bytes[index]
        switch byte {
        case 0x0A where besidesLineFeeds:
          break
        case 0x00...0x1F, 0x7F:
          return true
        case 0xC2, 0xD8, 0xE2:
          let second = index + 1 < bytes.count ? bytes[index + 1] : 0
          let third = index + 2 < bytes.count ? bytes[index + 2] : 0
          let scalar: UInt32 =
            switch byte {
            case 0xC2: 0x80 | UInt32(second & 0x3F)
            case 0xD8: 0x600 | UInt32(second & 0x3F)
            default: 0x2000 | UInt32(second & 0x3F) << 6 | UInt32(third & 0x3F)
            }
          if let decoded = Unicode.Scalar(scalar), isUnsafe(decoded) { return true }
        default:
          break
        }
        index += 1
      }
      return false
    }
  }

  /// Whether a scalar must never reach a terminal raw.
  public static func isUnsafe(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar.value {
    case 0x00...0x1F, 0x7F...0x9F:  // C0 and C1 controls, ESC and CSI included
      return true
    case 0x061C, 0x200E, 0x200F:  // invisible direction marks
      return true
    case 0x2028, 0x2029:  // line and paragraph separators break a line like \n
      return true
    case 0x202A...0x202E, 0x2066...0x2069:  // bidi embeddings, overrides and isolates
      return true
    default:
      return false
    }
  }

  /// Appends `quoted(text, maxLength:)` to `output`: text that needs no escaping is copied
  /// once, and ASCII that needs escaping or a cut (a post's body) is escaped straight into the
  /// bytes, without a quoted string of its own.
  static func appendQuoted(_ text: String, maxLength: Int?, to output: inout TextBytes) {
    guard isPlain(text, quoted: true, maxLength: maxLength) else {
      var text = text
      let cut: Int? = text.withUTF8 { bytes in
        output.appendBytes { renderASCII(bytes, quoted: true, maxLength: maxLength, to: &$0) }
      }
      if let cut {
        if cut > 0 { output += cutMarker(cut) }
      } else {
        output += renderScalars(text, quoted: true, maxLength: maxLength)
      }
      return
    }
    output.append(byte: UInt8(ascii: "\""))
    output.append(text)
    output.append(byte: UInt8(ascii: "\""))
  }

  private static func render(_ text: String, quoted: Bool, maxLength: Int?) -> String {
    if isPlain(text, quoted: quoted, maxLength: maxLength) {
      return quoted ? "\"" + text + "\"" : text
    }
    if let ascii = renderASCII(text, quoted: quoted, maxLength: maxLength) {
      return ascii
    }
    return renderScalars(text, quoted: quoted, maxLength: maxLength)
  }

  /// Any text, scalar by scalar, cut after `maxLength` characters.
  static func renderScalars(_ text: String, quoted: Bool, maxLength: Int?) -> String {
    var kept = Substring(text)
    var cut = 0
    if let maxLength {
      let limit = max(0, maxLength)
      let total = text.count
      if total > limit {
        kept = text.prefix(limit)
        cut = total - limit
      }
    }
    var output = quoted ? "\"" : ""
    output.reserveCapacity(kept.utf8.count + 8)
    for scalar in kept.unicodeScalars {
      appendEscaped(scalar, quoted: quoted, to: &output)
    }
    if quoted {
      output += "\""
    }
    if cut > 0 {
      output += cutMarker(cut)
    }
    return output
  }

  /// What follows text cut after `cut` characters were left out, in every rendering.
  private static func cutMarker(_ cut: Int) -> String {
    "…(+\(groupedThousands(cut)) chars)"
  }

  /// ASCII with something to escape or cut (a post's body with line breaks, say), byte by byte:
  /// there one byte is one character, but for a CR LF pair, which is one. The same text as
  /// `renderScalars`, without breaking graphemes; nil for any other text.
  static func renderASCII(_ text: String, quoted: Bool, maxLength: Int?) -> String? {
    var text = text
    var output: [UInt8] = []
    let cut = text.withUTF8 { renderASCII($0, quoted: quoted, maxLength: maxLength, to: &output) }
    guard let cut else { return nil }
    var result = String(decoding: output, as: UTF8.self)
    if cut > 0 {
      result += cutMarker(cut)
    }
    return result
  }

  /// Appends the escaped text to `output` and returns how many characters were cut (the
  /// marker saying so is the caller's to add); nil, appending nothing, when `bytes` are not
  /// all ASCII.
  static func renderASCII(
    _ bytes: UnsafeBufferPointer<UInt8>, quoted: Bool, maxLength: Int?, to output: inout [UInt8]
  ) -> Int? {
    guard bytes.allSatisfy({ $0 < 0x80 }) else { return nil }
    let limit = maxLength.map { max(0, $0) } ?? Int.max
    output.reserveCapacity(output.count + bytes.count + 16)
    if quoted { output.append(UInt8(ascii: "\"")) }
    var characters = 0
    var previous: UInt8 = 0
    var index = 0
    while index < bytes.count {
      // A run of bytes that stand for themselves, each its own character: copied at once, up
      // to the limit (a post's body is mostly such runs between its line breaks).
      var end = index
      while end < bytes.count, isVerbatim(bytes[end], quoted: quoted) { end += 1 }
      if end > index {
        let kept = min(end - index, max(0, limit - characters))
        output.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[index..<index + kept]))
        characters += end - index
        previous = bytes[end - 1]
        index = end
        continue
      }
      let byte = bytes[index]
      index += 1
      // The LF of a CR LF pair belongs to the character its CR began.
      if !(byte == 0x0A && previous == 0x0D) { characters += 1 }
      previous = byte
      guard characters <= limit else { continue }
      appendEscaped(byte, quoted: quoted, to: &output)
    }
    if quoted { output.append(UInt8(ascii: "\"")) }
    return max(0, characters - limit)
  }

  private static func appendEscaped(_ byte: UInt8, quoted: Bool, to output: inout [UInt8]) {
    // A backslash and a letter, appended one by one: `+= [a, b]` allocates an array per escape.
    let letter: UInt8? =
      switch byte {
      case 0x0A: UInt8(ascii: "n")
      case 0x0D: UInt8(ascii: "r")
      case 0x09: UInt8(ascii: "t")
      case 0x00: UInt8(ascii: "0")
      default: nil
      }
    if let letter {
      output.append(UInt8(ascii: "\\"))
      output.append(letter)
      return
    }
    switch byte {
    case UInt8(ascii: "\""), UInt8(ascii: "\\"):
      if quoted { output.append(UInt8(ascii: "\\")) }
      output.append(byte)
    case 0x01...0x1F, 0x7F:
      let hex = String(byte, radix: 16, uppercase: true)
      output.append(contentsOf: Array("\\u{\(hex.count < 2 ? "0" + hex : hex)}".utf8))
    default:
      output.append(byte)
    }
  }

  /// A printable ASCII byte that `appendEscaped` would append as it is.
  private static func isVerbatim(_ byte: UInt8, quoted: Bool) -> Bool {
    (0x20...0x7E).contains(byte)
      && !(quoted && (byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\")))
  }

  /// Fast path: text that fits and has nothing to escape needs no work at all. No more bytes
  /// than `maxLength` is no more characters; beyond ASCII, the unsafe scalars are looked for
  /// in the bytes too (`» profile(1) pushed` was counted character by character).
  private static func isPlain(_ text: String, quoted: Bool, maxLength: Int?) -> Bool {
    if let maxLength, text.utf8.count > maxLength {
      return false
    }
    // Over the contiguous bytes: iterating `utf8` costs several times more per byte.
    var contiguous = text
    let plainASCII: Bool? = contiguous.withUTF8 { bytes in
      // Eight printable ASCII bytes at a time while there are, as `containsUnsafe` reads.
      let raw = UnsafeRawBufferPointer(bytes)
      var start = 0
      while start + 8 <= bytes.count {
        let word = raw.loadUnaligned(fromByteOffset: start, as: UInt64.self)
        guard EightBytes.arePrintableASCII(word),
          !quoted
            || !(EightBytes.contain(UInt8(ascii: "\""), in: word)
              || EightBytes.contain(UInt8(ascii: "\\"), in: word))
        else { break }
        start += 8
      }
      var isASCII = true
      for byte in UnsafeBufferPointer(rebasing: bytes[start...]) {
        if byte < 0x20 || byte == 0x7F {
          return false
        }
        if byte > 0x7F {
          isASCII = false
        } else if quoted && (byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\")) {
          return false
        }
      }
      return isASCII ? true : nil
    }
    return plainASCII ?? !containsUnsafe(text, besidesLineFeeds: false)
  }

  private static func appendEscaped(
    _ scalar: Unicode.Scalar, quoted: Bool, to output: inout String
  ) {
    switch scalar {
    case "\n": output += "\\n"
    case "\r": output += "\\r"
    case "\t": output += "\\t"
    case "\0": output += "\\0"
    case "\"" where quoted: output += "\\\""
    case "\\" where quoted: output += "\\\\"
    default:
      if isUnsafe(scalar) {
        let hex = String(scalar.value, radix: 16, uppercase: true)
        output += "\\u{" + (hex.count < 2 ? "0" + hex : hex) + "}"
      } else {
        output.unicodeScalars.append(scalar)
      }
    }
  }
}
