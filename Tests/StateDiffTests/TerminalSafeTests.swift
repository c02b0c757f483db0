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

  @Test func thousandsAreGrouped() {
    #expect(groupedThousands(0) == "0")
    #expect(groupedThousands(999) == "999")
    #expect(groupedThousands(9_980) == "9,980")
    #expect(groupedThousands(1_234_567) == "1,234,567")
  }
}
