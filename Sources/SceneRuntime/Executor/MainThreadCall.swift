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
/// the shell warns once per method (``take()``).
///
/// ```swift
/// nonisolated func displayArticles(viewModel: ListArticles.ViewModel) {
///   MainThreadCall.run(self, "displayArticles") { caller in
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

  /// Runs `body` on the main thread, passing where the call came from when that was another
  /// thread (nil on the main thread); `component` and `method` name the call in the warning.
  ///
  /// The caller waits for the main thread. Where nothing runs the main queue (a test process
  /// without the shell, whose main thread waits for that very caller) the wait does not end.
  public static func run(
    _ component: AnyObject, _ method: String, _ body: @MainActor (_ caller: String?) -> Void
  ) {
    if RunningExecutor.isMainThread || RunningExecutor.current.isMain {
      MainActor.assumeIsolated { body(nil) }
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
      HopContext.within(context) { MainActor.assumeIsolated { body(caller) } }
    }
  }

  /// The methods called off the main thread since the last call, each only the first time.
  package static func take() -> [Report] {
    notes.withLock { notes in
      defer { notes.pending.removeAll() }
      return notes.pending
    }
  }
}
