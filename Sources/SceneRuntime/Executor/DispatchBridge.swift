import CSceneDispatch
import Synchronization

/// The runtime's side of `CSceneDispatch`: it carries the hop a block was submitted in to the
/// thread that runs it (as a task-local follows a `Task {}`), and lets the shell time a
/// `dispatch_after` on its own clock.
package enum DispatchBridge {
  /// What to do with a `DispatchQueue.asyncAfter` the scene makes: given the delay and the
  /// queue's label, either take the work (and later ``HeldWork/submit()`` or
  /// ``HeldWork/drop()`` it, exactly once) and return true, or return false to leave it to
  /// libdispatch's real-time timer.
  package typealias DelayedWorkHandler = @Sendable (Duration, String, HeldWork) -> Bool

  /// Work a `dispatch_after` was given, held until its time.
  package struct HeldWork: Sendable {
    // The C side's record of the work. Sendable because it is handed from thread to thread
    // exactly once and then used by one call, submit or drop, which frees it: nothing else
    // ever reads it.
    nonisolated(unsafe) private let pending: UnsafeMutableRawPointer

    fileprivate init(_ pending: UnsafeMutableRawPointer) { self.pending = pending }

    /// Submits it to its queue now.
    package func submit() { scene_dispatch_submit_held(pending) }

    /// Frees it unrun.
    package func drop() { scene_dispatch_drop_held(pending) }
  }

  private static let delayedWork = Mutex<DelayedWorkHandler?>(nil)

  /// Sets (or with nil clears) who times delayed blocks.
  package static func handleDelayedWork(_ handler: DelayedWorkHandler?) {
    delayedWork.withLock { $0 = handler }
  }

  static func install(wakeDescriptor: Int32) {
    scene_dispatch_install(capture, run, after, wakeDescriptor)
  }

  /// True when this process's `dispatch_async` calls go through the bridge: a dynamically
  /// linked libdispatch. Probed with one empty block on a queue of the shell's own.
  package static let isInterposed: Bool = {
    DispatchQueueProbe.submitEmptyBlock()
    return scene_dispatch_is_interposed()
  }()

  /// GCD blocks submitted by the scenes (any queue but the shell's own) that have not
  /// returned yet.
  static var blocksInFlight: Int { Int(scene_dispatch_in_flight()) }

  /// How many of them have returned, ever.
  static var completedBlocks: UInt64 { scene_dispatch_completed() }

  /// True on the thread that runs the executor (the process's main thread).
  static var isOnMainThread: Bool { scene_dispatch_is_main_thread() }

  /// Real time that GCD blocks or main-thread code spent asleep (`Thread.sleep`, `usleep`)
  /// since the last call.
  package static func takeRealSleep() -> Duration {
    .nanoseconds(scene_dispatch_take_real_sleep())
  }

  /// True while a block runs that a tracked task's code submitted (directly, or through the
  /// blocks it led to): that task may be waiting for what the block does, such as a request
  /// `URLSession` hands its protocol.
  package static var isOnBehalfOfTrackedTask: Bool { waiter != nil }

  /// While such a block runs: the tracked task (as `TaskTracker.trackedTree` names it) that
  /// submitted it, itself or from one of its child tasks (an `async let` of two requests).
  @TaskLocal static var waiter: Int?

  /// The submitter's hop, and whether a tracked task submitted it, kept until the block runs.
  private final class Token: Sendable {
    let context: HopContext?
    let waiter: Int?
    /// When the work was handed over (see `HopStart`): hops the block records start then.
    let start: UInt64

    init(_ context: HopContext?, waiter: Int?, start: UInt64) {
      self.context = context
      self.waiter = waiter
      self.start = start
    }
  }

  private static let capture: scene_dispatch_capture_hook = {
    let context = HopContext.current
    let submitter = DispatchBridge.waiter ?? TaskTracker.trackedTree
    guard context != nil || submitter != nil else { return nil }
    let token = Token(context, waiter: submitter, start: HopStart.now())
    return Unmanaged.passRetained(token).toOpaque()
  }

  private static let run: scene_dispatch_run_hook = { token, work, argument in
    let token = Unmanaged<Token>.fromOpaque(token).takeRetainedValue()
    $waiter.withValue(token.waiter) {
      HopStart.$carried.withValue(token.start) {
        HopContext.$current.withValue(token.context) { work(argument) }
      }
    }
  }

  private static let after: scene_dispatch_after_hook = { delay, label, pending in
    guard let handler = delayedWork.withLock({ $0 }) else { return false }
    // `.now() + 5` was read a few microseconds before this: the delay asked for is the next
    // whole millisecond, so that the same script times the block the same on every run.
    let milliseconds = (delay + 999_999) / 1_000_000
    return handler(.milliseconds(milliseconds), String(cString: label), HeldWork(pending))
  }
}

/// The queue the GCD block running now was sent to: code that must answer on the queue that
/// called it (a `URLProtocol`'s client calls) keeps it and later sends its answer there.
package struct CallingQueue: Sendable {
  // A retained `dispatch_queue_t`. Sendable because GCD queues are thread-safe objects, and
  // the reference is used exactly once, by `async` or `sync`, which releases it.
  nonisolated(unsafe) private let queue: UnsafeMutableRawPointer

  /// The queue's identity, to compare with the queue a crashed thread was running.
  package var identity: UInt { UInt(bitPattern: queue) }

  /// The current block's queue; nil outside a counted block (or in a static build).
  package static func current() -> CallingQueue? {
    scene_dispatch_copy_current_queue().map(CallingQueue.init(queue:))
  }

  /// Runs `work` on the queue, once; the queue is released after.
  package func async(_ work: @escaping @Sendable () -> Void) {
    let box = Unmanaged.passRetained(WorkBox(work)).toOpaque()
    scene_dispatch_async_and_release(queue, box) { context in
      guard let context else { return }
      Unmanaged<WorkBox>.fromOpaque(context).takeRetainedValue().work()
    }
  }

  /// Runs `work` on the queue, once, and returns when it has: on the calling thread, with the
  /// queue held as `DispatchQueue.sync` holds it (its earlier blocks first, none beside it).
  /// The queue is released after.
  package func sync(_ work: @escaping @Sendable () -> Void) {
    let box = Unmanaged.passRetained(WorkBox(work)).toOpaque()
    scene_dispatch_sync_and_release(queue, box) { context in
      guard let context else { return }
      Unmanaged<WorkBox>.fromOpaque(context).takeRetainedValue().work()
    }
  }

  private final class WorkBox: Sendable {
    let work: @Sendable () -> Void
    init(_ work: @escaping @Sendable () -> Void) { self.work = work }
  }
}
