import Foundation
import Testing

/// `book-search`, the package's own shell, run as a user runs it: a script on stdin, the
/// transcript on stdout and stderr, the exit status.
@Suite struct BookSearchShellTests {
  @Test func aDebouncedSearchPrintsItsResultsOnceTheScriptLetsTimePass() throws {
    let run = try BookSearchShell.run(
      stdin: """
        type fra
        type frank
        wait 300ms
        wait 200ms
        expect rows.count == 1
        expect rows[0].title == "Frankenstein"
        """)
    #expect(run.status == 0, "stderr: \(run.standardError)")
    // The first keystroke's search was cancelled in its debounce: one search, one result.
    #expect(run.standardOutput.components(separatedBy: "Searching for").count == 3)
    #expect(run.standardOutput.contains(#"+ rows[0]: BookRow(id: 4, title: "Frankenstein""#))
    #expect(run.standardError.isEmpty)
  }

  @Test func beforeTheDebounceHasPassedNothingIsSearched() throws {
    let run = try BookSearchShell.run(
      stdin: "type frank\nwait 299ms\nexpect isSearching == false\n")
    #expect(run.status == 0, "stderr: \(run.standardError)")
    // The wait says that nothing was due yet, and when the debounce is.
    #expect(
      run.standardOutput == """
        » search pushed
        · waited 299ms (scene time 299ms): nothing was due; the next timer is due in 1ms (set in \
        BookSearchInteractor.queryChanged(text: "frank"))

        """)
  }

  @Test func tappingARowOpensTheDetailScreenWhichLoadsItself() throws {
    let run = try BookSearchShell.run(
      stdin:
        "type emma\nsubmit\nwait 200ms\ntap 0\nwait 200ms\nexpect byline == \"by Jane Austen\"\n")
    #expect(run.status == 0, "stderr: \(run.standardError)")
    #expect(run.standardOutput.contains("→ route bookDetail(id: 3)"))
  }

  @Test func theScriptsPrintTheirGoldenTranscripts() throws {
    let scripts = try FileManager.default.contentsOfDirectory(atPath: BookSearchShell.scripts.path)
      .filter { $0.hasSuffix(".scenesh") }.sorted()
      .map { BookSearchShell.scripts.appendingPathComponent($0).path }
    #expect(scripts.count >= 3)
    let run = try BookSearchShell.run(arguments: ["--check"] + scripts)
    #expect(run.status == 0, "\(run.standardOutput)")
    #expect(run.standardOutput.hasSuffix("\(scripts.count) passed, 0 failed\n"))
  }

  @Test func itsHelpAndVersionAreItsOwn() throws {
    let version = try BookSearchShell.run(arguments: ["--version"])
    #expect(version.standardOutput == "book-search 1.0.0\n")
    let help = try BookSearchShell.run(arguments: ["--help"])
    #expect(help.standardOutput.hasPrefix("book-search — "))
    // Every host takes the network options, described for any scene's own requests, not the
    // seed scenes' jsonplaceholder server.
    #expect(help.standardOutput.contains("--answers PATH"))
    #expect(help.standardOutput.contains("--data-url URL    pass the scenes' own requests"))
    #expect(!help.standardOutput.contains("jsonplaceholder"))
    let refused = try BookSearchShell.run(arguments: ["--answers", "/nonexistent/answers"])
    #expect(refused.status == 2)
    #expect(
      refused.standardError
        == "book-search: error: --answers: '/nonexistent/answers' does not exist\n")
  }
}

/// Runs the built `book-search` executable.
enum BookSearchShell {
  struct Run {
    let status: Int32
    let standardOutput: String
    let standardError: String
  }

  /// Beside the test bundle, where `swift build` puts the package's executables.
  static var executable: URL {
    URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
      .appendingPathComponent("book-search")
  }

  /// The package's scripts folder, found from this file.
  static var scripts: URL {
    URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
      .deletingLastPathComponent().appendingPathComponent("scripts")
  }

  /// Runs the shell with `stdin` piped in; its output goes to files, so no pipe can fill up
  /// while the test waits for it to exit.
  static func run(arguments: [String] = [], stdin: String = "") throws -> Run {
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("book-search-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let paths = ["in", "out", "err"].map { folder.appendingPathComponent($0) }
    try Data(stdin.utf8).write(to: paths[0])
    for path in paths.dropFirst() { try Data().write(to: path) }
    let process = Process()
    process.executableURL = executable
    process.arguments = arguments
    process.standardInput = try FileHandle(forReadingFrom: paths[0])
    process.standardOutput = try FileHandle(forWritingTo: paths[1])
    process.standardError = try FileHandle(forWritingTo: paths[2])
    try process.run()
    process.waitUntilExit()
    return Run(
      status: process.terminationStatus,
      standardOutput: try String(contentsOf: paths[1], encoding: .utf8),
      standardError: try String(contentsOf: paths[2], encoding: .utf8))
  }
}
