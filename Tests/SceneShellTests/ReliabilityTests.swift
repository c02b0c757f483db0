import Foundation
import Testing

/// What the README promises about failure: nothing written is lost, nothing failing is
/// silent. Each case is a reproducer from a reliability run, run as a user would, through a
/// shell with its redirections; every non-zero status comes with a reason on stderr.
@Suite struct ReliabilityTests {
  /// A folder of its own for each test, removed after it.
  private let folder: URL = {
    let url = FileManager.default.temporaryDirectory
      .appendingPathComponent("scenesh-reliability-\(UUID().uuidString)")
    try? FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    return url
  }()

  /// Runs `script` under bash in `folder`, with `$SCENESH` naming the binary.
  private func bash(_ script: String, timeout: TimeInterval = 300) async throws -> Scenesh.Result {
    try await Scenesh.run(
      ["-c", script], environment: ["SCENESH": try Scenesh.binary.path], timeout: timeout,
      separateErrors: true, executable: URL(fileURLWithPath: "/bin/bash"), directory: folder)
  }

  private func text(of name: String) throws -> String {
    try String(contentsOf: folder.appendingPathComponent(name), encoding: .utf8)
  }

  private func write(_ text: String, to name: String) throws {
    try text.write(to: folder.appendingPathComponent(name), atomically: true, encoding: .utf8)
  }

  @Test func aFullDiskFailsTheSessionAndSaysSo() async throws {
    defer { try? FileManager.default.removeItem(at: folder) }
    let result = try await bash("\"$SCENESH\" -c 'fetch; state' > /dev/full")
    #expect(result.status == 1)
    #expect(result.errors == "scenesh: error: writing the output: No space left on device\n")
    for flag in ["--help", "--version"] {
      let help = try await bash("\"$SCENESH\" \(flag) > /dev/full")
      #expect(help.status == 1, "\(flag)")
      #expect(help.errors == "scenesh: error: writing the output: No space left on device\n")
    }
    try write("state\n", to: "ok.scenesh")
    _ = try await bash("\"$SCENESH\" --check --update ok.scenesh")
    let check = try await bash("\"$SCENESH\" --check ok.scenesh > /dev/full")
    #expect(check.status == 1)
    #expect(check.errors == "scenesh: error: writing the output: No space left on device\n")
  }

