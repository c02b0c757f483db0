import SceneRuntime
import Testing

@testable import SceneShell

@Suite struct TokenizerTests {
  @Test func splitsOnWhitespaceAndKeepsQuotedWordsTogether() throws {
    #expect(try Tokenizer.words("  select   2 ") == ["select", "2"])
    #expect(
      try Tokenizer.words(#"data rename 3 "Ada Lovelace""#) == [
        "data", "rename", "3", "Ada Lovelace",
      ])
    #expect(try Tokenizer.words("say 'it''s'") == ["say", "its"])
    #expect(try Tokenizer.words(#"say "a \"b\" c""#) == ["say", #"a "b" c"#])
    #expect(try Tokenizer.words(#"empty """#) == ["empty", ""])
  }

  @Test func escapesInDoubleQuotesNameCharacters() throws {
    #expect(try Tokenizer.words(#""\e[2J\u{202E}x\n""#) == ["\u{1B}[2J\u{202E}x\n"])
    #expect(try Tokenizer.words(#"'\e'"#) == [#"\e"#])
    #expect(throws: ShellError.invalidEscape("\\u{zz}")) { try Tokenizer.words(#""\u{zz}""#) }
  }

  /// `\u{D800}` was "not an escape": it is a code point, a surrogate, that no character has.
  @Test func aCodePointThatIsNoCharacterIsNamedSo() async throws {
    let result = try await Scenesh.run(
      input: #"select "\u{D800}""# + "\n" + #"select "\u{110000}""# + "\n", separateErrors: true)
    let use = #"use \u{HEX} with a hexadecimal code point"#
    #expect(
      result.errors == #"<stdin>:1: error: '\u{D800}' is a surrogate (half of a UTF-16 pair), "#
        + #"not a character; \#(use)"# + "\n"
        + #"<stdin>:2: error: '\u{110000}' is past the last code point (10FFFF); \#(use)"# + "\n")
  }

  /// Plain ASCII lines are split by their bytes, any other line by its characters: both split
  /// where `Character.isWhitespace` says, and keep every other character in its word.
  @Test func whitespaceIsUnicodesInPlainAndOtherLinesAlike() throws {
    #expect(try Tokenizer.words("a\tb\u{0B}c\u{0C}d\r\ne") == ["a", "b", "c", "d", "e"])
    #expect(try Tokenizer.words("x\u{01}y \u{1F}z") == ["x\u{01}y", "\u{1F}z"])
    #expect(try Tokenizer.words("café  au\u{00A0}lait") == ["café", "au", "lait"])
    #expect(try Tokenizer.words(" \t ") == [])
  }

  @Test func anUnterminatedQuoteIsAnError() {
    #expect(throws: ShellError.unterminatedQuote) { try Tokenizer.words(#"say "oops"#) }
  }
}

@Suite struct SuggestionTests {
  @Test func suggestsCloseNamesOnly() {
    let names = ["fetch", "refresh", "select", "help", "state", "quit"]
    #expect(Suggestion.closest(to: "fech", among: names) == "fetch")
    #expect(Suggestion.closest(to: "fecth", among: names) == "fetch")
    #expect(Suggestion.closest(to: "slect", among: names) == "select")
    #expect(Suggestion.closest(to: "xyzzy", among: names) == nil)
  }
}

@MainActor
@Suite struct IntentArgumentParserTests {
  let select = Intent("select", arguments: [IntentArgument("N", .integer)], summary: "") { _ in }
  let live = Intent(
    "live",
    arguments: [
      IntentArgument("MODE", .choice(["on", "off"])), .init("INTERVAL", .duration, optional: true),
    ],
    summary: ""
  ) { _ in }

  @Test func parsesTypedValues() throws {
    #expect(try IntentArgumentParser.parse(["3"], for: select).integer("N") == 3)
    let arguments = try IntentArgumentParser.parse(["on", "30s"], for: live)
    #expect(arguments.choice("MODE") == "on")
    #expect(arguments.duration("INTERVAL") == .seconds(30))
    #expect(try IntentArgumentParser.parse(["off"], for: live).duration("INTERVAL") == nil)
  }

