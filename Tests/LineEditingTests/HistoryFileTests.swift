import Foundation
import Testing

@testable import LineEditing

#if canImport(Glibc)
  import Glibc
#endif

/// The history file as the shell reads and writes it: files it did not write are left alone,
/// links are followed to a regular file, a line past the limit is skipped, and a history that
/// cannot be saved says so once. At a pseudo terminal, as a user sees it. (A FIFO, /dev/zero
/// and a 100 MB file are in TerminalTests: each once hung or filled memory, so they run in a
/// process of their own.) In EditlineReaderTests' suite, serialized with its tests: one reader
/// owns the process's signal handlers at a time (two suites side by side hung on Ctrl-C).
extension EditlineReaderTests {
  /// A folder of its own for a test.
  private static func makeFolder() -> String {
    let path = FileManager.default.temporaryDirectory
      .appendingPathComponent("scenesh-history-\(UUID().uuidString)").path
    try? FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
    return path
  }

  private func historyReader(_ terminal: PseudoTerminal, history: String) -> EditlineReader {
    EditlineReader(
      historyPath: history, historyLimit: 1000, input: terminal.slave, output: terminal.slave,
      error: terminal.slave)
  }

  /// Types `lines` at the prompt, one read each, then closes the reader; returns what the
  /// terminal showed.
  private func historySession(history: String, typing lines: [String]) async throws -> String {
    let terminal = try PseudoTerminal()
    let reader = historyReader(terminal, history: history)
    var seen = 0
    for line in lines {
      let read = Task.detached {
        await reader.readLine(prompt: "demo> ", completions: Completions(commands: []))
      }
      seen = try await terminal.waitFor("demo> ", after: seen)
      terminal.type(line + "\r")
      #expect(await read.value == .line(line))
    }
    reader.close()
    return terminal.output
  }

  private func fileText(_ path: String) throws -> String {
    try String(contentsOfFile: path, encoding: .utf8)
  }

  /// A history file the shell did not write was once replaced by the first entry.
  @Test func aFileNotInLibeditsFormatIsLeftAlone() async throws {
    let folder = Self.makeFolder()
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let path = folder + "/notes"
    try "precious\nnotes\n".write(toFile: path, atomically: true, encoding: .utf8)
    let shown = try await historySession(history: path, typing: ["select 2", "fetch"])
    #expect(try fileText(path) == "precious\nnotes\n")
    let warning =
      "scenesh: warning: history '\(path)' is not read, and this session's commands are not "
      + "saved to it: it is not a history file this shell wrote (its first line is not "
      + "_HiStOrY_V2_), so it is left as it is"
    #expect(shown.components(separatedBy: warning).count == 2, "\(shown)")
  }

  /// A linked history was once never saved, silently: the link is followed, the file it names
  /// is written (in place: the link stays a link), and read back next time.
  @Test func aLinkedHistoryIsSavedThroughTheLink() async throws {
    let folder = Self.makeFolder()
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let target = folder + "/real"
    let link = folder + "/link"
    try "_HiStOrY_V2_\ntasks\n".write(toFile: target, atomically: true, encoding: .utf8)
    #expect(symlink(target, link) == 0)
    let shown = try await historySession(history: link, typing: ["fetch"])
    #expect(!shown.contains("warning"), "\(shown)")
    #expect(try fileText(target) == "_HiStOrY_V2_\ntasks\nfetch\n")
    var info = stat()
    #expect(lstat(link, &info) == 0 && info.st_mode & S_IFMT == S_IFLNK)
  }

  /// A link to nothing is not made to name a new file: said once, not saved.
  @Test func aLinkToNothingIsNotSavedAndSaysSoOnce() async throws {
    let folder = Self.makeFolder()
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let link = folder + "/dangling"
    #expect(symlink(folder + "/missing", link) == 0)
    let shown = try await historySession(history: link, typing: ["fetch", "tasks"])
    let warning =
      "scenesh: warning: history '\(link)' cannot be saved: it is a symbolic link to a file "
      + "that does not exist; this session's commands may not be in it"
    #expect(shown.components(separatedBy: warning).count == 2, "\(shown)")
    #expect(!FileManager.default.fileExists(atPath: folder + "/missing"))
  }

