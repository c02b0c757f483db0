import Foundation
import StateDiff
import Testing

/// One way out to the terminal: a hostile string fed through every command, flag and error
/// path never leaves raw — no control byte (but the line breaks), no escape sequence, no C1
/// control, no bidi override, on stdout or stderr, as text or as JSON.
@Suite struct EscapingTests {
  /// A clear-screen, an OSC 52 clipboard write, a bell, a carriage return, a right-to-left
  /// override, DEL, a C1 control, a bidi isolate, a zero-width space, a byte order mark and a
  /// tag character.
  static let hostile =
    "\u{1B}[2J\u{1B}]52;c;aGk=\u{07}\r\u{202E}\u{7F}\u{85}\u{2066}\u{200B}\u{FEFF}\u{E0041}x"

  /// The unsafe scalars in `text`, other than its line breaks.
  static func leaks(_ text: String) -> [Unicode.Scalar] {
    TerminalSafe.leaks(in: text).filter { $0 != "\n" }
  }

  /// Every path a command's words reach the terminal by: errors naming them, echo, history,
  /// step notes, state, diffs, traces, routes, pending events.
  static var script: String {
    let h = hostile
    return [
      h, "select \(h)", "help \(h)", "open \(h)", "consume \(h)", "consume manual",
      "consume \(h)", "consume auto", "wait \(h)", "expect \(h) == 1",
      "expect alert \"\(h)\"", "expect route \(h)", "expect no \(h)", "source \(h)",
      "source /nonexistent/\(h)", "record /nonexistent/\(h)", "record off",
      "data rename 1 \"\(h)\"", "refresh", "step on", "data add \"\(h)\"", "step off",
      "state", "trace", "trace --mermaid", "select 0", "back", "history", "step \(h)",
      "trace \(h)", "live on \(h)", "fault \(h)", "fault http \(h)", "data \(h)",
    ].joined(separator: "\n") + "\n"
  }

  @Test(arguments: [[], ["--echo"], ["--json"], ["--echo", "--fail-on-alert"]])
  func noCommandLetsAControlByteOut(flags: [String]) async throws {
    let result = try await Scenesh.run(flags, input: Self.script, separateErrors: true)
    #expect(Self.leaks(result.output).isEmpty, "stdout: \(Self.leaks(result.output))")
    #expect(Self.leaks(result.errors).isEmpty, "stderr: \(Self.leaks(result.errors))")
    // The errors were there, escaped (with --json they are events on stdout).
    #expect(!result.errors.isEmpty || flags.contains("--json"))
  }

  @Test func inlineCommandsAndBadOptionsAreEscaped() async throws {
    let inline = try await Scenesh.run(["-c", "select \(Self.hostile)"], separateErrors: true)
    #expect(Self.leaks(inline.errors).isEmpty)
    #expect(inline.errors.hasPrefix("-c:1: error: "))
    let option = try await Scenesh.run(["--clock", Self.hostile], separateErrors: true)
    #expect(option.status == 2)
    #expect(Self.leaks(option.errors).isEmpty)
    let missing = try await Scenesh.run(["/nonexistent/\(Self.hostile)"], separateErrors: true)
    #expect(missing.status == 2)
    #expect(Self.leaks(missing.errors).isEmpty)
  }

