extension Publisher {
  /// Subscribes with closures: `receiveValue` for each value, `receiveCompletion` once at the
  /// end. Asks for every value there is. The subscription lasts as long as the returned
  /// ``AnyCancellable``; when it ends, the closures are released.
  ///
  /// ```swift
  /// enum LoadError: Error { case offline }
  /// let results = PassthroughSubject<Int, LoadError>()
  /// let cancellable = results.sink(
  ///   receiveCompletion: { completion in
  ///     if case .failure(let error) = completion { print("failed:", error) }
  ///   },
  ///   receiveValue: { print("value:", $0) })
  /// results.send(1)
  /// results.send(completion: .failure(.offline))
  /// ```
  ///
  /// prints
  ///
  /// ```
  /// value: 1
  /// failed: offline
  /// ```
  public func sink(
    receiveCompletion: @escaping (Subscribers.Completion<Failure>) -> Void,
    receiveValue: @escaping (Output) -> Void
  ) -> AnyCancellable {
    let sink = Sink<Output, Failure>(
      receiveCompletion: receiveCompletion, receiveValue: receiveValue)
    subscribe(sink)
    return AnyCancellable(sink)
  }
}

extension Publisher where Failure == Never {
  /// Subscribes with a closure for each value, for a publisher that cannot fail.
  ///
  /// ```swift
  /// let cancellable = Just("hello").sink { print($0) }
  /// ```
  ///
  /// prints
  ///
  /// ```
  /// hello
  /// ```
  public func sink(receiveValue: @escaping (Output) -> Void) -> AnyCancellable {
    sink(receiveCompletion: { _ in }, receiveValue: receiveValue)
  }

  /// Writes each value to `object`'s property at `keyPath`. `object` is held strongly until
  /// the subscription ends, as Apple's `assign(to:on:)` holds it: assigning to `self` from a
  /// subscription `self` keeps is a retain cycle.
  ///
  /// ```swift
  /// final class Label { var text = "" }
  /// let label = Label()
  /// let cancellable = Just("Ready").assign(to: \.text, on: label)
  /// print(label.text)
  /// ```
  ///
  /// prints
  ///
  /// ```
  /// Ready
  /// ```
  public func assign<Root>(to keyPath: ReferenceWritableKeyPath<Root, Output>, on object: Root)
    -> AnyCancellable
  {
    sink { object[keyPath: keyPath] = $0 }
  }
}

/// The subscriber behind `sink` and `assign`: asks for everything, and lets go of its
/// closures and its subscription when cancelled or completed, which breaks the cycle between
/// the subscription and the subscriber.
final class Sink<Input, Failure: Error>: Subscriber, Cancellable {
  private let lock = Lock()
  private var subscription: (any Subscription)?
  private var receiveValue: ((Input) -> Void)?
  private var receiveCompletion: ((Subscribers.Completion<Failure>) -> Void)?
  /// Cancelled or completed: a subscription that comes now is cancelled at once.
  private var ended = false

  init(
    receiveCompletion: @escaping (Subscribers.Completion<Failure>) -> Void,
    receiveValue: @escaping (Input) -> Void
  ) {
    self.receiveCompletion = receiveCompletion
    self.receiveValue = receiveValue
  }

  func receive(subscription: any Subscription) {
    let accepted = lock.withLock {
      guard !ended, self.subscription == nil else { return false }
      self.subscription = subscription
      return true
    }
    if accepted {
      subscription.request(.unlimited)
    } else {
      subscription.cancel()
    }
  }

  func receive(_ input: Input) -> Subscribers.Demand {
    let receiveValue = lock.withLock { self.receiveValue }
    receiveValue?(input)
    return .none
  }

  func receive(completion: Subscribers.Completion<Failure>) {
    let taken = lock.withLock { takeAll() }
    taken.receiveCompletion?(completion)
  }

  func cancel() {
    let taken = lock.withLock { takeAll() }
    taken.subscription?.cancel()
  }

  /// Ends the sink and hands over what it held; called holding the lock. What it held is
  /// released with the caller's local, after the lock: a deinit of something a closure
  /// captured may call back into this sink.
  private func takeAll() -> (
    subscription: (any Subscription)?,
    receiveValue: ((Input) -> Void)?,
    receiveCompletion: ((Subscribers.Completion<Failure>) -> Void)?
  ) {
    ended = true
    defer {
      subscription = nil
      receiveValue = nil
      receiveCompletion = nil
    }
    return (subscription, receiveValue, receiveCompletion)
  }
}