  /// A history in a folder that does not exist cannot be saved: said once, not per command.
  @Test func aHistoryThatCannotBeSavedSaysSoOnce() async throws {
    let folder = Self.makeFolder()
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let path = folder + "/no/such/folder/history"
    let shown = try await historySession(history: path, typing: ["fetch", "tasks", "select 1"])
    let warning =
      "scenesh: warning: history '\(path)' cannot be saved: No such file or directory; this "
      + "session's commands may not be in it"
    #expect(shown.components(separatedBy: warning).count == 2, "\(shown)")
  }

  /// A line past the limit is skipped with one warning; the others load, and the file is
  /// written again without it.
  @Test func aLineOverTheLimitIsSkippedWithOneWarning() async throws {
    let folder = Self.makeFolder()
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let path = folder + "/history"
    let long = String(repeating: "x", count: 300_000)
    try "_HiStOrY_V2_\nfetch\n\(long)\n\(long)\nselect\\0402\n".write(
      toFile: path, atomically: true, encoding: .utf8)
    let terminal = try PseudoTerminal()
    let reader = historyReader(terminal, history: path)
    let read = Task.detached {
      await reader.readLine(prompt: "demo> ", completions: Completions(commands: []))
    }
    let seen = try await terminal.waitFor("demo> ")
    #expect(
      terminal.output.contains(
        "scenesh: warning: history '\(path)' has 2 lines longer than 262144 bytes: skipped, "
          + "and left out when the history is next saved"))
    terminal.type("\u{1B}[A")  // Up: the newest entry, decoded as libedit wrote it
    try await terminal.waitFor("select 2", after: seen)
    terminal.type("\r")
    #expect(await read.value == .line("select 2"))
    reader.close()
    #expect(try fileText(path) == "_HiStOrY_V2_\nfetch\nselect\\0402\n")
  }

  /// An entry that is not UTF-8 (another program's, or typed into the file) was dropped by
  /// libedit without a word: it is counted and said, once; UTF-8 entries, raw or as libedit
  /// writes them, are not.
  @Test func anEntryThatIsNotUTF8IsSaidNotDroppedSilently() async throws {
    let folder = Self.makeFolder()
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let path = folder + "/history"
    let bytes =
      Array("_HiStOrY_V2_\nselect\\0401\nab".utf8) + [0xFF]
      + Array("cd\ndata\\040add\\040José\n".utf8)
    #expect(FileManager.default.createFile(atPath: path, contents: Data(bytes)))
    let shown = try await historySession(history: path, typing: ["fetch"])
    let warning =
      "scenesh: warning: history '\(path)' has 1 entry that is not UTF-8: not read, and left "
      + "out when the history is next saved"
    #expect(shown.components(separatedBy: warning).count == 2, "\(shown)")
    #expect(try fileText(path) == "_HiStOrY_V2_\nselect\\0401\ndata\\040add\\040José\nfetch\n")
  }

  /// /dev/null keeps no history, without a word (as bash's HISTFILE=/dev/null).
  @Test func devNullKeepsNoHistoryQuietly() async throws {
    let shown = try await historySession(history: "/dev/null", typing: ["fetch"])
    #expect(!shown.contains("warning"), "\(shown)")
  }

  /// The file is kept under its limit by leaving out the oldest entries.
  @Test func whatIsSavedIsTrimmedFromTheOldestEntry() {
    let bytes = Array("_HiStOrY_V2_\naaaa\nbbbb\ncccc\n".utf8)
    #expect(HistoryFile.trimmed(bytes, maximumSize: 100) == bytes)
    #expect(
      HistoryFile.trimmed(bytes, maximumSize: 23) == Array("_HiStOrY_V2_\nbbbb\ncccc\n".utf8))
    #expect(
      HistoryFile.trimmed(bytes, maximumSize: 22) == Array("_HiStOrY_V2_\ncccc\n".utf8))
  }

  @Test func parsingKeepsLibeditsLinesAndRefusesOthers() {
    #expect(HistoryFile.parse([]) == .lines([], skipped: 0))
    #expect(
      HistoryFile.parse(Array("_HiStOrY_V2_\na\n\nb".utf8))
        == .lines([ArraySlice("a".utf8), ArraySlice("".utf8), ArraySlice("b".utf8)], skipped: 0))
    guard case .refused = HistoryFile.parse(Array("ls -l\n".utf8)) else {
      Issue.record("a bash history was read")
      return
    }
  }
}
