import Dispatch
import Synchronization

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Reads lines from a pipe, a redirected file or a script the shell opened: plain byte reads,
/// no prompt, no echo, no libedit. Returns every physical line, comments and blanks included
/// (the shell counts line numbers itself). It leaves SIGINT alone: Ctrl-C ends the process as
/// usual, and `waitForInterrupt()` is the default one, which only cancellation ends.
public final class PipedLineReader: LineReader {
  private struct InputState {
    var splitter = LineSplitter()
    var atEnd = false
    /// Why the input stopped, when a read failed: said once the lines before it are read.
    var failure: String?
  }

  private let input: Int32
  private let outputDescriptor: Int32
  private let errorDescriptor: Int32
  /// Serial, so concurrent `readLine` calls are answered in call order. Labelled `scenesh.…`:
  /// a read blocked here is the shell's own, never counted as a scene's GCD work in flight.
  private let readQueue = DispatchQueue(label: "scenesh.PipedLineReader")
  private let inputState = Mutex(InputState())
  /// Reads handed to `readQueue` and not answered yet. Every call decides here, in turn, whether
  /// to read at once or to queue; this lock is never held across a read that waits.
  private let queuedReads = Mutex(0)
  /// Held while writing so chunks from different threads never interleave.
  private let outputLock = Mutex(())
  private let failures = OutputFailureRecord()

  public convenience init(fileDescriptor: Int32 = 0) {
    self.init(fileDescriptor: fileDescriptor, outputDescriptor: 1, errorDescriptor: 2)
  }

  package init(fileDescriptor: Int32, outputDescriptor: Int32, errorDescriptor: Int32) {
    input = fileDescriptor
    self.outputDescriptor = outputDescriptor
    self.errorDescriptor = errorDescriptor
  }

  nonisolated(nonsending) public func readLine(prompt: String, completions: Completions) async
    -> LineReadResult
  {
    await withCheckedContinuation { continuation in
      // A line that needs no waiting (already split off, or bytes or the end ready on the
      // input) is answered here, when no earlier call is still queued: a script piped in whole
      // is read without starting or waking a thread.
      queuedReads.withLock { queued in
        if queued == 0, let ready = inputState.withLock({ nextLine(&$0, waiting: false) }) {
          continuation.resume(returning: ready)
          return
        }
        queued += 1
        readQueue.async {
          let result = self.inputState.withLock { self.nextLine(&$0, waiting: true) }
          self.queuedReads.withLock { $0 -= 1 }
          // Waiting, a line or the end always comes.
          continuation.resume(returning: result ?? .endOfInput)
        }
      }
    }
  }

  public func write(_ text: String, to stream: OutputStream) {
    let fd = stream == .standardOutput ? outputDescriptor : errorDescriptor
    outputLock.withLock { _ in failures.note(DescriptorWriter.write(text, to: fd), on: stream) }
  }

  public var outputFailure: OutputFailure? { failures.failure }

  /// The descriptor belongs to whoever opened it; there is no terminal state to restore.
  public func close() {
    inputState.withLock { $0.atEnd = true }
  }

  private static func result(
    _ piece: LineSplitter.Piece, state: inout InputState
  ) -> LineReadResult {
    switch piece {
    case .line(let line): return .line(line)
    case .overlong(let bytes, let endsInput):
      if endsInput { state.atEnd = true }
      return .overlong(bytes: bytes, endsInput: endsInput)
    }
  }

  /// Splits the next line out of what was read, reading more as needed. Without `waiting`, a
  /// read is made only when `poll` says it returns at once; nil when it would not.
  private func nextLine(_ state: inout InputState, waiting: Bool) -> LineReadResult? {
    while true {
      if let piece = state.splitter.nextLine() { return Self.result(piece, state: &state) }
      if state.atEnd {
        if let piece = state.splitter.finish() { return Self.result(piece, state: &state) }
        if let failure = state.failure {
          state.failure = nil
          return .failed(reason: failure)
        }
        return .endOfInput
      }
      guard waiting || Self.isReady(input) else { return nil }
      // On the stack, and only when a read is made: most calls find a line already split off.
      let count = withUnsafeTemporaryAllocation(byteCount: 4096, alignment: 1) { chunk in
        let count = DescriptorWriter.read(input, into: chunk)
        if count > 0 { state.splitter.append(UnsafeRawBufferPointer(rebasing: chunk[..<count])) }
        return count
      }
      if count <= 0 {
        // End of file, or an error we cannot recover from (EIO): either way no more lines,
        // but an error is said.
        if count < 0 { state.failure = String(cString: strerror(errno)) }
        state.atEnd = true
      }
    }
  }

  /// Whether a read of `descriptor` returns without waiting: bytes, the end, or an error ready.
  private static func isReady(_ descriptor: Int32) -> Bool {
    var entry = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
    return poll(&entry, 1, 0) == 1
  }
}
