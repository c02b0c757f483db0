/// A publisher that gives each subscriber one value, then finishes. It cannot fail.
///
/// The value goes out when the subscriber first asks for at least one.
///
/// ```swift
/// let cancellable = Just(42).sink(
///   receiveCompletion: { print($0) }, receiveValue: { print($0) })
/// ```
///
/// prints
///
/// ```
/// 42
/// finished
/// ```
public struct Just<Output>: Publisher {
  public typealias Failure = Never

  /// The value every subscriber gets.
  public let output: Output

  public init(_ output: Output) {
    self.output = output
  }

  public func receive<S: Subscriber>(subscriber: S)
  where S.Input == Output, S.Failure == Never {
    subscriber.receive(subscription: JustSubscription(output, to: subscriber))
  }
}

extension Just: Equatable where Output: Equatable {}
extension Just: Sendable where Output: Sendable {}

/// Holds the value and the subscriber until the first request with a demand, or a cancel.
private final class JustSubscription<Output, Downstream: Subscriber>: Subscription
where Downstream.Input == Output, Downstream.Failure == Never {
  private let lock = Lock()
  private var pending: (output: Output, downstream: Downstream)?

  init(_ output: Output, to downstream: Downstream) {
    pending = (output, downstream)
  }

  func request(_ demand: Subscribers.Demand) {
    guard demand != .none else { return }
    let taken = lock.withLock {
      defer { pending = nil }
      return pending
    }
    guard let (output, downstream) = taken else { return }
    _ = downstream.receive(output)
    downstream.receive(completion: .finished)
  }

  func cancel() {
    let taken = lock.withLock {
      defer { pending = nil }
      return pending
    }
    withExtendedLifetime(taken) {}
  }
}
