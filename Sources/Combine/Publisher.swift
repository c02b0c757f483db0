/// Declares that a type can deliver a sequence of values over time, as Apple's Combine does.
///
/// A publisher does nothing until a subscriber attaches: then it hands the subscriber a
/// ``Subscription``, delivers at most as many values as the subscriber asked for, and ends with
/// at most one completion, after which nothing more arrives.
///
/// ```swift
/// let cancellable = Just(1).map { $0 * 2 }.sink { print($0) }
/// ```
///
/// prints
///
/// ```
/// 2
/// ```
public protocol Publisher<Output, Failure> {
  /// The kind of values this publisher delivers.
  associatedtype Output
  /// The kind of error this publisher can fail with; `Never` if it cannot fail.
  associatedtype Failure: Error

  /// Attaches `subscriber`: the publisher calls its `receive(subscription:)` before anything
  /// else. Call ``subscribe(_:)`` instead; this is the requirement a publisher implements.
  func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure
}

extension Publisher {
  /// Attaches `subscriber` to this publisher.
  ///
  /// ```swift
  /// final class Printer: Subscriber {
  ///   func receive(subscription: any Subscription) { subscription.request(.unlimited) }
  ///   func receive(_ input: Int) -> Subscribers.Demand {
  ///     print("value", input)
  ///     return .none
  ///   }
  ///   func receive(completion: Subscribers.Completion<Never>) { print(completion) }
  /// }
  /// Just(7).subscribe(Printer())
  /// ```
  ///
  /// prints
  ///
  /// ```
  /// value 7
  /// finished
  /// ```
  public func subscribe<S: Subscriber>(_ subscriber: S)
  where S.Input == Output, S.Failure == Failure {
    receive(subscriber: subscriber)
  }
}

/// Receives the values and the completion of a publisher it is attached to.
///
/// The publisher calls `receive(subscription:)` once, first; then `receive(_:)` for each value
/// (never more than the subscriber has asked for), then `receive(completion:)` at most once.
/// The demand `receive(_:)` returns is added to what the subscriber has asked for.
///
/// ```swift
/// final class FirstTwo: Subscriber {
///   func receive(subscription: any Subscription) { subscription.request(.max(2)) }
///   func receive(_ input: Int) -> Subscribers.Demand {
///     print(input)
///     return .none
///   }
///   func receive(completion: Subscribers.Completion<Never>) {}
/// }
/// let subject = PassthroughSubject<Int, Never>()
/// subject.subscribe(FirstTwo())
/// for value in 1...3 { subject.send(value) }
/// ```
///
/// prints
///
/// ```
/// 1
/// 2
/// ```
public protocol Subscriber<Input, Failure> {
  /// The kind of values this subscriber takes.
  associatedtype Input
  /// The kind of error this subscriber takes; `Never` if it takes none.
  associatedtype Failure: Error

  /// The publisher accepted the subscription; ask for values with `subscription.request`.
  func receive(subscription: any Subscription)
  /// One value. Returns how many more values the subscriber wants on top of what it asked for.
  func receive(_ input: Input) -> Subscribers.Demand
  /// The publisher finished or failed; nothing follows.
  func receive(completion: Subscribers.Completion<Failure>)
}

/// The link between a publisher and one subscriber: the subscriber asks for values through it,
/// or cancels it.
///
/// ```swift
/// final class OneAndStop: Subscriber {
///   var subscription: (any Subscription)?
///   func receive(subscription: any Subscription) {
///     self.subscription = subscription
///     subscription.request(.unlimited)
///   }
///   func receive(_ input: Int) -> Subscribers.Demand {
///     print(input)
///     subscription?.cancel()
///     return .none
///   }
///   func receive(completion: Subscribers.Completion<Never>) {}
/// }
/// let subject = PassthroughSubject<Int, Never>()
/// subject.subscribe(OneAndStop())
/// subject.send(1)
/// subject.send(2)
/// ```
///
/// prints
///
/// ```
/// 1
/// ```
public protocol Subscription: Cancellable {
  /// Asks for `demand` more values. `.none` asks for nothing.
  func request(_ demand: Subscribers.Demand)
}

/// Something that can be cancelled: a subscription, or the ``AnyCancellable`` that `sink`
/// returns. Cancelling stops the values and frees what the subscription holds.
///
/// ```swift
/// let subject = PassthroughSubject<Int, Never>()
/// let cancellable: any Cancellable = subject.sink { print($0) }
/// subject.send(1)
/// cancellable.cancel()
/// subject.send(2)
/// ```
///
/// prints
///
/// ```
/// 1
/// ```
public protocol Cancellable {
  /// Stops the work. Calling it again does nothing.
  func cancel()
}
