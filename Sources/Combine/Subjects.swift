/// A publisher you send values into by calling ``send(_:)``.
///
/// ```swift
/// let tapped = PassthroughSubject<Void, Never>()
/// let cancellable = tapped.sink { print("tapped") }
/// tapped.send()
/// ```
///
/// prints
///
/// ```
/// tapped
/// ```
public protocol Subject<Output, Failure>: AnyObject, Publisher {
  /// Sends `value` to the subscribers.
  func send(_ value: Output)
  /// Ends the subject: the subscribers get `completion`, and nothing after it.
  func send(completion: Subscribers.Completion<Failure>)
}

extension Subject where Output == Void {
  /// Sends `()`: what a subject of events without a payload, such as taps, is sent.
  ///
  /// ```swift
  /// let refresh = PassthroughSubject<Void, Never>()
  /// let cancellable = refresh.sink { print("refresh") }
  /// refresh.send()
  /// refresh.send()
  /// ```
  ///
  /// prints
  ///
  /// ```
  /// refresh
  /// refresh
  /// ```
  public func send() {
    send(())
  }
}

/// A subject that passes each value on to the subscribers it has at that moment, and keeps
/// none: a subscriber gets only what is sent after it subscribed.
///
/// After ``send(completion:)`` it sends nothing more, and a subscriber that comes later gets
/// the completion at once. A subscriber that has asked for no more values misses the ones sent
/// meanwhile.
///
/// ```swift
/// let subject = PassthroughSubject<String, Never>()
/// subject.send("lost")
/// let cancellable = subject.sink(
///   receiveCompletion: { print($0) }, receiveValue: { print($0) })
/// subject.send("a")
/// subject.send(completion: .finished)
/// subject.send("b")
/// let late = subject.sink(receiveCompletion: { print("late:", $0) }, receiveValue: { print($0) })
/// ```
///
/// prints
///
/// ```
/// a
/// finished
/// late: finished
/// ```
public final class PassthroughSubject<Output, Failure: Error>: Subject {
  private let broadcast = Broadcast<Output, Failure>(demand: .counted)

  public init() {}

  public func send(_ value: Output) {
    broadcast.deliver(value)
  }

  public func send(completion: Subscribers.Completion<Failure>) {
    broadcast.finish(completion)
  }

  public func receive<S: Subscriber>(subscriber: S)
  where S.Input == Output, S.Failure == Failure {
    broadcast.attach(subscriber, owner: self)
  }
}

/// A subject that holds a current value: a new subscriber gets it first, then each value
/// sent after it.
///
/// ``send(_:)`` and setting ``value`` both change the value and send it. After
/// ``send(completion:)`` nothing more is sent: `send(_:)` is ignored, setting `value` still
/// changes it, and a subscriber that comes later gets the completion and no value.
///
/// ```swift
/// let count = CurrentValueSubject<Int, Never>(0)
/// let cancellable = count.sink(receiveCompletion: { print($0) }, receiveValue: { print($0) })
/// count.send(1)
/// count.value = 2
/// count.send(completion: .finished)
/// count.send(3)
/// print(count.value)
/// ```
///
/// prints
///
/// ```
/// 0
/// 1
/// 2
/// finished
/// 2
/// ```
public final class CurrentValueSubject<Output, Failure: Error>: Subject {
  private let current: CurrentValue<Output>
  private let broadcast: Broadcast<Output, Failure>

  public init(_ value: Output) {
    current = CurrentValue(value)
    broadcast = Broadcast(demand: .replaying(current))
  }

  /// The current value. Setting it sends it, as ``send(_:)`` does.
  public var value: Output {
    get { current.value }
    set {
      current.value = newValue
      broadcast.deliver(newValue)
    }
  }

  public func send(_ value: Output) {
    guard !broadcast.isFinished else { return }
    self.value = value
  }

  public func send(completion: Subscribers.Completion<Failure>) {
    broadcast.finish(completion)
  }

  public func receive<S: Subscriber>(subscriber: S)
  where S.Input == Output, S.Failure == Failure {
    broadcast.attach(subscriber, owner: self)
  }
}
