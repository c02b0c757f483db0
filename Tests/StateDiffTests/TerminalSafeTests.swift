import TestSupport
import Testing

@testable import StateDiff

@Suite struct TerminalSafeTests {
  @Test func clearScreenIsEscaped() {
    #expect(Dump.line("a\u{1B}[2Jb") == #""a\u{1B}[2Jb""#)
  }

  @Test func osc52ClipboardIsEscaped() {
    #expect(
      Dump.line("\u{1B}]52;c;cm0gLXJmIH4=\u{07}") == #""\u{1B}]52;c;cm0gLXJmIH4=\u{07}""#)
  }

  @Test func carriageReturnAndBidiOverridesAreEscaped() {
    #expect(Dump.line("safe\rEVIL") == #""safe\rEVIL""#)
    #expect(Dump.line("abc\u{202E}fed") == #""abc\u{202E}fed""#)
    #expect(
      TerminalSafe.escape("\u{202A}\u{202B}\u{202C}\u{202D}\u{2066}\u{2067}\u{2068}\u{2069}")
        == #"\u{202A}\u{202B}\u{202C}\u{202D}\u{2066}\u{2067}\u{2068}\u{2069}"#)
  }

  @Test func quotesBackslashesAndNewlines() {
    #expect(Dump.line("say \"hi\"\\\n\tok") == #""say \"hi\"\\\n\tok""#)
    #expect(TerminalSafe.escape("say \"hi\"\\\nok") == #"say "hi"\\nok"#)
  }

  /// A zero-width space, a byte order mark, a word joiner: invisible, so `\u{200B}fetch` would
  /// look like `fetch`. Escaped like controls.
  @Test func invisibleCharactersAreEscaped() {
    #expect(TerminalSafe.escape("\u{200B}fetch") == #"\u{200B}fetch"#)
    #expect(TerminalSafe.escape("a\u{FEFF}b\u{2060}c") == #"a\u{FEFF}b\u{2060}c"#)
    #expect(Dump.line("soft\u{AD}hyphen") == #""soft\u{AD}hyphen""#)
    #expect(TerminalSafe.escape("tag\u{E0041}") == #"tag\u{E0041}"#)
    #expect(TerminalSafe.lines("x\n\u{200B}y") == "x\n\\u{200B}y")
    #expect(TerminalSafe.jsonSafe("\"\u{FEFF}\"") == #""\uFEFF""#)
  }

  /// The set escaped is Unicode's Default_Ignorable_Code_Point, exactly (beside the controls
  /// and the line and paragraph separators), checked against the standard library's own
  /// table for every scalar.
  @Test func theInvisibleSetIsDefaultIgnorable() {
    var disagreements: [String] = []
    for value in UInt32(0)...0x10FFFF {
      guard let scalar = Unicode.Scalar(value) else { continue }
      let expected =
        scalar.properties.isDefaultIgnorableCodePoint || value < 0x20 || (0x7F...0x9F) ~= value
        || value == 0x2028 || value == 0x2029
      if TerminalSafe.isUnsafe(scalar) != expected {
        disagreements.append(String(value, radix: 16, uppercase: true))
      }
    }
    #expect(disagreements.isEmpty, "\(disagreements.prefix(20))")
  }

  /// The byte scan reads eight ASCII bytes at a time, then decodes scalars of two, three and
  /// four bytes: an invisible one is found at every offset, after any run of ASCII.
  @Test func theByteScanFindsInvisibleScalarsAtEveryOffset() {
    for invisible in ["\u{AD}", "\u{34F}", "\u{200B}", "\u{FEFF}", "\u{2060}", "\u{E0041}"] {
      for offset in 0..<20 {
        let prefix = String(repeating: "a", count: offset)
        for text in [prefix + invisible, prefix + "é→" + invisible + "zzzzzzzzz"] {
          #expect(TerminalSafe.containsUnsafe(text, besidesLineFeeds: false), "\(offset)")
          #expect(!TerminalSafe.escape(text).unicodeScalars.contains(where: TerminalSafe.isUnsafe))
        }
      }
      #expect(!TerminalSafe.containsUnsafe("é→日本👩aaaaaaaaa", besidesLineFeeds: false))
    }
  }

