import Foundation
import Synchronization

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// One request on a `URLSession`, cancelled with the task that awaits it.
///
/// Not `URLSession.data(for:)`: FoundationNetworking's version can lose a cancellation that
/// arrives while it is still setting the request up, and the caller then waits for the server's
/// answer (seen as a 5 s wait in the test suite under load). Here the data task is created and
/// cancelled under one lock, so a cancellation either stops the task or stops it being made.
enum DataTaskCall {
  /// The body and status of `request`; throws `CancellationError` once the task is cancelled.
  static func perform(
    _ request: URLRequest, on session: URLSession
  ) async throws -> (Data, Int) {
    let call = Call()
    return try await withTaskCancellationHandler {
      try await withCheckedThrowingContinuation { continuation in
        call.start(request, on: session, continuation)
      }
    } onCancel: {
      call.cancel()
    }
  }

  private final class Call: Sendable {
    private struct State {
      var task: URLSessionDataTask?
      var isCancelled = false
    }

    private let state = Mutex(State())

    func start(
      _ request: URLRequest, on session: URLSession,
      _ continuation: CheckedContinuation<(Data, Int), any Error>
    ) {
      state.withLock { state in
        guard !state.isCancelled else {
          continuation.resume(throwing: CancellationError())
          return
        }
        // URLSession calls the handler exactly once: with the answer, the failure, or
        // URLError.cancelled after `cancel()`.
        let task = session.dataTask(with: request) { data, response, error in
          if let error {
            continuation.resume(throwing: error)
          } else if let http = response as? HTTPURLResponse {
            continuation.resume(returning: (data ?? Data(), http.statusCode))
          } else {
            continuation.resume(throwing: URLError(.badServerResponse))
          }
        }
        state.task = task
        task.resume()
      }
    }

    func cancel() {
      state.withLock { state in
        state.isCancelled = true
        state.task?.cancel()
      }
    }
  }
}
