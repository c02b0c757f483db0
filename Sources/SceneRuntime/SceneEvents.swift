import Synchronization

/// One-line notes from anywhere in a scene (a poll happened, a notification arrived) for the
/// shell to print in order with the state changes. Safe from any isolation.
public final class SceneEvents: Sendable {
  private let pending = Mutex<[String]>([])
  private let handler = Mutex<(@Sendable () -> Void)?>(nil)

  public init() {}

  /// `handler` runs after each note is queued (the shell schedules a print).
  public func whenEmitted(_ handler: @escaping @Sendable () -> Void) {
    self.handler.withLock { $0 = handler }
  }

  public func emit(_ note: String) {
    pending.withLock { $0.append(note) }
    handler.withLock { $0 }?()
  }

  /// The notes queued since the last call, oldest first.
  public func drain() -> [String] {
    pending.withLock { notes in
      defer { notes.removeAll() }
      return notes
    }
  }
}
