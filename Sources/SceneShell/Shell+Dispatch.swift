import Foundation
import SceneRuntime
import StateDiff
import Synchronization

/// Code written before Swift concurrency: `DispatchQueue.asyncAfter` timed on the scene clock,
/// `RunLoop.main` timers held for `wait` in scripts, and the one-time warnings about what the
/// shell cannot move.
extension Shell {
  /// On the virtual clock, a scene's `asyncAfter` becomes a timer of the scene clock (so
  /// `wait 300ms` runs a 300 ms one, on every run alike), and a `Timer` on `RunLoop.main` that
  /// falls due waits for a `wait` to cover it. At a terminal both keep real time.
  func timeDispatchOnSceneClock() {
    guard clock.mode == .virtual, let executor = SceneExecutor.installed else { return }
    executor.mainThread.holdDueTimers(true)
    let (tasks, clock, notices) = (tasks, clock, dispatchNotices)
    DispatchBridge.handleDelayedWork { delay, label, work in
      let queue = DispatchNotices.queueName(label)
      notices.delayed(DispatchNotices.Delayed(queue: queue, delay: delay))
      tasks.spawn("\(queue).asyncAfter(\(DurationFormat.string(delay)))") {
        do {
          try await clock.sleep(for: delay)
          work.submit()
        } catch {
          // Cancelled (`cancel N`, or the shell quitting): the block never comes due.
          work.drop()
        }
      }
      return true
    }
  }

  /// `wait D` on the virtual clock, while a `Timer` is scheduled on `RunLoop.main`, also takes
  /// D of real time: the timers due meanwhile fire at their own time, in their own order, as
  /// they would in the app. With no timer scheduled it takes none.
  func waitForRunLoopTimers(within duration: Duration, from start: Date) async {
    guard clock.mode == .virtual, let executor = SceneExecutor.installed,
      executor.mainThread.nextTimerFireDate != nil
    else { return }
    let (seconds, attoseconds) = duration.components
    let end = start.addingTimeInterval(Double(seconds) + Double(attoseconds) / 1e18)
    executor.mainThread.release(until: end)
    while let next = executor.mainThread.nextTimerFireDate {
      let until = min(next, end)
      let left = max(0, until.timeIntervalSinceNow)
      let slept = await interruptible {
        (try? await Task.sleep(for: .milliseconds(Int64((left * 1_000).rounded(.up)) + 1))) != nil
      }
      guard slept == true else { return }
      await settle()
      if until >= end { return }
    }
  }

  /// Clears what `timeDispatchOnSceneClock` set up: a shell that ends leaves no clock behind.
  func stopTimingDispatch() {
    guard let executor = SceneExecutor.installed else { return }
    DispatchBridge.handleDelayedWork(nil)
    executor.mainThread.holdDueTimers(false)
  }

  /// Says once each what the shell saw a scene's GCD and run loop code do that `wait` cannot
  /// move or the shell cannot see.
  func warnAboutDispatch() {
    // Without the shell's executor (a host's own tests) the process is not the shell's: other
    // code's sleeps are not the scene's.
    guard let executor = SceneExecutor.installed else { return }
    let abandoned = executor.takeAbandonedBlocks()
    if abandoned > 0 {
      console.warning(
        "\(abandoned) GCD block\(abandoned == 1 ? "" : "s") made no progress for "
          + "\(DurationFormat.string(executor.stallTimeout)) (a suspended or inactive queue, or a "
          + "block waiting for what never comes): the shell stopped waiting for "
          + (abandoned == 1 ? "it" : "them"))
    }
    for report in MainThreadCall.take() {
      console.warning(
        "\(report.call) was called off the main thread (\(report.caller)), where UIKit must "
          + "not be used: the shell ran it on the main thread, its caller waiting "
          + "(DispatchQueue.main.sync)")
    }
    let slept = DispatchBridge.takeRealSleep()
    if slept > .zero, dispatchNotices.firstTime(.realSleep) {
      console.warning(
        "scene code slept \(DurationFormat.string(slept)) of real time in all (Thread.sleep, "
          + "usleep) on DispatchQueues or the main thread: the shell waited, and 'wait' does "
          + "not move it; give the code the shell's clock or a timer")
    }
    if let delayed = dispatchNotices.takeDelayed(), dispatchNotices.firstTime(.delayedWork) {
      let delay = DurationFormat.string(delayed.delay)
      console.warning(
        "\(delayed.queue).asyncAfter holds a block for \(delay): it runs on the scene clock, "
          + "when 'wait \(delay)' gets there")
    }
    if clock.mode == .virtual, executor.mainThread.nextTimerFireDate != nil,
      dispatchNotices.firstTime(.runLoopTimer)
    {
      console.warning(
        "a Timer on RunLoop.main keeps real time: while one is scheduled, 'wait D' takes D of "
          + "real time, and the timers due meanwhile fire")
    }
    // Probing whether GCD is interposed submits a block, which starts a worker thread: asked
    // only once a scene has used GCD.
    if executor.mainThread.hasRunMainQueue, !DispatchBridge.isInterposed,
      dispatchNotices.firstTime(.notInterposed)
    {
      console.warning(
        "this \(configuration.program.name) links libdispatch statically "
          + "(--static-swift-stdlib): GCD blocks in flight on other queues are not seen, so a "
          + "command may end before their results arrive; link it with --wrap for libdispatch's "
          + "submitting calls, as SceneShell's Makefile does (STATIC_WRAP), or without that flag")
    }
  }
}

/// What the shell has told the user about GCD, and the first `asyncAfter` it timed since it
/// last said so.
final class DispatchNotices: Sendable {
  enum Kind: Hashable {
    case realSleep, delayedWork, runLoopTimer, notInterposed
  }

  struct Delayed {
    let queue: String
    let delay: Duration
  }

  private struct State {
    var said: Set<Kind> = []
    var delayed: Delayed?
  }

  private let state = Mutex(State())

  /// True the first time it is asked about `kind`.
  func firstTime(_ kind: Kind) -> Bool {
    state.withLock { $0.said.insert(kind).inserted }
  }

  func delayed(_ delayed: Delayed) {
    state.withLock { state in state.delayed = state.delayed ?? delayed }
  }

  func takeDelayed() -> Delayed? {
    state.withLock { state in
      defer { state.delayed = nil }
      return state.delayed
    }
  }

  /// How a scene names the queue it used: `DispatchQueue.main`, `DispatchQueue.global()`, or
  /// its label.
  static func queueName(_ label: String) -> String {
    if label == "com.apple.main-thread" { return "DispatchQueue.main" }
    if label.hasPrefix("com.apple.root.") { return "DispatchQueue.global()" }
    return "DispatchQueue(label: \"\(label)\")"
  }
}
