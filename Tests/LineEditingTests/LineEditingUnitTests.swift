import Foundation
import Testing

@testable import LineEditing

#if canImport(Glibc)
  import Glibc
#endif

@Suite struct UTF8DecoderTests {
  private func decode(_ bytes: [UInt8], flush: Bool = true) -> String {
    var decoder = UTF8Decoder()
    var scalars: [Unicode.Scalar] = []
    for byte in bytes { decoder.feed(byte, into: &scalars) }
    if flush, let last = decoder.flush() { scalars.append(last) }
    return String(String.UnicodeScalarView(scalars))
  }

  @Test func decodesOneByteAtATime() {
    #expect(decode(Array("héllo ☕ 𝄞".utf8)) == "héllo ☕ 𝄞")
  }

  @Test func holdsAnUnfinishedSequence() {
    var decoder = UTF8Decoder()
    var scalars: [Unicode.Scalar] = []
    decoder.feed(0xE2, into: &scalars)
    decoder.feed(0x98, into: &scalars)
    #expect(scalars.isEmpty)
    decoder.feed(0x95, into: &scalars)
    #expect(scalars == ["☕"])
  }

  @Test func replacesBrokenInput() {
    #expect(decode([0xFF, 0x41]) == "\u{FFFD}A")
    #expect(decode([0xE2, 0x98, 0x41]) == "\u{FFFD}A")  // cut short: the A survives
    #expect(decode([0xC0, 0xAF]) == "\u{FFFD}\u{FFFD}")  // overlong lead byte
    #expect(decode([0xE0, 0x80, 0xAF]) == "\u{FFFD}")  // overlong three-byte form
    #expect(decode([0xED, 0xA0, 0x80]) == "\u{FFFD}")  // surrogate
    #expect(decode([0x80]) == "\u{FFFD}")
    #expect(decode([0xF0, 0x9F]) == "\u{FFFD}")  // end of input mid-sequence
  }

  @Test func resetDropsAPartialSequence() {
    var decoder = UTF8Decoder()
    var scalars: [Unicode.Scalar] = []
    decoder.feed(0xC3, into: &scalars)
    decoder.reset()
    decoder.feed(0x41, into: &scalars)
    #expect(scalars == ["A"])
    #expect(decoder.flush() == nil)
  }
}

@Suite struct TabCompletionTests {
  private let intents = ["fetch", "fetchAll", "refresh", "select", "help", "quit", "help"]

  @Test func uniqueMatchInsertsTheRestAndASpace() {
    #expect(TabCompletion(word: "sel", candidates: intents) == .insert("ect "))
    #expect(TabCompletion(word: "select", candidates: intents) == .insert(" "))
    #expect(TabCompletion(word: "he", candidates: intents) == .insert("lp "))  // duplicate
  }

  @Test func severalMatchesInsertTheCommonPrefixThenList() {
    #expect(TabCompletion(word: "f", candidates: intents) == .insert("etch"))
    #expect(TabCompletion(word: "fetch", candidates: intents) == .list(["fetch", "fetchAll"]))
    #expect(
      TabCompletion(word: "", candidates: intents)
        == .list(["fetch", "fetchAll", "help", "quit", "refresh", "select"]))
  }

  @Test func noMatchBeeps() {
    #expect(TabCompletion(word: "x", candidates: intents) == .noMatch)
    #expect(TabCompletion(word: "x", candidates: []) == .noMatch)
  }

  @Test func nonASCIICandidates() {
    #expect(TabCompletion(word: "caf", candidates: ["café ☕"]) == .insert("é ☕ "))
  }

  @Test func theWordStartsAfterTheLastBlank() {
    #expect(TabCompletion.word(beforeCursor: Array("help fe".unicodeScalars)) == "fe")
    #expect(TabCompletion.word(beforeCursor: Array("fe".unicodeScalars)) == "fe")
    #expect(TabCompletion.word(beforeCursor: Array("select ".unicodeScalars)) == "")
    #expect(TabCompletion.word(beforeCursor: []) == "")
  }

  @Test func layoutFitsTheWidth() {
    let items = ["fetch", "fetchAll", "help", "quit", "refresh", "select"]
    #expect(
      TabCompletion.layout(items, width: 40)
        == "fetch     fetchAll  help      quit\nrefresh   select\n")
    #expect(TabCompletion.layout(["a", "b"], width: 1) == "a\nb\n")
  }
}

@Suite struct PromptTextTests {
  @Test func plainPrompt() {
    let prompt = PromptText("userList> ")
    #expect(prompt.width == 10)
    #expect(prompt.wide.last == 0)
    #expect(prompt.wide.count == 11)
  }

  @Test func colourEscapesAreDelimitedAndTakeNoWidth() {
    Terminal.setUpLocale()
    let prompt = PromptText("\u{1B}[1;32muserList\u{1B}[0m ☕> ")
    #expect(prompt.width == 8 + 1 + 2 + 2)
    let delimiter = PromptText.delimiter
    let expected: [wchar_t] =
      [delimiter] + Array("\u{1B}[1;32m".unicodeScalars.map { wchar_t($0.value) }) + [delimiter]
    #expect(Array(prompt.wide.prefix(expected.count)) == expected)
  }
}

