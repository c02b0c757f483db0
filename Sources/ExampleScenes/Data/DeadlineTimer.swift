import Dispatch
import Synchronization

/// A network deadline kept by a dispatch timer, off the Swift executor: it is the outside
/// world's time, like the request it bounds. Sleeping with `Task.sleep` instead would leave a
/// scheduled job on the shell's executor after every answered request, which the shell rightly
/// reports as a task asleep on a clock that `wait` does not move.
enum DeadlineTimer {
  /// Returns after `duration`, or throws `CancellationError` as soon as the task is cancelled.
  static func sleep(for duration: Duration) async throws {
    let waiter = Waiter()
    try await withTaskCancellationHandler {
      try await withCheckedThrowingContinuation { (continuation: Waiter.Continuation) in
        waiter.start(continuation, after: duration)
      }
    } onCancel: {
      waiter.finish(throwing: CancellationError())
    }
  }

  /// The continuation of one sleep; whichever of the deadline and the
  /// cancellation comes first resumes it, once.
  private final class Waiter: Sendable {
    typealias Continuation = CheckedContinuation<Void, any Error>

    private struct State {
      var continuation: Continuation?
      var isFinished = false
    }

    private let state = Mutex(State())

    func start(_ continuation: Continuation, after duration: Duration) {
      let (seconds, attoseconds) = duration.components
      let nanoseconds = Int(clamping: seconds * 1_000_000_000 + attoseconds / 1_000_000_000)
      let cancelledAlready = state.withLock { state -> Bool in
        guard !state.isFinished else { return true }
        state.continuation = continuation
        return false
      }
      guard !cancelledAlready else { return continuation.resume(throwing: CancellationError()) }
      // After a cancellation the timer still fires, and finds nothing left to resume.
      DispatchQueue.global().asyncAfter(deadline: .now() + .nanoseconds(nanoseconds)) {
        [self] in finish(throwing: nil)
      }
    }

    func finish(throwing error: (any Error)?) {
      let continuation = state.withLock { state in
        state.isFinished = true
        defer { state.continuation = nil }
        return state.continuation
      }
      if let error { continuation?.resume(throwing: error) } else { continuation?.resume() }
    }
  }
}
