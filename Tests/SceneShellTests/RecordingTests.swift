import Foundation
import Glibc
import TestSupport
import Testing

/// `record FILE`: opened when it starts, refused when it is not a regular file, each command
/// appended as it runs, and what the user typed — a `source` line, not the lines it ran.
@Suite struct RecordingTests {
  private let folder: URL

  init() throws {
    folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("recording-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
  }

  private func path(_ name: String) -> String { folder.appendingPathComponent(name).path }

  @Test func whatIsNotARegularFileIsRefusedAtOnceWithTheReason() async throws {
    defer { try? FileManager.default.removeItem(at: folder) }
    let fifo = path("fifo")
    #expect(mkfifo(fifo, 0o600) == 0)
    let script = [
      "record \(fifo)", "record \(folder.path)", "record /proc/version",
      "record \(path("missing/x"))", "fetch",
    ].joined(separator: "\n")
    let result = try await Scenesh.run(input: script, separateErrors: true)
    #expect(
      result.errors == """
        <stdin>:1: error: cannot write '\(fifo)': it is a FIFO (a pipe), not a file
        <stdin>:2: error: cannot write '\(folder.path)': it is a directory
        <stdin>:3: error: cannot write '/proc/version': it belongs to the kernel (/proc or /sys), not a file
        <stdin>:4: error: cannot write '\(path("missing/x"))': No such file or directory

        """)
    // The session went on: the fetch ran.
    #expect(result.output.hasSuffix("~ isLoading: false → true\n~ isLoading: true → false\n"))
    var info = stat()
    #expect(stat(fifo, &info) == 0 && (info.st_mode & S_IFMT) == S_IFIFO)
  }

  @Test func aSourceLineIsRecordedNotTheLinesItRanSoAReplayMatches() async throws {
    defer { try? FileManager.default.removeItem(at: folder) }
    let added = path("add.scenesh")
    try "data add \"Ada\"\nrefresh\n".write(toFile: added, atomically: false, encoding: .utf8)
    let recorded = path("session.scenesh")
    let live = try await Scenesh.run(
      input: "record \(recorded)\nsource \(added)\nexpect displayedUsers.count == 11\nrecord off\n",
      separateErrors: true)
    #expect(live.status == 0, "\(live.errors)")
    let text = try String(contentsOfFile: recorded, encoding: .utf8)
    #expect(text.hasSuffix("\nsource \(added)\nexpect displayedUsers.count == 11\n"))
    let replay = try await Scenesh.run([recorded], separateErrors: true)
    #expect(replay.status == 0, "\(replay.errors)")
  }

  /// SIGTERM mid-session: every command typed so far is in the file already.
  @Test func aSignalLosesNothingRecorded() async throws {
    defer { try? FileManager.default.removeItem(at: folder) }
    let recorded = path("signal.scenesh")
    // The child is watched on a thread of its own, not on the cooperative pool.
    let text = try await onOwnThread { try Self.recordThenTerminate(into: recorded) }
    #expect(text.hasPrefix("# Recorded by scenesh "))
    #expect(text.hasSuffix("\nfetch\nselect 1\n"))
  }

  /// Runs scenesh recording into `recorded`, ends it with SIGTERM once the file holds both
  /// commands (or two minutes passed: only a scenesh that never writes gets there), and returns
  /// what the file holds.
  private static func recordThenTerminate(into recorded: String) throws -> String {
    let process = Process()
    process.executableURL = try Scenesh.binary
    process.standardOutput = FileHandle.nullDevice
    process.standardError = FileHandle.nullDevice
    let input = try ChildSpawning.serialized {
      let input = Pipe()
      process.standardInput = input
      try process.run()
      return input
    }
    input.fileHandleForWriting.write(Data("record \(recorded)\nfetch\nselect 1\n".utf8))
    let deadline = Date().addingTimeInterval(120)
    var text = ""
    while Date() < deadline, !text.hasSuffix("select 1\n") {
      Thread.sleep(forTimeInterval: 0.05)
      text = (try? String(contentsOfFile: recorded, encoding: .utf8)) ?? ""
    }
    process.terminate()
    process.waitUntilExit()
    return text
  }
}
