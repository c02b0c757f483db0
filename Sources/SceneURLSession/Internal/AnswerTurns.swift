import SceneRuntime
import Synchronization

/// Lets the requests being served go on once nothing runs anywhere, in the order the scene
/// made them: all together (each resumed as a job of its own, in that order), or one at a
/// time, the next once nothing runs again.
///
/// Once the shell's executor is quiet, no job is ready and no GCD block is in flight: every
/// request the scene has made so far has reached the shell. Without the executor (an app's own
/// tests) there is nothing to wait for, and `wait` returns at once.
final class AnswerTurns: Sendable {
  /// When a request's hop started, then its number (`Hop.start`, `Hop.id`): the same order on
  /// every run.
  struct Order: Comparable {
    let start: UInt64
    let id: Int

    init(_ hop: Hop) {
      start = hop.start
      id = hop.id
    }

    init(start: UInt64, id: Int) {
      self.start = start
      self.id = id
    }

    static func < (lhs: Order, rhs: Order) -> Bool {
      (lhs.start, lhs.id) < (rhs.start, rhs.id)
    }

    /// A request made outside any hop goes after those made inside one.
    static let last = Order(start: .max, id: .max)
  }

  private struct State {
    var waiting: [(order: Order, continuation: CheckedContinuation<Void, Never>)] = []
    /// Whether a task is giving turns (waiting for quiet).
    var giving = false
  }

  private let oneAtATime: Bool
  private let state = Mutex(State())

  init(oneAtATime: Bool) {
    self.oneAtATime = oneAtATime
  }

  /// Returns at this request's turn.
  func wait(_ order: Order?) async {
    guard let executor = SceneExecutor.installed else { return }
    await withCheckedContinuation { continuation in
      let starts = state.withLock { state in
        state.waiting.append((order ?? .last, continuation))
        defer { state.giving = true }
        return !state.giving
      }
      if starts { Task { await give(on: executor) } }
    }
  }

  /// Gives turns until nobody waits: after each quiet, the first waiting (one at a time), or
  /// every one waiting in order.
  private func give(on executor: SceneExecutor) async {
    while true {
      await executor.quiet()
      let due = state.withLock { state -> [CheckedContinuation<Void, Never>] in
        let sorted = state.waiting.sorted { $0.order < $1.order }
        let taken = oneAtATime ? Array(sorted.prefix(1)) : sorted
        state.waiting = Array(sorted.dropFirst(taken.count))
        if taken.isEmpty { state.giving = false }
        return taken.map(\.continuation)
      }
      if due.isEmpty { return }
      for continuation in due { continuation.resume() }
    }
  }
}
