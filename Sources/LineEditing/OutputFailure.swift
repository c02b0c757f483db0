import Synchronization

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// A write to the shell's output that failed: the disk is full, the terminal is gone. The
/// shell ends the session on it, since what it prints is what CI reads.
public struct OutputFailure: Sendable, Equatable {
  public let stream: OutputStream
  /// What the system said: `No space left on device`.
  public let reason: String

  public init(stream: OutputStream, reason: String) {
    self.stream = stream
    self.reason = reason
  }
}

/// The first `OutputFailure` a reader met; later ones add nothing.
final class OutputFailureRecord: Sendable {
  private let first = Mutex<OutputFailure?>(nil)

  var failure: OutputFailure? { first.withLock { $0 } }

  /// Notes `code`, the errno of a failed write to `stream`, unless one is noted already.
  func note(_ code: Int32?, on stream: OutputStream) {
    guard let code else { return }
    first.withLock { first in
      if first == nil {
        // EBADF: the stream was closed when the shell started (`>&-`), held by a descriptor
        // that reads /dev/null, so that nothing else is written in its place.
        let reason =
          code == EBADF ? "it was closed when the shell started" : WholeFile.failure(code)
        first = OutputFailure(stream: stream, reason: reason)
      }
    }
  }
}
