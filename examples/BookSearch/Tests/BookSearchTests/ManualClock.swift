import Synchronization
import Testing

/// A clock whose time moves only when a test calls `advance(by:)`, so debounce and latency
/// are exact and instant. Sleeps are cancellable: cancelling the sleeping task removes its
/// sleeper and throws `CancellationError`, as `ContinuousClock` does.
final class ManualClock: Clock {
  struct Instant: InstantProtocol {
    var offset: Duration

    func advanced(by duration: Duration) -> Instant {
      Instant(offset: offset + duration)
    }

    func duration(to other: Instant) -> Duration {
      other.offset - offset
    }

    static func < (lhs: Instant, rhs: Instant) -> Bool {
      lhs.offset < rhs.offset
    }
  }

  private struct Sleeper {
    let id: Int
    let deadline: Instant
    let continuation: CheckedContinuation<Void, any Error>
  }

  private struct State {
    var now = Instant(offset: .zero)
    var nextID = 0
    var sleepers: [Sleeper] = []
    /// Sleeps cancelled before they got as far as registering.
    var cancelledEarly: Set<Int> = []
  }

  private let state = Mutex(State())

  var now: Instant {
    state.withLock { $0.now }
  }

  var minimumResolution: Duration {
    .zero
  }

  /// How many sleeps are waiting for time to pass.
  var sleeperCount: Int {
    state.withLock { $0.sleepers.count }
  }

  func sleep(until deadline: Instant, tolerance: Duration?) async throws {
    let id = state.withLock { state in
      state.nextID += 1
      return state.nextID
    }
    try await withTaskCancellationHandler {
      try await withCheckedThrowingContinuation {
        (continuation: CheckedContinuation<Void, any Error>) in
        let outcome: Result<Void, any Error>? = state.withLock { state in
          if state.cancelledEarly.remove(id) != nil {
            return .failure(CancellationError())
          }
          if deadline <= state.now {
            return .success(())
          }
          state.sleepers.append(Sleeper(id: id, deadline: deadline, continuation: continuation))
          return nil
        }
        if let outcome {
          continuation.resume(with: outcome)
        }
      }
    } onCancel: {
      let sleeper = state.withLock { state -> Sleeper? in
        guard let index = state.sleepers.firstIndex(where: { $0.id == id }) else {
          state.cancelledEarly.insert(id)
          return nil
        }
        return state.sleepers.remove(at: index)
      }
      sleeper?.continuation.resume(throwing: CancellationError())
    }
  }

  /// Moves time forward and wakes every sleep whose deadline has come.
  func advance(by duration: Duration) {
    let due = state.withLock { state -> [Sleeper] in
      let now = state.now.advanced(by: duration)
      state.now = now
      let due = state.sleepers.filter { $0.deadline <= now }
      state.sleepers.removeAll { $0.deadline <= now }
      return due
    }
    for sleeper in due {
      sleeper.continuation.resume()
    }
  }

  /// Waits (in real time, briefly) until exactly `count` sleeps are pending: a task started
  /// elsewhere reaches its sleep asynchronously, and advancing before it does would skip it.
  func waitForSleepers(
    _ count: Int, sourceLocation: SourceLocation = #_sourceLocation
  ) async throws {
    try await waitUntil("\(count) pending sleep(s)", sourceLocation: sourceLocation) {
      self.sleeperCount == count
    }
  }
}

struct TimedOut: Error {
  let what: String
}

/// Polls `condition` until it holds; records an issue and throws after `timeout`, so a broken
/// expectation fails the test rather than hanging it.
func waitUntil(
  _ what: String,
  timeout: Duration = .seconds(5),
  sourceLocation: SourceLocation = #_sourceLocation,
  _ condition: @Sendable () async -> Bool
) async throws {
  let deadline = ContinuousClock.now.advanced(by: timeout)
  while await !condition() {
    guard ContinuousClock.now < deadline else {
      Issue.record("Timed out waiting for \(what)", sourceLocation: sourceLocation)
      throw TimedOut(what: what)
    }
    try await Task.sleep(for: .milliseconds(1))
  }
}