  /// A closed output (`>&-`) was "Invalid argument" (the next descriptor opened took its
  /// number); a redirected transcript past the file-size limit said "File too large" where the
  /// files the shell writes said more. Each now says what happened, in the one wording.
  @Test func aClosedOutputOrTheFileSizeLimitIsSaidPlainly() async throws {
    defer { try? FileManager.default.removeItem(at: folder) }
    let closed = try await bash("\"$SCENESH\" -c 'fetch; state' >&-")
    #expect(closed.status == 1)
    #expect(
      closed.errors == "scenesh: error: writing the output: it was closed when the shell started\n")
    let limited = try await bash("ulimit -f 1; \"$SCENESH\" -c 'fetch; state' > out.txt")
    #expect(limited.status == 1)
    #expect(
      limited.errors
        == "scenesh: error: writing the output: File too large (past the file-size limit, "
        + "ulimit -f)\n")
  }

  /// SIGPIPE ends the shell as it ends `cat`: status 141, nothing said.
  @Test func aClosedPipeEndsTheShellQuietly() async throws {
    defer { try? FileManager.default.removeItem(at: folder) }
    try write(String(repeating: "state\n", count: 300), to: "many.scenesh")
    let result = try await bash(
      "\"$SCENESH\" many.scenesh | head -c 10 > /dev/null; echo \"status ${PIPESTATUS[0]}\"")
    #expect(result.output == "status 141\n")
    #expect(result.errors.isEmpty)
  }

  @Test func jsonErrorsAreOnStderrToo() async throws {
    defer { try? FileManager.default.removeItem(at: folder) }
    try write("fetch\nbogus\n", to: "f.scenesh")
    let result = try await bash("\"$SCENESH\" --json --bail f.scenesh > /dev/null")
    #expect(result.status == 1)
    #expect(
      result.errors == """
        f.scenesh:2: error: unknown command 'bogus'; type 'help' for a list
        f.scenesh:2: stopped here (--bail): the command failed

        """)
  }

  @Test func aReadErrorMidScriptIsAnError() async throws {
    defer { try? FileManager.default.removeItem(at: folder) }
    let result = try await bash("echo 'source /proc/self/mem' | \"$SCENESH\" > /dev/null")
    #expect(result.status == 1)
    #expect(
      result.errors
        == "/proc/self/mem:1: error: reading stopped here: Input/output error; the rest is not "
        + "run\n")
    let direct = try await bash("\"$SCENESH\" /proc/self/mem > /dev/null")
    #expect(direct.status == 1)
    #expect(direct.errors.hasPrefix("/proc/self/mem:1: error: reading stopped here"))
  }

  /// A FIFO no one writes would block forever; a pipe with a writer (`<(…)`) is a script.
  @Test func aNamedFIFOIsRefusedAndAnUnnamedPipeRead() async throws {
    defer { try? FileManager.default.removeItem(at: folder) }
    let reason =
      "it is a FIFO, which waits for a writer that may never come; pipe it in instead "
      + "('scenesh < FIFO')"
    let sourced = try await bash(
      "mkfifo p; \"$SCENESH\" -c 'source p; state' > /dev/null")
    #expect(sourced.status == 1)
    #expect(sourced.errors == "-c:1: error: cannot read 'p': \(reason)\n")
    let opened = try await bash("mkfifo q; \"$SCENESH\" q")
    #expect(opened.status == 2)
    #expect(opened.errors == "scenesh: error: cannot read 'q': \(reason)\n")
    let piped = try await bash(
      "echo 'source /dev/fd/3' | \"$SCENESH\" 3< <(echo 'expect isLoading == false') >/dev/null")
    #expect(piped.status == 0, "\(piped.errors)")
  }

  /// The report and the recording may not write one file; a second `record` of the file being
  /// recorded leaves the first recording as it was.
  @Test func oneFileIsWrittenByOneCommandAtATime() async throws {
    defer { try? FileManager.default.removeItem(at: folder) }
    let result = try await bash(
      "\"$SCENESH\" -c 'record s.scenesh; fetch; report s.scenesh; record s.scenesh; select 1; "
        + "record off' > /dev/null")
    #expect(result.status == 1)
    let busy =
      "cannot write 's.scenesh': the session is recording to it; name another file, or "
      + "'record off' first"
    #expect(result.errors == "-c:3: error: \(busy)\n-c:4: error: \(busy)\n")
    #expect(try text(of: "s.scenesh").hasSuffix("\nfetch\nselect 1\n"))
    // The recording replays: neither refused command is in it.
    let replay = try await bash("\"$SCENESH\" s.scenesh > /dev/null")
    #expect(replay.status == 0, "\(replay.errors)")
  }

  /// `record` empties only an empty file or an earlier recording; `--append` adds to any.
  @Test func aFileWithOtherTextIsNeverEmptied() async throws {
    defer { try? FileManager.default.removeItem(at: folder) }
    try write("precious\n", to: "notes.txt")
    let refused = try await bash("\"$SCENESH\" -c 'record notes.txt; fetch' > /dev/null")
    #expect(refused.status == 1)
    #expect(
      refused.errors
        == "-c:1: error: cannot write 'notes.txt': it holds text that is not a recording; a "
        + "recording replaces only an empty file or an earlier recording ('record --append "
        + "FILE' adds to the end)\n")
    #expect(try text(of: "notes.txt") == "precious\n")
    let appended = try await bash("\"$SCENESH\" -c 'record --append notes.txt; fetch' > /dev/null")
    #expect(appended.status == 0, "\(appended.errors)")
    #expect(try text(of: "notes.txt").hasPrefix("precious\n# Recorded by scenesh "))
    #expect(try text(of: "notes.txt").hasSuffix("\nfetch\n"))
    // An earlier recording, and an earlier report, are replaced.
    let again = try await bash(
      "\"$SCENESH\" -c 'record r.scenesh; fetch; record off; record r.scenesh; refresh; "
        + "report r.md; report r.md' > /dev/null")
    #expect(again.status == 0, "\(again.errors)")
    #expect(try text(of: "r.scenesh").hasSuffix(" FILE\nrefresh\n"))
    let report = try await bash("\"$SCENESH\" -c 'report notes.txt' > /dev/null")
    #expect(report.status == 1)
    #expect(report.errors.contains("it holds text that is not a report"))
  }

  /// Every folder of a path is resolved before the rules apply: a link to a folder cannot
  /// carry a write past them.
  @Test func aLinkedFolderIsResolvedBeforeWriting() async throws {
    defer { try? FileManager.default.removeItem(at: folder) }
    try FileManager.default.createDirectory(
      at: folder.appendingPathComponent("real"), withIntermediateDirectories: true)
    try write("root:x:0:0\n", to: "real/passwd")
    let result = try await bash(
      "ln -s real linked; \"$SCENESH\" -c 'record linked/passwd; record linked/new.scenesh; "
        + "fetch; record off; record linked' > /dev/null")
    #expect(result.status == 1)
    #expect(
      result.errors.hasPrefix(
        "-c:1: error: cannot write 'linked/passwd': it holds text that is not a recording"))
    #expect(
      result.errors.hasSuffix(
        "-c:5: error: cannot write 'linked': it is a symbolic link; name the file itself\n"))
    #expect(try text(of: "real/passwd") == "root:x:0:0\n")
    #expect(try text(of: "real/new.scenesh").hasSuffix("\nfetch\n"))
    let kernel = try await bash("\"$SCENESH\" -c 'record /proc/self/../self/status' > /dev/null")
    #expect(kernel.errors.contains("it belongs to the kernel (/proc or /sys), not a file"))
  }
}
