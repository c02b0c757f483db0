import Synchronization

/// One-line notes from anywhere in a scene (a poll happened, a notification arrived) for the
/// shell to print in order with the state changes. Safe from any isolation.
public final class SceneEvents: Sendable {
  private struct State {
    var pending: [String] = []
    // Kept inside a struct: a closure stored as a Mutex's whole value gets re-wrapped in a
    // thunk on every read, which made each emit slower than the last.
    var handler: (@Sendable () -> Void)?
  }

  private let state = Mutex(State())

  public init() {}

  /// `handler` runs after each note is queued (the shell schedules a print).
  public func whenEmitted(_ handler: @escaping @Sendable () -> Void) {
    state.withLock { $0.handler = handler }
  }

  public func emit(_ note: String) {
    let handler = state.withLock { state in
      state.pending.append(note)
      return state.handler
    }
    handler?()
  }

  /// The notes queued since the last call, oldest first.
  public func drain() -> [String] {
    state.withLock { state in
      defer { state.pending.removeAll() }
      return state.pending
    }
  }
}
