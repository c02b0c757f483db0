extension Publishers {
  /// The publisher `debounce(for:scheduler:)` returns: a value once the upstream has been
  /// quiet for the due time.
  public struct Debounce<Upstream: Publisher, Context: Scheduler>: Publisher {
    public typealias Output = Upstream.Output
    public typealias Failure = Upstream.Failure
    let upstream: Upstream
    let dueTime: Context.SchedulerTimeType.Stride
    let scheduler: Context

    public func receive<S: Subscriber>(subscriber: S)
    where S.Input == Output, S.Failure == Failure {
      upstream.subscribe(
        DebounceSubscription(subscriber, dueTime: dueTime, scheduler: scheduler))
    }
  }
}

extension Publisher {
  /// Passes on a value only after `dueTime` has gone by without another: the last of each
  /// burst, on `scheduler`. What a search field's query goes through before a search.
  ///
  /// Each value asks `scheduler` to run a check at its due time with `schedule(after:)`
  /// (`asyncAfter` on a dispatch queue, a `Timer` on a run loop), so whatever runs the
  /// scheduler decides when the value comes out. At the check, the value goes out if no newer
  /// one came, and if the subscriber has asked for one; otherwise it is dropped. The
  /// completion goes out through `schedule(_:)` at once, and a value still waiting is dropped.
  ///
  /// ```swift
  /// let queue = DispatchQueue(label: "search")
  /// let done = DispatchSemaphore(value: 0)
  /// let query = PassthroughSubject<String, Never>()
  /// let cancellable = query.debounce(for: .milliseconds(50), scheduler: queue).sink { text in
  ///   print("search", text)
  ///   done.signal()
  /// }
  /// // Typed all at once: no check can run on `queue` in the middle.
  /// queue.sync {
  ///   for text in ["d", "du", "dun", "dune"] { query.send(text) }
  /// }
  /// done.wait()
  /// ```
  ///
  /// prints
  ///
  /// ```
  /// search dune
  /// ```
  public func debounce<S: Scheduler>(for dueTime: S.SchedulerTimeType.Stride, scheduler: S)
    -> Publishers.Debounce<Self, S>
  {
    Publishers.Debounce(upstream: self, dueTime: dueTime, scheduler: scheduler)
  }
}

/// Asks the upstream for everything, keeps the newest value, and lets it out at its check if
/// no newer value came since: each value is a ticket, and only the latest ticket's check sends.
private final class DebounceSubscription<Input, Failure: Error, Context: Scheduler>: Subscriber,
  Subscription
{
  private let lock = Lock()
  private let dueTime: Context.SchedulerTimeType.Stride
  private let scheduler: Context
  private var downstream: SerialDownstream<Input, Failure>?
  private var upstream: (any Subscription)?
  private var demand = Subscribers.Demand.none
  private var waiting: Input?
  private var ticket = 0

  init(
    _ downstream: some Subscriber<Input, Failure>, dueTime: Context.SchedulerTimeType.Stride,
    scheduler: Context
  ) {
    self.downstream = SerialDownstream(downstream)
    self.dueTime = dueTime
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
    subscription.request(.unlimited)
  }

  func receive(_ input: Input) -> Subscribers.Demand {
    let ticket: Int? = lock.withLock {
      guard downstream != nil else { return nil }
      self.ticket += 1
      waiting = input
      return self.ticket
    }
    guard let ticket else { return .none }
    scheduler.schedule(after: scheduler.now.advanced(by: dueTime)) { [self] in
      check(ticket)
    }
    return .none
  }

  private func check(_ ticket: Int) {
    let due: (SerialDownstream<Input, Failure>, Input)? = lock.withLock {
      guard ticket == self.ticket, let downstream, let value = waiting else { return nil }
      waiting = nil
      guard demand.allowsOne else { return nil }
      demand = demand.afterOne
      return (downstream, value)
    }
    guard let (target, value) = due else { return }
    let more = target.receive(value)
    guard more != .none else { return }
    lock.withLock { demand += more }
  }

  func receive(completion: Subscribers.Completion<Failure>) {
    lock.withLock {
      waiting = nil
      upstream = nil
    }
    scheduler.schedule { [self] in
      let target = lock.withLock {
        defer { downstream = nil }
        return downstream
      }
      target?.receive(completion: completion)
    }
  }

  func request(_ demand: Subscribers.Demand) {
    lock.withLock { self.demand += demand }
  }

  func cancel() {
    let upstream = lock.withLock {
      defer {
        downstream = nil
        self.upstream = nil
        waiting = nil
      }
      return self.upstream
    }
    upstream?.cancel()
  }
}