@Suite struct LineSplitterTests {
  @Test func splitsAcrossChunks() {
    var splitter = LineSplitter()
    Array("ab".utf8).withUnsafeBytes { splitter.append($0) }
    #expect(splitter.nextLine() == nil)
    Array("c\r\nd".utf8).withUnsafeBytes { splitter.append($0) }
    #expect(splitter.nextLine() == .line("abc"))
    #expect(splitter.nextLine() == nil)
    #expect(splitter.finish() == .line("d"))
    #expect(splitter.finish() == nil)
  }
}

/// What Tab offers for the word being typed: commands first, then each command's arguments.
@Suite struct CompletionsTests {
  let completions = Completions(
    commands: ["open", "step", "source", "record", "fault", "intents"],
    arguments: [
      "open": [["users", "root"]], "step": [["on", "off"]], "record": [["off"]],
      "fault": [["network", "next", "off"], ["network", "slow"]],
    ],
    fileCommands: ["source", "record"])

  @Test func theFirstWordIsACommand() {
    #expect(completions.candidates(before: "") == .words(completions.commands))
    #expect(completions.candidates(before: "op") == .words(completions.commands))
  }

  @Test func argumentsComeFromWhatTheCommandDeclaresByPosition() {
    #expect(completions.candidates(before: "open ") == .words(["users", "root"]))
    #expect(completions.candidates(before: "open r") == .words(["users", "root"]))
    #expect(completions.candidates(before: "fault next ") == .words(["network", "slow"]))
    // A command that declares nothing offers nothing, rather than the command list.
    #expect(completions.candidates(before: "intents ") == .words([]))
  }

  @Test func fileCommandsOfferFilesAndTheirOwnWords() {
    #expect(completions.candidates(before: "source ex") == .files)
    #expect(completions.candidates(before: "record o") == .words(["off"]))
    #expect(completions.candidates(before: "record ex") == .files)
  }

  @Test func filesCompleteFoldersWithASlashAndSkipHiddenOnes() throws {
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("completions-\(UUID().uuidString)")
    try FileManager.default.createDirectory(
      at: folder.appendingPathComponent("scripts"), withIntermediateDirectories: true)
    try Data().write(to: folder.appendingPathComponent("demo.scenesh"))
    try Data().write(to: folder.appendingPathComponent(".hidden"))
    defer { try? FileManager.default.removeItem(at: folder) }
    let base = folder.path + "/"
    #expect(
      Completions.files(completing: base) == [base + "demo.scenesh", base + "scripts/"])
    #expect(Completions.files(completing: base + ".h") == [base + ".hidden"])
    #expect(TabCompletion(word: base + "scr", candidates: [base + "scripts/"]) == .insert("ipts/"))
  }
}

/// Lines never take more memory than the limit: an overlong one is counted, not kept.
@Suite struct LineSplitterLimitTests {
  private func feed(_ splitter: inout LineSplitter, _ text: String) {
    var bytes = Array(text.utf8)
    bytes.withUnsafeMutableBytes { splitter.append(UnsafeRawBufferPointer($0)) }
  }

  @Test func anOverlongLineIsCountedThenTheNextLineReads() {
    var splitter = LineSplitter(limit: 8, giveUpAfter: 1_000)
    for _ in 0..<10 {
      feed(&splitter, "0123456789")
      #expect(splitter.nextLine() == nil)
    }
    feed(&splitter, "\nfetch\n")
    #expect(splitter.nextLine() == .overlong(bytes: 100, endsInput: false))
    #expect(splitter.nextLine() == .line("fetch"))
  }

  @Test func inputWithoutLineBreaksEndsOnceItGivesUp() {
    var splitter = LineSplitter(limit: 8, giveUpAfter: 64)
    var piece: LineSplitter.Piece?
    var fed = 0
    while piece == nil && fed < 10_000 {
      feed(&splitter, "0000000000")
      fed += 10
      piece = splitter.nextLine()
    }
    #expect(piece == .overlong(bytes: 70, endsInput: true))
  }

  /// Past the first line break the input is a script: a line longer than `giveUpAfter` is
  /// refused at its line, and the lines after it are read (it once ended the input).
  @Test func anEndlessLineAfterTheFirstIsSkippedToItsNewline() {
    var splitter = LineSplitter(limit: 8, giveUpAfter: 64)
    feed(&splitter, "fetch\n")
    #expect(splitter.nextLine() == .line("fetch"))
    for _ in 0..<100 {
      feed(&splitter, "0000000000")
      #expect(splitter.nextLine() == nil)
    }
    feed(&splitter, "\ntasks\n")
    #expect(splitter.nextLine() == .overlong(bytes: 1_000, endsInput: false))
    #expect(splitter.nextLine() == .line("tasks"))
  }

  @Test func aLastLineWithoutNewlineIsStillBounded() {
    var splitter = LineSplitter(limit: 4, giveUpAfter: 64)
    feed(&splitter, "ok\n123456")
    #expect(splitter.nextLine() == .line("ok"))
    #expect(splitter.nextLine() == nil)
    #expect(splitter.finish() == .overlong(bytes: 6, endsInput: false))
  }
}
