import Dispatch
import Synchronization

/// Where a generated view's display call runs: on the main thread, as UIKit requires of a view,
/// whichever thread the scene's code called it on.
///
/// App code written before Swift concurrency often calls its view from the queue its work
/// finished on (a presenter answering in a `URLSession` completion handler). On a device UIKit
/// runs the call there and the Main Thread Checker complains; here the view is `@MainActor`,
/// and a main-actor method entered from another thread would stop the process (the runtime's
/// isolation check aborts). So the view's methods are `nonisolated` and start here: on the main
/// thread the body runs at once; from any other thread the caller waits while the main thread
/// runs it (`DispatchQueue.main.sync`), which the shell's main thread does between jobs, and
/// the shell warns once per method.
///
/// ```swift
/// nonisolated func displayArticles(viewModel: ListArticles.ViewModel) {
///   MainThreadCall.run(self, "displayArticles", viewModel) { caller, viewModel in
///     hop(.display, "displayArticles", viewModel, calledFrom: caller) { view in … }
///   }
/// }
/// ```
public enum MainThreadCall {
  /// One method called off the main thread: `ListArticlesView.displayArticles`, and where it
  /// was called, as a hop's label names it (`nonisolated, though declared MainActor`).
  package struct Report: Equatable, Sendable {
    package let call: String
    package let caller: String
  }

  private struct Notes {
    var said: Set<String> = []
    var pending: [Report] = []
  }

  private static let notes = Mutex(Notes())

  /// Runs `body` with `arguments` (the call's, as a tuple when more than one) on the main
  /// thread, passing where the call came from when that was another thread (nil on the main
  /// thread); `component` and `method` name the call in the warning.
  ///
  /// The caller waits for the main thread. Where nothing runs the main queue (a test process
  /// without the shell, whose main thread waits for that very caller) the wait does not end.
  public static func run<Arguments>(
    _ component: AnyObject, _ method: String, _ arguments: Arguments,
    _ body: @MainActor (_ caller: String?, _ arguments: Arguments) -> Void
  ) {
    let handoff = Handoff(value: arguments)
    if RunningExecutor.isMainThread || RunningExecutor.current.isMain {
      MainActor.assumeIsolated { body(nil, handoff.value) }
      return
    }
    let caller = HopContext.isolationName(MainActor.shared)
    let call = "\(HopContext.name(of: component)).\(method)"
    notes.withLock { notes in
      if notes.said.insert(call).inserted {
        notes.pending.append(Report(call: call, caller: caller))
      }
    }
    let context = HopContext.current
    DispatchQueue.main.sync {
      HopContext.within(context) { MainActor.assumeIsolated { body(caller, handoff.value) } }
    }
  }

  /// A call's arguments (a Swift 5 module's view model, which Swift 6 may not deem `Sendable`),
  /// taken from the calling thread to the main one.
  // Safety: the calling thread does not use them while the main thread does: `run` returns only
  // once `body` has (on the main thread at once, or through `DispatchQueue.main.sync`, which
  // also orders the hand-off and the return). Whatever of them the view keeps afterwards (a
  // view model's fields as state) the scene's code shared with its view itself, as it does with
  // UIKit's on a device, where the call would have run on the calling thread.
  private struct Handoff<Value>: @unchecked Sendable {
    let value: Value
  }

  /// The methods called off the main thread since the last call, each only the first time.
  package static func take() -> [Report] {
    notes.withLock { notes in
      defer { notes.pending.removeAll() }
      return notes.pending
    }
  }
}
