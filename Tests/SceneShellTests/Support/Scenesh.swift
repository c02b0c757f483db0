import Foundation
import TestSupport

/// Runs the built `scenesh` binary the way a user does: a real process, stdin piped in,
/// stdout and stderr on one pipe so their interleaving is what a terminal would show.
enum Scenesh {
  struct Result {
    let output: String
    let status: Int32
    /// Standard error alone, when the run was asked to keep it apart (else empty).
    var errors = ""
  }

  enum Failure: Error, CustomStringConvertible {
    case binaryNotFound(String)
    case timedOut

    var description: String {
      switch self {
      case .binaryNotFound(let path): "scenesh not found at \(path); run `swift build` first"
      case .timedOut: "scenesh did not exit in time"
      }
    }
  }

  /// What every session prints before its first command: the users screen pushed, loading
  /// itself as seed 000's `viewDidLoad` does (loading on, the ten users, loading off).
  static let opening = """
    » users pushed
    ~ isLoading: false → true
    + displayedUsers[0]: DisplayedUser(id: 1, fullName: "Leanne Graham", emailLabel: "sincere@april.biz")
    + displayedUsers[1]: DisplayedUser(id: 2, fullName: "Ervin Howell", emailLabel: "shanna@melissa.tv")
    + displayedUsers[2]: DisplayedUser(id: 3, fullName: "Clementine Bauch", emailLabel: "nathan@yesenia.net")
    + displayedUsers[3]: DisplayedUser(id: 4, fullName: "Patricia Lebsack", emailLabel: "julianne.oconner@kory.org")
    + displayedUsers[4]: DisplayedUser(id: 5, fullName: "Chelsey Dietrich", emailLabel: "lucio_hettinger@annie.ca")
    + displayedUsers[5]: DisplayedUser(id: 6, fullName: "Mrs. Dennis Schulist", emailLabel: "karley_dach@jasper.info")
    + displayedUsers[6]: DisplayedUser(id: 7, fullName: "Kurtis Weissnat", emailLabel: "telly.hoeger@billy.biz")
    + displayedUsers[7]: DisplayedUser(id: 8, fullName: "Nicholas Runolfsdottir V", emailLabel: "sherwood@rosamond.me")
    + displayedUsers[8]: DisplayedUser(id: 9, fullName: "Glenna Reichert", emailLabel: "chaim_mcdermott@dana.io")
    + displayedUsers[9]: DisplayedUser(id: 10, fullName: "Clementina Dubuque", emailLabel: "rey.padberg@karina.biz")
    ~ isLoading: true → false

    """

  /// What `output` says after the opening, which it must start with.
  static func afterOpening(_ output: String) -> String {
    guard output.hasPrefix(opening) else { return "(no opening) " + output }
    return String(output.dropFirst(opening.count))
  }

  /// The package root, found from this file's location.
  static let packageRoot = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent()

  /// `scenesh` sits next to the test bundle in the build folder (`SCENESH_BIN` overrides).
  static var binary: URL {
    get throws {
      if let path = ProcessInfo.processInfo.environment["SCENESH_BIN"] {
        return URL(fileURLWithPath: path)
      }
      let executable = URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath()
      var folder = executable.deletingLastPathComponent()
      // The bundle may be `X.xctest` (a file) or a folder holding the test executable.
      while folder.path != "/" {
        let candidate = folder.appendingPathComponent("scenesh")
        if FileManager.default.isExecutableFile(atPath: candidate.path) { return candidate }
        folder = folder.deletingLastPathComponent()
      }
      throw Failure.binaryNotFound(executable.deletingLastPathComponent().path)
    }
  }

  /// Runs scenesh; `separateErrors` keeps stderr apart from stdout (CI reads it alone).
  /// `executable` runs another program instead (a shell around scenesh, for redirections), in
  /// `directory` (by default the package root).
  ///
  /// The wait happens on a thread of its own: a test blocking one of the few cooperative
  /// threads (two on a two-core machine) would starve the async tests running beside it.
  /// `timeout` only ends a run that hangs: a loaded machine is far inside it.
  static func run(
    _ arguments: [String] = [], input: String = "", environment: [String: String] = [:],
    timeout: TimeInterval = 300, separateErrors: Bool = false, executable: URL? = nil,
    directory: URL? = nil
  ) async throws -> Result {
    try await withCheckedThrowingContinuation { continuation in
      Thread {
        continuation.resume(
          with: Swift.Result {
            try runBlocking(
              arguments, input: input, environment: environment, timeout: timeout,
              separateErrors: separateErrors, executable: executable, directory: directory)
          })
      }.start()
    }
  }

  private static func runBlocking(
    _ arguments: [String], input: String, environment: [String: String],
    timeout: TimeInterval, separateErrors: Bool, executable: URL?, directory: URL?
  ) throws -> Result {
    let process = Process()
    process.executableURL = try executable ?? binary
    process.arguments = arguments
    process.currentDirectoryURL = directory ?? packageRoot
    var variables = ProcessInfo.processInfo.environment
    variables["NO_COLOR"] = nil
    // Each run seeds hashing afresh, as a user's does: no transcript may depend on the seed.
    variables["SWIFT_DETERMINISTIC_HASHING"] = nil
    variables.merge(environment) { $1 }
    process.environment = variables
    let exited = DispatchSemaphore(value: 0)
    process.terminationHandler = { _ in exited.signal() }
    let (stdin, output, errors) = try ChildSpawning.serialized {
      let stdin = Pipe()
      let output = Pipe()
      let errors = separateErrors ? Pipe() : output
      process.standardInput = stdin
      process.standardOutput = output
      process.standardError = errors
      try process.run()
      return (stdin, output, errors)
    }
    // Read while the process runs, so a large output never fills the pipe and stalls it.
    let collected = OutputCollector(output.fileHandleForReading)
    let collectedErrors = separateErrors ? OutputCollector(errors.fileHandleForReading) : nil
    stdin.fileHandleForWriting.write(Data(input.utf8))
    try stdin.fileHandleForWriting.close()
    guard exited.wait(timeout: .now() + timeout) == .success else {
      process.terminate()
      throw Failure.timedOut
    }
    return Result(
      output: collected.text(), status: process.terminationStatus,
      errors: collectedErrors?.text() ?? "")
  }
}

/// Drains a pipe on its own thread.
private final class OutputCollector: Sendable {
  private let done = DispatchSemaphore(value: 0)
  private let data = LockedData()

  init(_ handle: FileHandle) {
    let thread = Thread { [data, done] in
      data.set(handle.readDataToEndOfFile())
      done.signal()
    }
    thread.start()
  }

  func text() -> String {
    done.wait()
    return String(decoding: data.get(), as: UTF8.self)
  }
}

private final class LockedData: Sendable {
  private let lock = NSLock()
  // Guarded by `lock`; written once by the reader thread, read after `done` is signalled.
  nonisolated(unsafe) private var value = Data()

  func set(_ newValue: Data) {
    lock.withLock { value = newValue }
  }

  func get() -> Data {
    lock.withLock { value }
  }
}