  /// A joiner or a variation selector inside an emoji is drawn as part of it: kept. Anywhere
  /// else it is invisible: escaped.
  @Test func emojiKeepTheirJoinersAndSelectors() {
    #expect(TerminalSafe.escape("❤️ 👩‍💻 ❤️‍🔥") == "❤️ 👩‍💻 ❤️‍🔥")
    #expect(TerminalSafe.escape("a\u{FE0F}b\u{200D}c") == #"a\u{FE0F}b\u{200D}c"#)
    #expect(TerminalSafe.escape("1\u{FE0F}") == #"1\u{FE0F}"#)
    #expect(TerminalSafe.escape("\u{200D}x") == #"\u{200D}x"#)
    #expect(TerminalSafe.leaks(in: "❤️ 👩‍💻") == [])
    #expect(TerminalSafe.leaks(in: "a\u{FE0F}\u{200D}") == ["\u{FE0F}", "\u{200D}"])
  }

  @Test func ordinaryUnicodePassesThrough() {
    #expect(TerminalSafe.escape("Zoë 👩‍💻 日本") == "Zoë 👩‍💻 日本")
  }

  @Test func noRawControlCharacterSurvives() {
    let nasty = (0..<0x20).map { String(UnicodeScalar(UInt8($0))) }.joined() + "\u{7F}\u{9B}"
    let rendered = Dump.line(nasty) + TerminalSafe.escape(nasty)
    #expect(!rendered.unicodeScalars.contains(where: TerminalSafe.isUnsafe))
  }