  /// A zero-width space before a command name: the error once showed two identical-looking
  /// words (`unknown command '​fetch'; did you mean 'fetch'?`).
  @Test func invisibleCharactersInACommandAreShown() async throws {
    let result = try await Scenesh.run(
      input: "\u{200B}fetch\nfe\u{FEFF}tch\n\u{2060}\n", separateErrors: true)
    #expect(
      result.errors
        == "<stdin>:1: error: unknown command '\\u{200B}fetch'; did you mean 'fetch'?\n"
        + "<stdin>:2: error: unknown command 'fe\\u{FEFF}tch'; did you mean 'fetch'?\n"
        + "<stdin>:3: error: unknown command '\\u{2060}'; did you mean 's'?\n")
    #expect(result.status == 1)
  }

  /// A script named with control bytes (each error line starts with its name) and a golden
  /// file full of them (`--check` prints its lines in the diff).
  @Test func scriptNamesAndGoldenFilesAreEscaped() async throws {
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("escaping-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let script = folder.appendingPathComponent("x\r\n\u{1B}[31m.scenesh").path
    try "fech\n".write(toFile: script, atomically: false, encoding: .utf8)
    try "\(Self.hostile)\n".write(
      toFile: String(script.dropLast(".scenesh".count)) + ".expected", atomically: false,
      encoding: .utf8)

    let run = try await Scenesh.run([script], separateErrors: true)
    #expect(run.status == 1)
    #expect(Self.leaks(run.errors).isEmpty)
    #expect(run.errors.contains(#"x\r\n\u{1B}[31m.scenesh:1: error: unknown command 'fech'"#))

    let check = try await Scenesh.run(["--check", script], separateErrors: true)
    #expect(check.status == 1)
    #expect(Self.leaks(check.output).isEmpty, "\(Self.leaks(check.output))")
    #expect(check.output.contains("FAIL "))
  }

  /// The files the shell writes are shown by a terminal too (`cat x.md`, a pager): the Markdown
  /// report once carried each command raw in its `## N.` heading, so `cat` retitled and
  /// cleared the terminal. Every format escapes by its own rules: the files hold no raw control,
  /// bidi or invisible character but their line breaks.
  @Test func theFilesWrittenCarryNoRawControl() async throws {
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("escaping-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let names = ["x.md", "x.html", "x.svg"]
    let paths = names.map { folder.appendingPathComponent($0).path }
    let script =
      "state \u{1B}]0;pwned\u{07}\u{1B}[2J\n" + Self.script
      + "data rename 1 \"\(Self.hostile)\"\nrefresh\ntrace --svg \(paths[2])\n"
      + "report \(paths[0])\nreport \(paths[1])\n"
    let result = try await Scenesh.run(input: script, separateErrors: true)
    #expect(result.output.contains("report written to \(paths[1])"), "\(result.errors)")
    for (name, path) in zip(names, paths) {
      let text = try String(contentsOfFile: path, encoding: .utf8)
      #expect(Self.leaks(text).isEmpty, "\(name): \(Self.leaks(text))")
    }
    let markdown = try String(contentsOfFile: paths[0], encoding: .utf8)
    #expect(markdown.contains("\n## 2. `state \\u{1B}]0;pwned\\u{07}\\u{1B}[2J`\n"))
  }

  /// The generated hostile corpus (`Fuzz/hostile.py`: controls, NUL, invalid UTF-8, bidi,
  /// CRLF, huge lines), then a report of each format and a diagram; and the same with `--json`,
  /// whose output is scanned too.
  @Test(.enabled(if: FileManager.default.isExecutableFile(atPath: "/usr/bin/python3")))
  func theHostileCorpusLeavesNoRawControlInAnyFile() async throws {
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("escaping-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let generator = Scenesh.packageRoot.appendingPathComponent("Fuzz/hostile.py").path
    let result = try await Scenesh.run(
      [
        "-c",
        "python3 '\(generator)' > c && for f in h j; do cp c $f.scenesh; printf '\\nreport "
          + "%s.md\\nreport %s.html\\ntrace --svg %s.svg\\n' $f $f $f >> $f.scenesh; done; "
          + "\"$SCENESH\" h.scenesh > /dev/null 2>&1; \"$SCENESH\" --json j.scenesh 2> /dev/null",
      ],
      environment: ["SCENESH": try Scenesh.binary.path], separateErrors: true,
      executable: URL(fileURLWithPath: "/bin/bash"), directory: folder)
    #expect(result.output.contains(#""event":"error""#), "\(result.errors)")
    #expect(Self.leaks(result.output).isEmpty, "json: \(Self.leaks(result.output).prefix(10))")
    // h: written as text; j: written as JSON events.
    for name in ["h.md", "h.html", "h.svg", "j.md", "j.html", "j.svg"] {
      let text = try String(contentsOf: folder.appendingPathComponent(name), encoding: .utf8)
      #expect(Self.leaks(text).isEmpty, "\(name): \(Self.leaks(text).prefix(10))")
    }
  }
}
