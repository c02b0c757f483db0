/// Makes text that came from data safe to print: control characters, escape sequences, carriage
/// returns, bidi overrides and the characters a terminal shows as nothing (a zero-width space,
/// a byte order mark) come out as visible `\u{1B}`-style escapes, and long text is cut with a
/// marker saying how much was dropped.
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
  /// bidi overrides, line separators and invisible characters pass through an encoder raw;
  /// these become `\uXXXX` (an emoji's joiner too: in JSON an escape loses nothing).
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
  /// prints is checked, so this is one pass over the bytes, eight printable ASCII bytes at a
  /// time where it can; a scalar of two to four bytes (a C1 control, a bidi mark, a zero-width
  /// space, a tag character) is decoded from its bytes and looked up.
  static func containsUnsafe(_ text: String, besidesLineFeeds: Bool) -> Bool {
    var contiguous = text
    return contiguous.withUTF8 { bytes in
      let raw = UnsafeRawBufferPointer(bytes)
      var index = 0
      while index < bytes.count {
        // Eight printable ASCII bytes at a time: most of what the shell prints. Each is a
        // scalar of its own, so `index` stays at the start of one.
        if index + 8 <= bytes.count,
          EightBytes.arePrintableASCII(raw.loadUnaligned(fromByteOffset: index, as: UInt64.self))
        {
          index += 8
          continue
        }
        let byte = bytes[index]
        if byte < 0x80 {
          if byte < 0x20 || byte == 0x7F, !(byte == 0x0A && besidesLineFeeds) { return true }
          index += 1
          continue
        }
        // A lead byte (a `String` is valid UTF-8): its scalar's length, then its value.
        let length = byte >= 0xF0 ? 4 : byte >= 0xE0 ? 3 : 2
        var value = UInt32(byte) & (0x7F >> length)
        for offset in 1..<length where index + offset < bytes.count {
          value = value << 6 | UInt32(bytes[index + offset] & 0x3F)
        }
        if let scalar = Unicode.Scalar(value), isUnsafe(scalar) { return true }
        index += length
      }
      return false
    }
  }

  /// Whether a scalar must never reach a terminal raw: controls, and every scalar a terminal
  /// shows as nothing at all (Unicode's Default_Ignorable_Code_Point set, which holds the bidi
  /// controls), so that `\u{200B}fetch` never looks like `fetch`.
  public static func isUnsafe(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar.value {
    case 0x00...0x1F, 0x7F...0x9F:  // C0 and C1 controls, ESC and CSI included
      return true
    case 0x2028, 0x2029:  // line and paragraph separators break a line like \n
      return true
    // Default_Ignorable_Code_Point (DerivedCoreProperties.txt): a soft hyphen, joiners, fillers
    // and variation selectors, zero-width spaces and the byte order mark, the bidi marks,
    // embeddings, overrides and isolates, invisible operators, tag characters.
    case 0x00AD, 0x034F, 0x061C, 0x115F, 0x1160, 0x17B4, 0x17B5, 0x180B...0x180F:
      return true
    case 0x200B...0x200F, 0x202A...0x202E, 0x2060...0x206F, 0x3164:
      return true
    case 0xFE00...0xFE0F, 0xFEFF, 0xFFA0, 0xFFF0...0xFFF8:
      return true
    case 0x1BCA0...0x1BCA3, 0x1D173...0x1D17A, 0xE0000...0xE0FFF:
      return true
    default:
      return false
    }
  }

  /// The scalars of `text` that must not reach a terminal as they are (`mustEscape`): none in
  /// anything escaped here. An emoji's joiner or selector is no leak; one anywhere else is.
  public static func leaks(in text: String) -> [Unicode.Scalar] {
    var found: [Unicode.Scalar] = []
    var previousIsEmoji = false
    for scalar in text.unicodeScalars {
      let escape = mustEscape(scalar, previousIsEmoji: previousIsEmoji)
      if escape { found.append(scalar) }
      previousIsEmoji = !escape && (isEmoji(scalar) || isUnsafe(scalar))
    }
    return found
  }

  /// Whether `scalar` must be escaped where it stands in the text: as `isUnsafe` says, except a zero-width joiner or a variation selector inside an emoji (`❤️`, `👩‍💻`),
  /// which the terminal draws as part of that emoji, not as nothing. `previousIsEmoji` says
  /// whether the scalar before it was an emoji or such a part of one, kept raw.
  static func mustEscape(_ scalar: Unicode.Scalar, previousIsEmoji: Bool) -> Bool {
    guard isUnsafe(scalar) else { return false }
    switch scalar.value {
    case 0x200D, 0xFE0E, 0xFE0F: return !previousIsEmoji
    default: return true
    }
  }

  /// Whether `scalar`, kept raw, lets a joiner or a variation selector after it stay raw: an
  /// emoji beyond ASCII (the digits, `#` and `*` are emoji too, but only as keycaps).
  static func isEmoji(_ scalar: Unicode.Scalar) -> Bool {
    scalar.value > 0x7F && scalar.properties.isEmoji
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
    var previousIsEmoji = false
    for scalar in kept.unicodeScalars {
      let escaped = mustEscape(scalar, previousIsEmoji: previousIsEmoji)
      appendEscaped(scalar, quoted: quoted, escaped: escaped, to: &output)
      previousIsEmoji = !escaped && (isEmoji(scalar) || isUnsafe(scalar))
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

  /// Appends `scalar`, as an escape when it is a control or `escaped` says so.
  private static func appendEscaped(
    _ scalar: Unicode.Scalar, quoted: Bool, escaped: Bool, to output: inout String
  ) {
    switch scalar {
    case "\n": output += "\\n"
    case "\r": output += "\\r"
    case "\t": output += "\\t"
    case "\0": output += "\\0"
    case "\"" where quoted: output += "\\\""
    case "\\" where quoted: output += "\\\\"
    default:
      if escaped {
        let hex = String(scalar.value, radix: 16, uppercase: true)
        output += "\\u{" + (hex.count < 2 ? "0" + hex : hex) + "}"
      } else {
        output.unicodeScalars.append(scalar)
      }
    }
  }
}