  /// `.number` takes an amount with a fraction or without, and refuses words Double reads.
  @Test func parsesNumbers() throws {
    let convert = Intent("convert", arguments: [IntentArgument("AMOUNT", .number)], summary: "") {
      _ in
    }
    #expect(try IntentArgumentParser.parse(["12.5"], for: convert).number("AMOUNT") == 12.5)
    #expect(try IntentArgumentParser.parse(["-3"], for: convert).number("AMOUNT") == -3)
    for word in ["x", "nan", "inf", "1e999"] {
      #expect(
        throws: ShellError.invalidArgument(
          command: "convert", argument: "AMOUNT", value: word, expected: "a number such as 12.5",
          usage: "convert AMOUNT")
      ) { try IntentArgumentParser.parse([word], for: convert) }
    }
  }

  @Test func wrongArgumentsNameTheUsage() {
    #expect(throws: ShellError.missingArgument(command: "select", argument: "N", usage: "select N"))
    {
      try IntentArgumentParser.parse([], for: select)
    }
    #expect(
      throws: ShellError.invalidArgument(
        command: "select", argument: "N", value: "x", expected: "a whole number", usage: "select N")
    ) {
      try IntentArgumentParser.parse(["x"], for: select)
    }
    #expect(
      throws: ShellError.unexpectedArgument(command: "select", argument: "2", usage: "select N")
    ) {
      try IntentArgumentParser.parse(["1", "2"], for: select)
    }
    #expect(throws: ShellError.self) { try IntentArgumentParser.parse(["maybe"], for: live) }
  }
}

@Suite struct ErrorMessageTests {
  @Test func rendersOneLineWithTheScriptLocation() {
    #expect(
      ErrorMessage.render(.unknownCommand("fech", suggestion: "fetch"), at: "<stdin>:4")
        == "<stdin>:4: error: unknown command 'fech'; did you mean 'fetch'?")
    #expect(
      ErrorMessage.render(
        .invalidArgument(
          command: "select", argument: "N", value: "x", expected: "a whole number",
          usage: "select N"))
        == "error: 'select': N must be a whole number, not 'x' (usage: select N)")
    #expect(
      ErrorMessage.render(.unknownCommand("zz", suggestion: nil))
        == "error: unknown command 'zz'; type 'help' for a list")
  }

  /// `--check`'s last line blames what failed: the scene (status 3) or the shell (4).
  @Test func checkSaysWhoseCrashItWas() {
    #expect(
      ErrorMessage.render(.scriptsCrashed(inScene: 1, inShell: 0))
        == "error: a script crashed in scene code (CRASH above); exit status 3")
    #expect(
      ErrorMessage.render(.scriptsCrashed(inScene: 0, inShell: 2))
        == "error: 2 scripts ended in a failure of the shell, not of the scene (CRASH above); "
        + "exit status 4")
    #expect(
      ErrorMessage.render(.scriptsCrashed(inScene: 2, inShell: 1))
        == "error: 2 scripts crashed in scene code and a script ended in a failure of the shell, "
        + "not of the scene (CRASH above); exit status 4")
  }

  @Test func escapesWhatTheUserTyped() {
    let message = ErrorMessage.render(.unknownCommand("\u{1B}[2Jboom", suggestion: nil))
    #expect(!message.contains("\u{1B}"))
    #expect(message.contains(#"\u{1B}[2Jboom"#))
  }
}

@Suite struct CommandLineOptionsTests {
  @Test func parsesFlagsAndAScript() throws {
    let options = try CommandLineOptions.parse(["--no-color", "demo.scenesh"])
    #expect(options.noColor)
    #expect(options.scriptPath == "demo.scenesh")
    #expect(try CommandLineOptions.parse(["--", "--odd-name"]).scriptPath == "--odd-name")
  }

  @Test func parsesClockAndDataURLInBothSpellings() throws {
    let options = try CommandLineOptions.parse([
      "--clock", "real", "--data-url=http://127.0.0.1:8080/api",
    ])
    #expect(options.clockMode == .real)
    #expect(options.dataURL == "http://127.0.0.1:8080/api")
    #expect(
      throws: CommandLineError.invalidValue("--clock", "fast", expected: "'real' or 'virtual'")
    ) {
      try CommandLineOptions.parse(["--clock=fast"])
    }
    #expect(throws: CommandLineError.missingValue("--data-url")) {
      try CommandLineOptions.parse(["--data-url"])
    }
    #expect(throws: CommandLineError.self) {
      try CommandLineOptions.parse(["--data-url", "ftp://x"])
    }
  }

  /// `--locale` takes either spelling of a locale ICU has data for, in ICU's spelling.
  @Test func parsesALocaleICUKnows() throws {
    #expect(try CommandLineOptions.parse(["--locale", "id-ID"]).locale == "id_ID")
    #expect(try CommandLineOptions.parse(["--locale=de_DE"]).locale == "de_DE")
    #expect(try CommandLineOptions.parse([]).locale == nil)
    #expect(
      throws: CommandLineError.invalidValue(
        "--locale", "klingon", expected: "a locale ICU knows, such as en_US or id_ID")
    ) {
      try CommandLineOptions.parse(["--locale", "klingon"])
    }
  }

  @Test func rejectsUnknownOptionsWithASuggestion() {
    #expect(throws: CommandLineError.unknownOption("--no-colour", suggestion: "--no-color")) {
      try CommandLineOptions.parse(["--no-colour"])
    }
    #expect(throws: CommandLineError.extraOperand("b")) {
      try CommandLineOptions.parse(["a", "b"])
    }
  }
}
