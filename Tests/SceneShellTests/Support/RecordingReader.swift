import LineEditing
import Synchronization

/// Feeds a shell built in-process a fixed list of commands and records everything it prints,
/// for tests that need a catalog of their own (such as a scene with a deliberate leak).
final class RecordingReader: LineReader {
  private struct State {
    var next = 0
    var output = ""
  }

  private let lines: [String]
  private let state = Mutex(State())

  init(_ lines: [String]) {
    self.lines = lines
  }

  /// What the shell printed, stdout and stderr together, in order.
  var output: String { state.withLock { $0.output } }

  nonisolated(nonsending) func readLine(prompt: String, completions: [String]) async
    -> LineReadResult
  {
    state.withLock { state in
      guard state.next < lines.count else { return .endOfInput }
      defer { state.next += 1 }
      return .line(lines[state.next])
    }
  }

  func write(_ text: String, to stream: LineEditing.OutputStream) {
    state.withLock { $0.output += text }
  }

  func close() {}

  func takeInterrupt() -> Bool { false }
}
