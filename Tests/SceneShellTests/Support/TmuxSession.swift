import Foundation

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

  /// Starts `command` (run by `sh -c`) in a 100×30 terminal.
  init(_ command: String) throws {
    try tmux(["new-session", "-d", "-s", "t", "-x", "100", "-y", "30", command], capture: false)
  }

  deinit {
    _ = try? tmux(["kill-server"], capture: false)
  }

  /// The process id of the pane's command (`sh -c COMMAND`).
  func panePID() throws -> Int32 {
    let text = try tmux(["display-message", "-p", "-t", "t", "#{pane_pid}"])
    return Int32(text.trimmingCharacters(in: .whitespacesAndNewlines)) ?? -1
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
      let current = screen
      if condition(current) { return current }
      try await Task.sleep(for: .milliseconds(50))
    }
    throw Failure.screenNeverShowed(what, screen: screen)
  }

  func waitForExit(timeout: TimeInterval = 120) async throws {
    let deadline = Date().addingTimeInterval(timeout)
    while Date() < deadline {
      if !isRunning { return }
      try await Task.sleep(for: .milliseconds(50))
    }
    throw Failure.screenNeverShowed("the shell exiting", screen: screen)
  }

  @discardableResult
  private func tmux(_ arguments: [String], capture: Bool = true) throws -> String {
    let (status, output) = try Subprocess.run(
      ["/usr/bin/tmux", "-L", socket, "-f", "/dev/null"] + arguments, captureOutput: capture)
    guard status == 0 else { throw Failure.tmuxFailed(arguments, status) }
    return output
  }
}
