import Foundation
import Testing

/// Files that are not what a user meant, named where the shell reads one: a script, a sourced
/// file, a golden file, the history; each a FIFO, a device, a link to either, or far too large.
/// None is waited on or read without end: each is refused with the reason, or read within its
/// limit. Every run has a timeout of its own (a hang fails the test, never the suite); the
/// timeouts only bound a hang, loose enough for a loaded machine, and measure no speed.
@Suite struct HostileFileTests {
  /// A folder of its own for each test, removed after it.
  private let folder: URL = {
    let url = FileManager.default.temporaryDirectory
      .appendingPathComponent("scenesh-hostile-\(UUID().uuidString)")
    try? FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    return url
  }()

  /// Runs `script` under bash in `folder`, with `$SCENESH` naming the binary.
  private func bash(
    _ script: String, timeout: TimeInterval = 30, environment: [String: String] = [:]
  ) async throws -> Scenesh.Result {
    var variables = environment
    variables["SCENESH"] = try Scenesh.binary.path
    return try await Scenesh.run(
      ["-c", script], environment: variables, timeout: timeout, separateErrors: true,
      executable: URL(fileURLWithPath: "/bin/bash"), directory: folder)
  }

  private func write(_ text: String, to name: String) throws {
    try text.write(to: folder.appendingPathComponent(name), atomically: true, encoding: .utf8)
  }

  private static let fifoReason = "it is a FIFO, which waits for a writer that may never come"

  // MARK: Scripts and sourced files

  /// A link to a FIFO once ran as an empty script (exit 0, nothing read): the link is followed
  /// and the FIFO refused, as the FIFO itself is.
  @Test func aScriptOrSourceLinkedToAFIFOIsRefused() async throws {
    defer { try? FileManager.default.removeItem(at: folder) }
    let reason = Self.fifoReason + "; pipe it in instead ('scenesh < FIFO')"
    let opened = try await bash("mkfifo f; ln -s f link; \"$SCENESH\" link > /dev/null")
    #expect(opened.status == 2)
    #expect(opened.errors == "scenesh: error: cannot read 'link': \(reason)\n")
    let sourced = try await bash("\"$SCENESH\" -c 'source link' > /dev/null")
    #expect(sourced.status == 1)
    #expect(sourced.errors == "-c:1: error: cannot read 'link': \(reason)\n")
  }

  /// A link to a device is a device: refused, never read.
  @Test func aScriptOrSourceLinkedToADeviceIsRefused() async throws {
    defer { try? FileManager.default.removeItem(at: folder) }
    let opened = try await bash("ln -s /dev/zero z; \"$SCENESH\" z > /dev/null")
    #expect(opened.status == 2)
    #expect(opened.errors == "scenesh: error: cannot read 'z': it is a device, not a script\n")
    let sourced = try await bash("\"$SCENESH\" -c 'source z' > /dev/null")
    #expect(sourced.status == 1)
    #expect(sourced.errors == "-c:1: error: cannot read 'z': it is a device, not a script\n")
    let socket = try await bash(
      "python3 -c 'import socket; socket.socket(socket.AF_UNIX).bind(\"s\")'; "
        + "\"$SCENESH\" -c 'source s' > /dev/null")
    #expect(socket.errors == "-c:1: error: cannot read 's': it is a socket, not a script\n")
  }

  /// A link to a script, and a script that links to an unnamed pipe, are read.
  @Test func aLinkToAScriptIsRead() async throws {
    defer { try? FileManager.default.removeItem(at: folder) }
    try write("expect isLoading == false\n", to: "real.scenesh")
    let result = try await bash(
      "ln -s real.scenesh link; \"$SCENESH\" link > /dev/null && "
        + "\"$SCENESH\" -c 'source link' > /dev/null")
    #expect(result.status == 0, "\(result.errors)")
  }

  // MARK: Golden files

