import Synchronization

/// Lines from memory instead of a terminal or pipe, and what the shell writes kept (or just
/// counted): for embedding a shell in tests and benchmarks.
public final class ScriptedLineReader: LineReader {
  private struct State {
    var next = 0
    var output = ""
    var bytesWritten = 0
  }

  private let lines: [String]
  private let keepsOutput: Bool
  private let state = Mutex(State())

  /// `keepsOutput: false` only counts the bytes (a benchmark's output is not the point).
  public init(_ lines: [String], keepsOutput: Bool = true) {
    self.lines = lines
    self.keepsOutput = keepsOutput
  }

  /// What the shell printed, stdout and stderr together, in order.
  public var output: String { state.withLock { $0.output } }

  public var bytesWritten: Int { state.withLock { $0.bytesWritten } }

  nonisolated(nonsending) public func readLine(
    prompt: String, completions: Completions
  ) async -> LineReadResult {
    state.withLock { state in
      guard state.next < lines.count else { return .endOfInput }
      defer { state.next += 1 }
      return .line(lines[state.next])
    }
  }

  public func write(_ text: String, to stream: OutputStream) {
    state.withLock { state in
      state.bytesWritten += text.utf8.count
      if keepsOutput { state.output += text }
    }
  }

  public func close() {}
}
