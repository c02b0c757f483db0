import Synchronization

/// Tasks waiting for a Ctrl-C. Each resumes once: when a Ctrl-C is delivered, when its own task
/// is cancelled, or when the waiters are closed.
///
/// No timer is involved: the editing thread, woken by the signal handler's byte on the
/// self-pipe, delivers the Ctrl-C. (A task polling the flag would sleep on the real clock, and
/// the shell, which counts such sleeps as a scene's, would warn about its own.)
final class InterruptWaiters: Sendable {
  private struct State {
    var waiting: [Int: CheckedContinuation<Void, Never>] = [:]
    var nextID = 0
    var isClosed = false
  }

  private let state = Mutex(State())
  /// Called, under the lock, once a waiter is in the list: it wakes whoever delivers, so that
  /// a Ctrl-C pressed before the wait began is delivered too.
  private let registered: @Sendable () -> Void

  init(registered: @escaping @Sendable () -> Void = {}) {
    self.registered = registered
  }

  /// Returns once a Ctrl-C is delivered, the calling task is cancelled or the waiters close.
  func wait() async {
    let id = state.withLock { state in
      defer { state.nextID += 1 }
      return state.nextID
    }
    await withTaskCancellationHandler {
      await withCheckedContinuation { continuation in
        let added = state.withLock { state in
          guard !state.isClosed else { return false }
          state.waiting[id] = continuation
          registered()
          return true
        }
        guard added else { return continuation.resume() }
        // A cancellation that came before the continuation was listed found nothing to resume.
        if Task.isCancelled { resume(id) }
      }
    } onCancel: {
      resume(id)
    }
  }

  /// Resumes every waiter if there is one and `take()` (asked only then) says a Ctrl-C came.
  func deliver(if take: () -> Bool) {
    let resumed = state.withLock { state -> [CheckedContinuation<Void, Never>] in
      guard !state.waiting.isEmpty, take() else { return [] }
      defer { state.waiting.removeAll() }
      return Array(state.waiting.values)
    }
    for continuation in resumed { continuation.resume() }
  }

  /// Resumes every waiter, and every later one at once.
  func close() {
    let resumed = state.withLock { state -> [CheckedContinuation<Void, Never>] in
      state.isClosed = true
      defer { state.waiting.removeAll() }
      return Array(state.waiting.values)
    }
    for continuation in resumed { continuation.resume() }
  }

  private func resume(_ id: Int) {
    state.withLock { $0.waiting.removeValue(forKey: id) }?.resume()
  }
}
