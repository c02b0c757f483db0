// The libFuzzer entry point over the shell's input parsing (`make fuzz`). The Makefile compiles
// it in one module with the parsers' own source files, so it calls their internal API (the few
// SceneRuntime and StateDiff files they import become small modules of those names).
//
// An input is a script, bytes as the shell reads them from a pipe, and it takes a script's
// path: LineSplitter cuts lines, Tokenizer cuts words, the words go to the intent argument
// parser, `expect` paths to StatePath, durations to DurationFormat, errors to ErrorMessage. A
// line whose first word starts with `-` is parsed as a command line too. Nothing may trap, and
// every `invariant` below must hold for any input: a broken one traps too, so libFuzzer saves
// the input as a crash.

import Foundation
import SceneRuntime
import StateDiff

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzOneInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
  let input = Array(UnsafeBufferPointer(start: data, count: size))
  checkLineSplitter(input)
  // libFuzzer calls on the main thread; the intent parser is @MainActor, as the shell is.
  MainActor.assumeIsolated {
    for line in rawLines(of: input) { checkLine(decoded(line)) }
  }
  return 0
}

func invariant(_ holds: Bool, _ message: @autoclosure () -> String) {
  if !holds { fatalError("invariant broken: \(message())") }
}

/// For messages: the text as a Swift literal, control bytes escaped.
func shown(_ value: Any) -> String { TerminalSafe.quoted("\(value)", maxLength: 300) }

// MARK: - Lines

/// LineSplitter gets the input in chunks, as reads from a pipe deliver it, their sizes taken
/// from the input's own bytes, and with a line limit (and a give-up point for input without
/// newlines) small enough for fuzz inputs to cross, or the shell's own. Whatever the chunking,
/// it must give what a one-go split gives: each line, or `.overlong` with its length when over
/// the limit; it may end the input early only inside a line at least `giveUpAfter` long. The
/// input goes in 1 to 8 times over so that a stream passes the 4 KiB mark where the splitter
/// drops the bytes it has consumed.
func checkLineSplitter(_ input: [UInt8]) {
  let first = Int(input.first ?? 0)
  let last = Int(input.last ?? 0)
  var splitter =
    first >= 128 ? LineSplitter() : LineSplitter(limit: first % 64, giveUpAfter: last % 128)
  let stream = Array(repeatElement(input, count: 1 + first % 8).joined())
  var got: [LineSplitter.Piece] = []
  var offset = 0
  var turn = 0
  feeding: while offset < stream.count {
    let end = min(stream.count, offset + 1 + 4 * Int(input[turn % input.count]))
    stream[offset..<end].withUnsafeBytes { splitter.append($0) }
    while let piece = splitter.nextLine() {
      got.append(piece)
      if case .overlong(_, endsInput: true) = piece { break feeding }  // the reader stops
    }
    offset = end
    turn += 1
  }
  if offset >= stream.count, let piece = splitter.finish() { got.append(piece) }

  let raw = rawLines(of: stream)
  for (index, piece) in got.enumerated() {
    guard index < raw.count else {
      return invariant(false, "LineSplitter: more lines than the input")
    }
    let line = raw[index]
    if case .overlong(let bytes, endsInput: true) = piece {
      invariant(
        index == got.count - 1 && bytes > splitter.limit && bytes >= splitter.giveUpAfter
          && bytes <= line.count,
        "LineSplitter gave up on line \(index) (\(line.count) bytes) after \(bytes)")
    } else {
      let expected: LineSplitter.Piece =
        line.count > splitter.limit
        ? .overlong(bytes: line.count, endsInput: false) : .line(decoded(line))
      invariant(
        piece == expected, "LineSplitter: line \(index) is \(shown(piece)), not \(shown(expected))")
    }
  }
  // Unless it gave up, every line came out.
  if case .overlong(_, endsInput: true)? = got.last { return }
  invariant(got.count == raw.count, "LineSplitter gave \(got.count) lines, not \(raw.count)")
}

