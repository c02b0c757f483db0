#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The mutex every publisher and subscription here keeps its state under.
///
/// A state lock is not recursive and is never held while calling out (to a subscriber, a user
/// closure, a scheduler): a sink that sends to the subject it listens to takes it again without
/// deadlocking, because the send that called the sink has already let go.
///
/// ```swift
/// let lock = Lock()
/// var count = 0
/// lock.withLock { count += 1 }
/// print(count)
/// ```
///
/// prints
///
/// ```
/// 1
/// ```
final class Lock {
  /// On the heap, since a mutex must not move; made before `init` returns, never replaced,
  /// destroyed in `deinit`, when no thread can be holding it.
  private let mutex: UnsafeMutablePointer<pthread_mutex_t>

  /// A recursive lock may be taken again by the thread holding it: the one that serializes
  /// the calls into a subscriber is, since a subscriber may send to its own publisher.
  init(recursive: Bool = false) {
    mutex = .allocate(capacity: 1)
    mutex.initialize(to: pthread_mutex_t())
    var attributes = pthread_mutexattr_t()
    pthread_mutexattr_init(&attributes)
    defer { pthread_mutexattr_destroy(&attributes) }
    if recursive {
      pthread_mutexattr_settype(&attributes, Int32(PTHREAD_MUTEX_RECURSIVE))
    }
    let status = pthread_mutex_init(mutex, &attributes)
    precondition(status == 0, "pthread_mutex_init failed: \(status)")
  }

  deinit {
    pthread_mutex_destroy(mutex)
    mutex.deinitialize(count: 1)
    mutex.deallocate()
  }

  /// Runs `body` holding the lock. `body` must not call out to code that could take it again.
  func withLock<Result>(_ body: () throws -> Result) rethrows -> Result {
    pthread_mutex_lock(mutex)
    defer { pthread_mutex_unlock(mutex) }
    return try body()
  }
}
