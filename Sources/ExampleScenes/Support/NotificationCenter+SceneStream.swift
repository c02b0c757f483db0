import Foundation
import SceneRuntime
import Synchronization

extension NotificationCenter {
  /// Notifications as a stream, as seed 003 wraps them in an AsyncStream: no manual
  /// addObserver/removeObserver for the caller, and the observer goes when the stream ends.
  func notifications(named name: Notification.Name, tasks: TaskScope) -> SceneStream<String> {
    let (stream, continuation) = tasks.makeStream(of: String.self, source: "NotificationCenter")
    let token = ObserverToken(
      addObserver(forName: name, object: nil, queue: nil) { notification in
        continuation.yield(notification.name.rawValue)
      })
    continuation.onTermination = { [weak self] _ in
      guard let observer = token.take() else { return }
      self?.removeObserver(observer)
    }
    return stream
  }
}

/// Holds the observer token so the stream's `@Sendable` termination handler can remove it.
private final class ObserverToken: Sendable {
  private let observer: Mutex<(any NSObjectProtocol)?>

  init(_ observer: sending any NSObjectProtocol) {
    self.observer = Mutex(observer)
  }

  func take() -> (any NSObjectProtocol)? {
    observer.withLock { observer in
      defer { observer = nil }
      return observer
    }
  }
}