/// The lines of `bytes` as they are, `\r` included: split at `\n`, a last line without `\n`
/// kept, nothing after a final `\n`.
func rawLines(of bytes: [UInt8]) -> [ArraySlice<UInt8>] {
  var pieces = bytes.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false)
  if pieces.last?.isEmpty == true { pieces.removeLast() }  // after a final `\n`, or no input
  return pieces
}

/// One `\r` before the newline dropped, bytes that are not UTF-8 as U+FFFD.
func decoded(_ line: ArraySlice<UInt8>) -> String {
  String(decoding: line.last == UInt8(ascii: "\r") ? line.dropLast() : line, as: UTF8.self)
}

// MARK: - One line, as the shell runs it

/// Shell.execute trims the line, then Shell.run tokenizes it and hands the words on.
@MainActor
func checkLine(_ raw: String) {
  let line = String(
    raw.drop(while: \.isWhitespace).reversed().drop(while: \.isWhitespace).reversed())
  let words: [String]
  do throws(ShellError) {
    words = try Tokenizer.words(line)
  } catch {
    switch error {
    case .unterminatedQuote, .invalidEscape: checkMessage(error)
    default: invariant(false, "Tokenizer threw \(error)")
    }
    return
  }
  checkTokenizer(line, words)
  for word in words { checkDuration(word) }
  // `expect PATH == VALUE`: the text after the command's name (Shell.run), the path before
  // " == " (Expectation.check). Its words are tried as paths too.
  if let name = words.first, name == "expect" {
    let text = line.dropFirst(name.count).drop(while: \.isWhitespace)
    if let range = text.range(of: " == ") {
      let path = text[..<range.lowerBound]
      checkPath(
        String(path.drop(while: \.isWhitespace).reversed().drop(while: \.isWhitespace).reversed()))
    }
    for word in words.dropFirst() { checkPath(word) }
  }
  // Every intent gets the words; only the one the line names has its errors rendered, as the
  // shell would.
  for intent in intents {
    checkIntent(intent, Array(words.dropFirst()), rendering: intent.name == words.first)
  }
  if words.first?.hasPrefix("-") == true { checkCommandLine(words) }
}

/// The tokenizer invents nothing: without quotes its words are the line's whitespace-separated
/// fields; without a backslash every scalar of its words (a control byte, ESC, a bidi override)
/// is one the line had. And its words written back as quoted words, in printable ASCII with
/// `\u{HEX}` for the rest, tokenize to the same words (every escape decodes as written).
func checkTokenizer(_ line: String, _ words: [String]) {
  let utf8 = words.map { Array($0.utf8) }
  if !line.contains(where: { $0 == "\"" || $0 == "'" }) {
    let fields = line.split(whereSeparator: \.isWhitespace).map { Array($0.utf8) }
    invariant(utf8 == fields, "Tokenizer: \(shown(words)) are not the fields of \(shown(line))")
  }
  if !line.unicodeScalars.contains("\\") {
    var left: [Unicode.Scalar: Int] = [:]
    for scalar in line.unicodeScalars { left[scalar, default: 0] += 1 }
    for scalar in words.joined().unicodeScalars {
      left[scalar, default: 0] -= 1
      invariant(
        left[scalar, default: 0] >= 0, "Tokenizer made up \(shown(scalar)) from \(shown(line))")
    }
  }
  let written = words.map(quotedWord).joined(separator: " ")
  let again = try? Tokenizer.words(written)
  invariant(
    again?.map { Array($0.utf8) } == utf8,
    "Tokenizer: \(shown(written)) gave \(shown(again as Any)), not \(shown(words))")
}

/// `word` as one double-quoted word: printable ASCII as is, the rest (quotes and backslashes
/// included) as `\u{HEX}`.
func quotedWord(_ word: String) -> String {
  var quoted = "\""
  for scalar in word.unicodeScalars {
    if (0x20...0x7E).contains(scalar.value) && scalar != "\"" && scalar != "\\" {
      quoted.unicodeScalars.append(scalar)
    } else {
      quoted += "\\u{\(String(scalar.value, radix: 16))}"
    }
  }
  return quoted + "\""
}

