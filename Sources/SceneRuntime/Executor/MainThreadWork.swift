import CSceneDispatch
import Foundation
import Glibc
import Synchronization

/// What an app's main thread runs besides Swift jobs, run by the executor between them: the
/// main dispatch queue's blocks and passes of `RunLoop.main` (its `Timer`s and `perform`
/// blocks).
///
/// Run loop timers keep real time; nothing can move them. So that a script's output does not
/// depend on how fast the machine is, the shell can *hold* them on the virtual clock: a timer
/// that falls due is not fired until `wait` opens a window of real time that covers it
/// (``release(until:)``), and then it fires at its own time, in its own order.
package final class MainThreadWork: Sendable {
  private struct State {
    /// When `RunLoop.main`'s next timer fires, as its last pass said; nil for none.
    var nextFire: Date?
    var holdsDueTimers = false
    /// Timers due up to here may fire although held.
    var releasedUntil: Date?
    /// Ran main-queue blocks at least once.
    var hasRunMainQueue = false

    func mayFire(_ date: Date) -> Bool {
      !holdsDueTimers || date <= (releasedUntil ?? .distantPast)
    }
  }

  private let state = Mutex(State())

  /// The main queue's eventfd: readable while blocks wait on `DispatchQueue.main`.
  let mainQueueDescriptor: Int32? = {
    let descriptor = scene_dispatch_main_queue_descriptor()
    return descriptor >= 0 ? descriptor : nil
  }()

  init() {}

  // MARK: The shell's controls

  /// On the virtual clock, a due timer waits for ``release(until:)``.
  package func holdDueTimers(_ holds: Bool) {
    state.withLock { $0.holdsDueTimers = holds }
  }

  /// Lets held timers due by `date` fire (at their own real time).
  package func release(until date: Date) {
    state.withLock { $0.releasedUntil = max($0.releasedUntil ?? date, date) }
  }

  /// When `RunLoop.main`'s next timer is due, if one is scheduled.
  package var nextTimerFireDate: Date? { state.withLock { $0.nextFire } }

  /// True once a block sent to `DispatchQueue.main` has run.
  package var hasRunMainQueue: Bool { state.withLock { $0.hasRunMainQueue } }

  // MARK: The executor's side

  /// Runs the blocks enqueued on the main dispatch queue, if any; true when there were some.
  func drainMainQueue() -> Bool {
    guard let descriptor = mainQueueDescriptor else { return false }
    var probe = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
    guard poll(&probe, 1, 0) > 0 else { return false }
    var value: UInt64 = 0
    _ = read(descriptor, &value, MemoryLayout<UInt64>.size)
    state.withLock { $0.hasRunMainQueue = true }
    scene_dispatch_drain_main_queue()
    return true
  }

  /// True when a timer may fire now.
  var isTimerDue: Bool {
    state.withLock { state in
      guard let next = state.nextFire else { return false }
      return next <= Date() && state.mayFire(next)
    }
  }

  /// When the executor should wake to fire the next timer: nil when none may fire.
  var nextTimerDeadline: ContinuousClock.Instant? {
    let next = state.withLock { state in state.nextFire.flatMap { state.mayFire($0) ? $0 : nil } }
    guard let next else { return nil }
    return .now + .milliseconds(Int64(max(0, next.timeIntervalSinceNow * 1_000).rounded(.up)))
  }

  /// One pass of `RunLoop.main`: fires the timers due, runs `perform` blocks, and notes when the
  /// next timer is due. Skipped while a held timer is due: the pass would fire it.
  func runLoopPass() {
    let skip = state.withLock { state in
      state.nextFire.map { $0 <= Date() && !state.mayFire($0) } ?? false
    }
    guard !skip else { return }
    let next = RunLoop.main.limitDate(forMode: .default)
    state.withLock { $0.nextFire = next.flatMap { $0 == .distantFuture ? nil : $0 } }
  }
}