  /// `--check` and `--check --update` with a golden file that is a FIFO: refused with the
  /// reason (it once waited for a writer forever), the other scripts still checked.
  @Test func aGoldenFIFOIsAFailureNotAHang() async throws {
    defer { try? FileManager.default.removeItem(at: folder) }
    try write("state\n", to: "a.scenesh")
    let check = try await bash("mkfifo a.expected; \"$SCENESH\" --check a.scenesh")
    #expect(check.status == 1)
    #expect(
      check.output
        == "FAIL a.scenesh: cannot read a.expected: \(Self.fifoReason)\n0 passed, 1 failed\n")
    #expect(check.errors == "scenesh: error: a script failed (see above)\n")
    let update = try await bash("\"$SCENESH\" --check --update a.scenesh")
    #expect(update.status == 1)
    #expect(
      update.errors.hasPrefix(
        "scenesh: error: cannot write 'a.expected': not replaced: it is a FIFO (a pipe), not a file"
      ))
  }

  /// A golden file linked to /dev/zero once grew the shell to gigabytes: a device is refused,
  /// through the link.
  @Test func aGoldenLinkToADeviceIsRefused() async throws {
    defer { try? FileManager.default.removeItem(at: folder) }
    try write("state\n", to: "a.scenesh")
    let check = try await bash("ln -s /dev/zero a.expected; \"$SCENESH\" --check a.scenesh")
    #expect(check.status == 1)
    #expect(
      check.output
        == "FAIL a.scenesh: cannot read a.expected: it is a device, not a file\n"
        + "0 passed, 1 failed\n")
  }

  /// A golden file past 16 MiB is a failure that says so, not a 300 MB read and diff.
  @Test func aGoldenPastTheLimitIsAClearFailure() async throws {
    defer { try? FileManager.default.removeItem(at: folder) }
    try write("state\n", to: "a.scenesh")
    let check = try await bash(
      "truncate -s 300M a.expected; \"$SCENESH\" --check a.scenesh", timeout: 60)
    #expect(check.status == 1)
    #expect(
      check.output
        == "FAIL a.scenesh: cannot read a.expected: it is larger than 16 MiB, the most a golden "
        + "file can be\n0 passed, 1 failed\n")
  }

  // MARK: Writes past the file-size limit

  /// Under `ulimit -f 1`, a recording that outgrows 1 KiB once killed the shell with SIGXFSZ
  /// (status 153, not a word), then left half a command the user never typed
  /// (`…\nstate displayedUs`) with a bare error and a silent `record off`: now the file holds
  /// whole lines only, the error says where, that recording stopped and what the file holds, and
  /// `record off` says it had stopped already. The session goes on.
  @Test func aRecordingPastTheFileSizeLimitStopsWithWholeLinesAndSaysWhere() async throws {
    defer { try? FileManager.default.removeItem(at: folder) }
    let commands =
      ["record r.scenesh"] + Array(repeating: "state displayedUsers.count", count: 60)
      + ["record off", "state isLoading"]
    try write(commands.joined(separator: "\n") + "\n", to: "in.txt")
    let result = try await bash(
      "set -o pipefail; ulimit -f 1; \"$SCENESH\" < in.txt | tail -n 2")
    #expect(result.status == 1)
    #expect(
      result.errors
        == "<stdin>:38: error: cannot write 'r.scenesh': File too large (past the file-size "
        + "limit, ulimit -f); recording stopped (the file holds the 36 commands before this one)\n"
    )
    #expect(
      result.output
        == "recording to r.scenesh had already stopped at <stdin>:38, where a write failed; the "
        + "file holds 36 commands\nisLoading: false\n")
    let recorded = try String(
      contentsOf: folder.appendingPathComponent("r.scenesh"), encoding: .utf8)
    let lines = recorded.split(separator: "\n", omittingEmptySubsequences: false)
    #expect(recorded.hasSuffix("\n"))
    #expect(lines.dropFirst().dropLast().allSatisfy { $0 == "state displayedUsers.count" })
    #expect(lines.count == 38, "\(recorded)")
  }

  /// Whether a test may mount a small tmpfs of its own (root, in a mount namespace that ends
  /// with it): CI runs as root; elsewhere the full-disk test is skipped.
  static let canMountTmpfs: Bool = {
    let probe = "unshare -m --propagation private sh -c 'mount -t tmpfs -o size=64k tmpfs /mnt'"
    return (try? Subprocess.run(["/bin/sh", "-c", probe + " 2>/dev/null"], captureOutput: false))?
      .0 == 0
  }()

  /// On a full disk (a 256 KiB tmpfs of its own, filled), as past the file-size limit:
  @Test(.enabled(if: canMountTmpfs))
  func onAFullDiskEveryFileWrittenIsItsOldBytes() async throws {
    defer { try? FileManager.default.removeItem(at: folder) }
    let result = try await rewrite(
      after: "head -c 1M /dev/zero > fill 2> /dev/null || true",
      inside: "exec unshare -m --propagation private bash -c "
        + "'mount -t tmpfs -o size=256k tmpfs disk && cd disk && eval \"$REWRITE\"'")
    #expect(
      result.output == Self.keptOldBytes(because: "No space left on device", also: ["fill"]),
      "\(result.errors)")
  }

  /// Under `ulimit -f 1`, `report` (Markdown and HTML), `trace --svg` and `--check --update`
  /// once left the first KiB of what they wrote in place of the earlier file: each is now its
  /// old bytes (sha256 checked), as is a recording appended to, and the error says so.
  @Test func pastTheFileSizeLimitEveryFileWrittenIsItsOldBytes() async throws {
    defer { try? FileManager.default.removeItem(at: folder) }
    let result = try await rewrite(after: "ulimit -f 1", inside: "cd disk && eval \"$REWRITE\"")
    #expect(
      result.output
        == Self.keptOldBytes(
          because: "File too large (past the file-size limit, ulimit -f)", also: []),
      "\(result.errors)")
  }

  /// Writes each kind of file whole, notes their sums, runs `squeeze` (a limit, a full disk)
  /// and writes them all again, in a folder `disk` that `wrapper` enters; then says whether
  /// the sums still hold and lists what is there (no temporary file may be left). `r` fills
  /// its last page: on a full disk an append that fits there would need no space.
  private func rewrite(after squeeze: String, inside wrapper: String) async throws
    -> Scenesh.Result
  {
    try write(
      "fetch\nreport a.md\ntrace --svg a.svg\nreport a.html\nrecord --append r\n", to: "in.txt")
    try write("fetch\n", to: "s.scenesh")
    let rewrite = """
      cp ../s.scenesh .; "$SCENESH" < ../in.txt > /dev/null; printf 'old\\n' > s.expected
      printf '%4095s\\n' mine > r; sha256sum a.md a.svg a.html r s.expected > ../sums
      \(squeeze)
      "$SCENESH" < ../in.txt 2>&1 > /dev/null | cat
      "$SCENESH" --check --update s.scenesh 2>&1 | head -n 1
      sha256sum --quiet -c ../sums && echo same; ls -A
      """
    return try await bash("mkdir disk; " + wrapper, environment: ["REWRITE": rewrite])
  }

  /// What `rewrite` prints when every write failed `because`, and `also` the files beside.
  private static func keptOldBytes(because reason: String, also: [String]) -> String {
    let failure = reason + "; the file is as it was"
    let files = (["a.html", "a.md", "a.svg", "r", "s.expected", "s.scenesh"] + also).sorted()
    return """
      <stdin>:2: error: cannot write 'a.md': \(failure)
      <stdin>:3: error: cannot write 'a.svg': \(failure)
      <stdin>:4: error: cannot write 'a.html': \(failure)
      <stdin>:5: error: cannot write 'r': \(failure)
      scenesh: error: cannot write 's.expected': \(failure)
      same

      """ + files.joined(separator: "\n") + "\n"
  }

}