/// A duration parses only from zero to a year (`wait`, `live on`, `fault slow`), and what
/// DurationFormat.string shows for it parses back to within the 50 ms it rounds to.
func checkDuration(_ word: String) {
  guard let duration = DurationFormat.parse(word) else { return }
  invariant(
    duration >= .zero && duration <= .seconds(365 * 86_400), "\(shown(word)) → \(duration)")
  let text = DurationFormat.string(duration)
  let back = DurationFormat.parse(text)
  invariant(
    back.map { $0 - duration <= .milliseconds(50) && duration - $0 <= .milliseconds(50) } == true,
    "\(shown(word)) → \(duration) shows as \(shown(text)), which parses to \(shown(back as Any))")
}

// MARK: - expect paths

/// A state shaped like the user list's: a flag, an array of structs, optionals, a dictionary.
struct SampleUser {
  let id: Int
  let fullName: String
  let tags: Set<String>
}

@MainActor let sampleState: [StateField] = [
  StateField("isLoading", false),
  StateField(
    "displayedUsers",
    (0..<3).map { SampleUser(id: $0, fullName: "User \($0)", tags: ["a", "b"]) }),
  StateField("pendingError", String?.none as Any),
  StateField("selected", SampleUser?.some(SampleUser(id: 9, fullName: "Nine", tags: [])) as Any),
  StateField("counts", ["posts": 10, "users": 3]),
]

/// A path StatePath accepts starts with a field name and, printed back (names joined by `.`,
/// indexes as `[N]`), parses to the same components. Resolving it answers or throws, never
/// traps: negative or huge indexes, `count` of a non-collection, a nil optional.
@MainActor
func checkPath(_ text: String) {
  let path: StatePath
  do throws(ShellError) {
    path = try StatePath(text)
  } catch {
    checkMessage(error)
    return
  }
  guard case .name = path.components.first else {
    return invariant(false, "StatePath \(shown(text)) does not start with a name")
  }
  let printed = path.components.enumerated().map { position, component in
    switch component {
    case .name(let name): position == 0 ? name : "." + name
    case .index(let index): "[\(index)]"
    case .identity(let field, let value): "[\(field): \(value)]"
    }
  }.joined()
  // Resolving against a sample state, and locating (identities turned into indices), must not
  // trap whatever the path.
  _ = path.location(in: sampleState)
  invariant(
    (try? StatePath(printed))?.components == path.components,
    "StatePath \(shown(text)) printed as \(shown(printed)) parses otherwise")
  do throws(ShellError) {
    _ = try path.resolve(in: sampleState)
  } catch {
    checkMessage(error)
  }
}

// MARK: - Intent arguments

/// Intents shaped like the example scenes' (`select N`, `fetch [USER_ID]`, `live on|off
/// [INTERVAL]`, text, duration and number arguments); each line's words are offered to all of
/// them.
@MainActor let intents: [Intent] = [
  Intent("select", arguments: [IntentArgument("N", .integer)], summary: "") { _ in },
  Intent("fetch", arguments: [IntentArgument("USER_ID", .integer, optional: true)], summary: "") {
    _ in
  },
  Intent(
    "live",
    arguments: [
      IntentArgument("mode", .choice(["on", "off"])),
      IntentArgument("INTERVAL", .duration, optional: true),
    ], summary: ""
  ) { _ in },
  Intent(
    "rename", arguments: [IntentArgument("ID", .integer), IntentArgument("NAME", .text)],
    summary: ""
  ) { _ in },
  Intent("slow", arguments: [IntentArgument("DURATION", .duration)], summary: "") { _ in },
  Intent("convert", arguments: [IntentArgument("AMOUNT", .number)], summary: "") { _ in },
]

