import LineEditing
import Synchronization

/// Reads a script exactly as `PipedLineReader` does, but keeps everything the shell writes
/// instead of printing it, so check mode can compare a run with its expected transcript.
///
/// Both streams go into one string in call order: that is what a terminal shows, and what the
/// `.expected` files hold. Writes may come from any thread (a live poll), hence the mutex.
/// A checked script is never interrupted by the user (Ctrl-C ends the whole check): its
/// `waitForInterrupt()` is the default one.
final class CapturingLineReader: LineReader {
  private let input: PipedLineReader
  private let captured = Mutex("")

  /// Reads lines from `fileDescriptor`, which stays open: it belongs to whoever opened it.
  init(fileDescriptor: Int32) {
    input = PipedLineReader(fileDescriptor: fileDescriptor)
  }

  /// Everything written so far, stdout and stderr interleaved.
  var output: String {
    captured.withLock { $0 }
  }

  nonisolated(nonsending) func readLine(prompt: String, completions: Completions) async
    -> LineReadResult
  {
    await input.readLine(prompt: prompt, completions: completions)
  }

  func write(_ text: String, to stream: OutputStream) {
    captured.withLock { $0 += text }
  }

  func close() {
    input.close()
  }
}
