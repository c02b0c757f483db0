import SceneRuntime
import Synchronization

/// When each request the shell serves may go on, so that what the scene sees is the same on
/// every run, whatever URLSession's threads do, and what a device would show.
///
/// 1. *Start*: once nothing runs anywhere, every request the scene has made so far has
///    reached the shell; they are all let go at once, in the order the scene made them, and
///    each works out its answer (on the virtual clock in no scene time: see
///    `SceneClock.deferringLatency`).
/// 2. *Deliver*: one answer at a time, the one due soonest first (its start plus its
///    latency; the order the scene made them between equals), and the scene does all it does
///    with it before the next. On the virtual clock an answer waits until every answer being
///    worked out is ready, so a fast server cannot reorder them. A request cancelled while it
///    waits (the scene's `async let` sibling failed; `cancel N`) leaves at once, and fails as
///    on a device, before any later answer.
///
/// Without the shell's executor (an app's own tests) there is nothing to wait for: every
/// request goes on at once.
final class RequestTurns: Sendable {
  /// A request's place: when it is due on the scene clock, then when the scene started it
  /// (`Hop.start`), then its number.
  struct Order: Comparable {
    var due: Duration = .zero
    let start: UInt64
    let id: Int

    static func < (lhs: Order, rhs: Order) -> Bool {
      (lhs.due, lhs.start, lhs.id) < (rhs.due, rhs.start, rhs.id)
    }
  }

  private struct Waiter {
    let order: Order
    let continuation: CheckedContinuation<Bool, Never>
  }

  private struct State {
    var starting: [Int: Waiter] = [:]
    var answering: Set<Int> = []
    var delivering: [Int: Waiter] = [:]
    /// Requests cancelled before they began to wait: they do not wait.
    var cancelled: Set<Int> = []
    var giving = false
    /// The giver, waiting for the answers being worked out.
    var giver: CheckedContinuation<Void, Never>?
    var nextID = 0
  }

  /// Whether delivery waits for every answer being worked out (the virtual clock's order).
  private let waitsForEveryAnswer: Bool
  private let state = Mutex(State())

  init(waitsForEveryAnswer: Bool) {
    self.waitsForEveryAnswer = waitsForEveryAnswer
  }

  /// A number for a request, unique while it is served.
  func newID() -> Int {
    state.withLock { state in
      defer { state.nextID += 1 }
      return state.nextID
    }
  }

  /// Returns at the request's turn to start; false when it was cancelled first.
  func start(_ order: Order) async -> Bool {
    await wait(order, in: \.starting)
  }

  /// Returns at the request's turn to be delivered; false when it was cancelled first.
  func deliver(_ order: Order) async -> Bool {
    let giver = state.withLock { state in
      state.answering.remove(order.id)
      return state.answering.isEmpty ? state.giver.take() : nil
    }
    giver?.resume()
    return await wait(order, in: \.delivering)
  }

  private func wait(_ order: Order, in phase: WritableKeyPath<State, [Int: Waiter]>) async -> Bool {
    guard let executor = SceneExecutor.installed else { return !Task.isCancelled }
    return await withTaskCancellationHandler {
      await withCheckedContinuation { continuation in
        let (cancelled, starts) = state.withLock { state -> (Bool, Bool) in
          if state.cancelled.remove(order.id) != nil { return (true, false) }
          state[keyPath: phase][order.id] = Waiter(order: order, continuation: continuation)
          defer { state.giving = true }
          return (false, !state.giving)
        }
        if cancelled { return continuation.resume(returning: false) }
        if starts { Task { await give(on: executor) } }
      }
    } onCancel: {
      let waiter = state.withLock { state -> Waiter? in
        let waiter =
          state.starting.removeValue(forKey: order.id)
          ?? state.delivering.removeValue(forKey: order.id)
        if waiter == nil { state.cancelled.insert(order.id) }
        return waiter
      }
      waiter?.continuation.resume(returning: false)
    }
  }

  /// What the giver does next.
  private enum Turn {
    case resume([CheckedContinuation<Bool, Never>])
    case waitForAnswers
    case done
  }

  /// Gives turns until nobody waits.
  private func give(on executor: SceneExecutor) async {
    while true {
      await executor.quiet()
      let turn = state.withLock { state -> Turn in
        if !state.starting.isEmpty {
          let started = state.starting.values.sorted { $0.order < $1.order }
          state.starting = [:]
          state.answering.formUnion(started.map(\.order.id))
          return .resume(started.map(\.continuation))
        }
        if waitsForEveryAnswer, !state.answering.isEmpty { return .waitForAnswers }
        if let next = state.delivering.values.min(by: { $0.order < $1.order }) {
          state.delivering[next.order.id] = nil
          return .resume([next.continuation])
        }
        state.giving = false
        return .done
      }
      switch turn {
      case .resume(let continuations):
        continuations.forEach { $0.resume(returning: true) }
      case .waitForAnswers:
        await withCheckedContinuation { continuation in
          let ready = state.withLock { state -> Bool in
            guard !state.answering.isEmpty else { return true }
            state.giver = continuation
            return false
          }
          if ready { continuation.resume() }
        }
      case .done:
        return
      }
    }
  }
}