/// A parse that succeeds has a value for each word, of its argument's kind and read from that
/// word, and leaves out only optional arguments; a refusal names the intent.
@MainActor
func checkIntent(_ intent: Intent, _ words: [String], rendering: Bool) {
  let values: IntentArguments
  do throws(ShellError) {
    values = try IntentArgumentParser.parse(words, for: intent)
  } catch {
    switch error {
    case .missingArgument(let command, _, _), .unexpectedArgument(let command, _, _),
      .invalidArgument(let command, _, _, _, _):
      invariant(command == intent.name, "\(intent.name): \(error)")
    default: invariant(false, "\(intent.name): unexpected \(error)")
    }
    if rendering { checkMessage(error) }
    return
  }
  // The last argument, when it is text, takes the rest of the line, words joined by a space.
  var words = words
  if intent.arguments.last?.kind == .text, words.count > intent.arguments.count {
    let last = intent.arguments.count - 1
    words = Array(words[..<last]) + [words[last...].joined(separator: " ")]
  }
  invariant(words.count <= intent.arguments.count, "\(intent.name) took \(shown(words))")
  for (position, argument) in intent.arguments.enumerated() {
    let name = argument.name
    guard position < words.count else {
      invariant(argument.isOptional, "\(intent.name): \(name) left out")
      continue
    }
    let word = words[position]
    let holds =
      switch argument.kind {
      case .integer: values.integer(name) != nil && values.integer(name) == Int(word)
      case .number:
        values.number(name).map { $0.isFinite && $0 == Double(word) } == true
      case .text: values.text(name) == word
      case .duration:
        values.duration(name) != nil && values.duration(name) == DurationFormat.parse(word)
      case .choice(let choices): choices.contains(word) && values.choice(name) == word
      }
    invariant(holds, "\(intent.name): \(name) from \(shown(word))")
  }
}

// MARK: - Command line

/// The words as argv (a line such as `--clock=virtual --data-url http://x`), for scenesh and
/// for a host program (both take the network options). What is accepted is what `validate`
/// promises; a refusal has a message, and a suggestion is an option.
func checkCommandLine(_ arguments: [String]) {
  let host = ShellProgram(name: "book-search", version: "1.0.0", summary: "fuzz")
  for program in [ShellProgram.scenesh, host] {
    do throws(CommandLineError) {
      let options = try CommandLineOptions.parse(arguments, program: program)
      invariant(!options.update || options.check, "--update without --check: \(shown(arguments))")
      invariant(
        options.check ? !options.scriptPaths.isEmpty : options.scriptPaths.count <= 1,
        "FILE operands: \(shown(arguments))")
      invariant(options.scriptPaths.allSatisfy(arguments.contains), "a FILE it was not given")
      if let url = options.dataURL {
        invariant(
          arguments.contains { $0 == url || $0.hasSuffix("=" + url) }, "a URL it was not given")
      }
      for path in options.answers + [options.recordAnswers].compactMap(\.self) {
        invariant(!path.isEmpty, "an empty answers path")
        invariant(
          arguments.contains { $0 == path || $0.hasSuffix("=" + path) }, "a path it was not given")
      }
    } catch {
      invariant(!error.description.isEmpty, "an empty command-line error")
      if case .unknownOption(_, let suggestion?) = error {
        invariant(suggestion.hasPrefix("-"), "suggested \(shown(suggestion))")
      }
    }
  }
}

// MARK: - Error messages

/// What the user sees of an error: Console paints ErrorMessage.render through
/// TerminalSafe.lines. Nothing that must never reach a terminal raw gets through (only the
/// line breaks of a failed `expect`), and escaping again changes nothing.
func checkMessage(_ error: ShellError) {
  let text = TerminalSafe.lines(ErrorMessage.render(error, at: "<fuzz>:1"))
  invariant(
    !TerminalSafe.leaks(in: text).contains { $0 != "\n" },
    "a raw control in \(shown(text))")
  invariant(TerminalSafe.lines(text) == text, "escaping \(shown(text)) twice changes it")
}
