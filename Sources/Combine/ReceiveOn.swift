extension Publishers {
  /// The publisher `receive(on:)` returns: the same values and completion, each delivered
  /// through the scheduler's `schedule(_:)`.
  public struct ReceiveOn<Upstream: Publisher, Context: Scheduler>: Publisher {
    public typealias Output = Upstream.Output
    public typealias Failure = Upstream.Failure
    let upstream: Upstream
    let scheduler: Context

    public func receive<S: Subscriber>(subscriber: S)
    where S.Input == Output, S.Failure == Failure {
      upstream.subscribe(ReceiveOnSubscription(subscriber, scheduler: scheduler))
    }
  }
}

extension Publisher {
  /// Delivers each value and the completion on `scheduler`: on the main queue, say, for the
  /// results of work done elsewhere. Always later, never inside `send`, even when the value is
  /// sent on that queue already; the subscription itself is handed over at once.
  ///
  /// ```swift
  /// let queue = DispatchQueue(label: "delivery")
  /// let done = DispatchSemaphore(value: 0)
  /// let subject = PassthroughSubject<Int, Never>()
  /// let cancellable = subject.receive(on: queue).sink { value in
  ///   print("received", value)
  ///   done.signal()
  /// }
  /// queue.sync {
  ///   subject.send(1)
  ///   print("sent")
  /// }
  /// done.wait()
  /// ```
  ///
  /// prints
  ///
  /// ```
  /// sent
  /// received 1
  /// ```
  public func receive<S: Scheduler>(on scheduler: S) -> Publishers.ReceiveOn<Self, S> {
    Publishers.ReceiveOn(upstream: self, scheduler: scheduler)
  }
}

/// Between the upstream and the subscriber: values and the completion hop to the scheduler;
/// requests and cancels go straight up.
private final class ReceiveOnSubscription<Input, Failure: Error, Context: Scheduler>: Subscriber,
  Subscription
{
  private let lock = Lock()
  private let scheduler: Context
  private var downstream: SerialDownstream<Input, Failure>?
  private var upstream: (any Subscription)?

  init(_ downstream: some Subscriber<Input, Failure>, scheduler: Context) {
    self.downstream = SerialDownstream(downstream)
    self.scheduler = scheduler
  }

  func receive(subscription: any Subscription) {
    let target: SerialDownstream<Input, Failure>? = lock.withLock {
      guard upstream == nil, let downstream else { return nil }
      upstream = subscription
      return downstream
    }
    guard let target else {
      subscription.cancel()
      return
    }
    target.receive(subscription: self)
  }

  func receive(_ input: Input) -> Subscribers.Demand {
    scheduler.schedule { [self] in
      guard let target = lock.withLock({ downstream }) else { return }
      let more = target.receive(input)
      guard more != .none else { return }
      lock.withLock { upstream }?.request(more)
    }
    return .none
  }

  func receive(completion: Subscribers.Completion<Failure>) {
    scheduler.schedule { [self] in
      let target = lock.withLock {
        defer {
          downstream = nil
          upstream = nil
        }
        return downstream
      }
      target?.receive(completion: completion)
    }
  }

  func request(_ demand: Subscribers.Demand) {
    lock.withLock { upstream }?.request(demand)
  }

  func cancel() {
    let upstream = lock.withLock {
      defer {
        downstream = nil
        self.upstream = nil
      }
      return self.upstream
    }
    upstream?.cancel()
  }
}