  @Test func longTextIsCutWithACount() {
    let long = String(repeating: "é", count: 1_300)
    #expect(
      TerminalSafe.escape(long, maxLength: 4) == "éééé…(+1,296 chars)")
    #expect(TerminalSafe.escape(long, maxLength: nil).count == 1_300)
    #expect(TerminalSafe.escape("short", maxLength: 5) == "short")
  }

  @Test func escapesInDiffLines() {
    let lines = diff("ok", "\u{1B}[2J\r", at: Path("alert")).pathLines()
    #expect(lines == [#"~ alert: "ok" → "\u{1B}[2J\r""#])
  }

  /// The byte-by-byte path for ASCII must print exactly what the scalar-by-scalar path does:
  /// every control character, quotes, CR LF pairs (one character each), runs of plain bytes
  /// and every cut-off.
  @Test func asciiFastPathMatchesTheScalarPath() {
    let alphabet: [UInt8] = [
      0x00, 0x07, 0x09, 0x0A, 0x0D, 0x1B, 0x22, 0x5C, 0x41, 0x20, 0x7F, 0x7E,
      // Runs of plain letters, which the fast path copies whole, cut anywhere.
      0x61, 0x62, 0x63, 0x64, 0x65, 0x66,
    ]
    var generator = SplitMix64(seed: 2026)
    for _ in 0..<2_000 {
      let length = Int.random(in: 0...24, using: &generator)
      let bytes = (0..<length).map { _ in alphabet.randomElement(using: &generator) ?? 0x41 }
      let text = String(decoding: bytes, as: UTF8.self)
      for quoted in [false, true] {
        for maxLength in [nil, 0, 1, 3, 8, 30] as [Int?] {
          let fast = TerminalSafe.renderASCII(text, quoted: quoted, maxLength: maxLength)
          let slow = TerminalSafe.renderScalars(text, quoted: quoted, maxLength: maxLength)
          #expect(
            fast == slow, "\(bytes) quoted: \(quoted) maxLength: \(String(describing: maxLength))")
        }
      }
    }
    #expect(TerminalSafe.renderASCII("é", quoted: true, maxLength: nil) == nil)
    #expect(TerminalSafe.quoted("a\r\nb", maxLength: 2) == #""a\r\n"…(+1 chars)"#)
  }

  /// Text quoted into bytes (a diff line, a summary) is what quoting into a string gives, after
  /// whatever the line held before: plain, escaped, cut, and beyond ASCII.
  @Test func quotingIntoBytesMatchesQuotingIntoAString() {
    let pieces = ["a", "bc", "\n", "\r\n", "\"", "\\", "\u{1B}", "é", "→", "\u{202E}", " "]
    var generator = SplitMix64(seed: 2026)
    for _ in 0..<2_000 {
      let text = (0..<Int.random(in: 0...12, using: &generator))
        .map { _ in pieces.randomElement(using: &generator) ?? "a" }.joined()
      for maxLength in [nil, 0, 1, 3, 8, 30] as [Int?] {
        var bytes = TextBytes()
        bytes.append("~ x: ")
        bytes.appendQuoted(text, maxLength: maxLength)
        #expect(
          bytes.string == "~ x: " + TerminalSafe.quoted(text, maxLength: maxLength),
          "\(text.debugDescription) maxLength: \(String(describing: maxLength))")
      }
    }
  }

  /// The byte scan finds exactly the scalars `isUnsafe` refuses, their neighbours passing.
  @Test func byteScanAgreesWithTheScalarCheck() {
    let scalars: [UInt32] = [
      0x0A, 0x09, 0x1B, 0x41, 0x7E, 0x7F, 0x80, 0x9F, 0xA0, 0xE9, 0x5FF, 0x61B, 0x61C, 0x61D,
      0x200D, 0x200E, 0x200F, 0x2010, 0x2027, 0x2028, 0x2029, 0x202A, 0x202E, 0x202F, 0x2065,
      0x2066, 0x2069, 0x206A, 0x2192, 0x1F469,
    ]
    var generator = SplitMix64(seed: 2026)
    for _ in 0..<5_000 {
      let text = String(
        String.UnicodeScalarView(
          (0..<Int.random(in: 0...20, using: &generator)).compactMap { _ in
            Unicode.Scalar(scalars.randomElement(using: &generator) ?? 0x41)
          }))
      let all = text.unicodeScalars.contains(where: TerminalSafe.isUnsafe)
      let besides = text.unicodeScalars.contains { $0 != "\n" && TerminalSafe.isUnsafe($0) }
      #expect(
        TerminalSafe.containsUnsafe(text, besidesLineFeeds: false) == all,
        "\(text.debugDescription)")
      #expect(
        TerminalSafe.containsUnsafe(text, besidesLineFeeds: true) == besides,
        "\(text.debugDescription)")
    }
  }

  /// Printable ASCII is skipped eight bytes at a time: one unsafe byte is found wherever it
  /// sits in a long line, and the edges of the printable range pass.
  @Test func byteScanFindsOneUnsafeByteAnywhereInALine() {
    for position in 0..<24 {
      for scalar in ["\u{0}", "\u{1B}", "\u{1F}", "\u{7F}", "\u{85}", "\u{202E}"] {
        let line =
          String(repeating: "a", count: position) + scalar + String(repeating: "b", count: 23)
        #expect(
          TerminalSafe.containsUnsafe(line, besidesLineFeeds: true), "\(line.debugDescription)")
      }
      for scalar in [" ", "~", "\n", "é", "→"] {
        let line =
          String(repeating: "a", count: position) + scalar + String(repeating: "b", count: 23)
        #expect(
          !TerminalSafe.containsUnsafe(line, besidesLineFeeds: true), "\(line.debugDescription)")
      }
    }
  }

  /// The fast path reads eight bytes at a time: a quote, a backslash, a control or a scalar
  /// beyond ASCII at any position of a word, or in the tail after the last whole word, is seen.
  @Test func escapesAreFoundAtEveryPositionOfAWord() {
    for position in 0..<20 {
      let before = String(repeating: "a", count: position)
      let after = String(repeating: "b", count: 19 - position)
      #expect(TerminalSafe.quoted(before + "\"" + after) == "\"" + before + #"\""# + after + "\"")
      #expect(TerminalSafe.quoted(before + "\\" + after) == "\"" + before + #"\\"# + after + "\"")
      #expect(TerminalSafe.escape(before + "\"" + after) == before + "\"" + after)
      #expect(TerminalSafe.escape(before + "\n" + after) == before + #"\n"# + after)
      #expect(TerminalSafe.escape(before + "»" + after) == before + "»" + after)
      #expect(TerminalSafe.escape(before + "\u{202E}" + after) == before + #"\u{202E}"# + after)
    }
  }

  @Test func thousandsAreGrouped() {
    #expect(groupedThousands(0) == "0")
    #expect(groupedThousands(999) == "999")
    #expect(groupedThousands(9_980) == "9,980")
    #expect(groupedThousands(1_234_567) == "1,234,567")
  }
}
