import Foundation
import TestSupport

/// A real terminal for tests: a detached tmux session on a private server socket, driven with
/// `send-keys` and read with `capture-pane`.
final class TmuxSession {
  enum Failure: Error, CustomStringConvertible {
    case tmuxFailed([String], Int32)
    case screenNeverShowed(String, screen: String)

    var description: String {
      switch self {
      case .tmuxFailed(let arguments, let status):
        "tmux \(arguments.joined(separator: " ")) exited \(status)"
      case .screenNeverShowed(let what, let screen):
        "the terminal never showed \(what); it shows:\n\(screen)"
      }
    }
  }

  static var isAvailable: Bool {
    FileManager.default.isExecutableFile(atPath: "/usr/bin/tmux")
  }

  private let socket = "scenesh-test-\(getpid())-\(UUID().uuidString.prefix(8))"

  /// Starts `command` (run by `sh -c`) in a terminal 100 columns wide and `rows` high (taller
  /// for a test that reads back lines a 30-row screen would have scrolled away).
  init(_ command: String, rows: Int = 30) throws {
    try tmux(
      ["new-session", "-d", "-s", "t", "-x", "100", "-y", "\(rows)", command], capture: false)
  }

  deinit {
    _ = try? tmux(["kill-server"], capture: false)
  }

  /// The process id of the pane's command (`sh -c COMMAND`).
  func panePID() throws -> Int32 {
    let text = try tmux(["display-message", "-p", "-t", "t", "#{pane_pid}"])
    return Int32(text.trimmingCharacters(in: .whitespacesAndNewlines)) ?? -1
  }

  /// The pane's terminal modes now (`c_lflag`: `ECHO`, `NOFLSH`), read from outside as
  /// `stty -F` would; nil when they cannot be read.
  func localModes() throws -> tcflag_t? {
    let path = try tmux(["display-message", "-p", "-t", "t", "#{pane_tty}"])
      .trimmingCharacters(in: .whitespacesAndNewlines)
    let descriptor = open(path, O_RDONLY | O_NOCTTY | O_CLOEXEC)
    guard descriptor >= 0 else { return nil }
    defer { close(descriptor) }
    var modes = termios()
    return tcgetattr(descriptor, &modes) == 0 ? modes.c_lflag : nil
  }

  /// Types text literally.
  func type(_ text: String) throws {
    try tmux(["send-keys", "-t", "t", "-l", text])
  }

  /// Pastes text as a terminal does, all at once (through a tmux buffer, loaded from a file:
  /// a command line holds only a few kilobytes).
  func paste(_ text: String) throws {
    let file = FileManager.default.temporaryDirectory
      .appendingPathComponent("scenesh-paste-\(UUID().uuidString)")
    try text.write(to: file, atomically: true, encoding: .utf8)
    defer { try? FileManager.default.removeItem(at: file) }
    try tmux(["load-buffer", "-b", "pasted", file.path])
    try tmux(["paste-buffer", "-b", "pasted", "-t", "t"])
  }

  /// Presses keys by tmux name: `Enter`, `Tab`, `C-c`, `C-d`, `Up`.
  func press(_ keys: String...) throws {
    try tmux(["send-keys", "-t", "t"] + keys)
  }

  var screen: String {
    (try? tmux(["capture-pane", "-p", "-t", "t"])) ?? ""
  }

  var isRunning: Bool {
    (try? tmux(["has-session", "-t", "t"])) != nil
  }

  /// Polls the screen until `condition` holds. A terminal has no "done" signal, so this
  /// waits for what a person would look for, with a generous bound.
  @discardableResult
  func waitUntil(
    _ what: String, timeout: TimeInterval = 120, _ condition: (String) -> Bool
  ) async throws -> String {
    let deadline = Date().addingTimeInterval(timeout)
    while Date() < deadline {
      let current = await screenOffThePool
      if condition(current) { return current }
      try await Task.sleep(for: .milliseconds(50))
    }
    throw Failure.screenNeverShowed(what, screen: screen)
  }

  /// `screen`, read by a tmux run waited for on a thread of its own: the polls above run one
  /// every 50 ms for as long as a test waits, and each would otherwise block a thread of the
  /// cooperative pool (two here) while tmux starts and ends.
  private var screenOffThePool: String {
    get async {
      let command = Self.command(socket: socket, ["capture-pane", "-p", "-t", "t"])
      return (try? await onOwnThread { try Self.run(command) }) ?? ""
    }
  }

  func waitForExit(timeout: TimeInterval = 120) async throws {
    let deadline = Date().addingTimeInterval(timeout)
    let command = Self.command(socket: socket, ["has-session", "-t", "t"])
    while Date() < deadline {
      // Off the pool, as the screen's polls are.
      let running = (try? await onOwnThread { try Self.run(command) }) != nil
      if !running { return }
      try await Task.sleep(for: .milliseconds(50))
    }
    throw Failure.screenNeverShowed("the shell exiting", screen: screen)
  }

  @discardableResult
  private func tmux(_ arguments: [String], capture: Bool = true) throws -> String {
    try Self.run(Self.command(socket: socket, arguments), capture: capture)
  }

  /// The tmux command line for `arguments` on the server at `socket`.
  private static func command(socket: String, _ arguments: [String]) -> [String] {
    ["/usr/bin/tmux", "-L", socket, "-f", "/dev/null"] + arguments
  }

  /// Runs a tmux command line; throws if it fails.
  private static func run(_ command: [String], capture: Bool = true) throws -> String {
    let (status, output) = try Subprocess.run(command, captureOutput: capture)
    guard status == 0 else { throw Failure.tmuxFailed(Array(command.dropFirst(4)), status) }
    return output
  }
}
