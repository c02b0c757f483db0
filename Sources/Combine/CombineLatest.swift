extension Publishers {
  /// A publisher of the latest value of each of two publishers, as a pair: nothing until both
  /// have sent a value, then a pair each time either sends.
  ///
  /// Requests go to both publishers; a pair that comes when the subscriber has asked for none
  /// is dropped (the latest values are kept for the next pair). It finishes when both have
  /// finished, and fails as soon as either fails.
  ///
  /// ```swift
  /// let name = PassthroughSubject<String, Never>()
  /// let age = PassthroughSubject<Int, Never>()
  /// let cancellable = Publishers.CombineLatest(name, age).sink { print($0, $1) }
  /// name.send("Ann")
  /// age.send(30)
  /// name.send("Bea")
  /// ```
  ///
  /// prints
  ///
  /// ```
  /// Ann 30
  /// Bea 30
  /// ```
  public struct CombineLatest<A: Publisher, B: Publisher>: Publisher
  where A.Failure == B.Failure {
    public typealias Output = (A.Output, B.Output)
    public typealias Failure = A.Failure

    public let a: A
    public let b: B

    public init(_ a: A, _ b: B) {
      self.a = a
      self.b = b
    }

    public func receive<S: Subscriber>(subscriber: S)
    where S.Input == Output, S.Failure == Failure {
      let pairs = CombineLatestSubscription<A.Output, B.Output, Failure>(subscriber)
      // The subscriber first, so that it has its subscription before anything a side sends,
      // even a completion; what it asks for meanwhile goes to each side as it subscribes.
      pairs.start()
      a.subscribe(
        Side(
          onSubscription: { pairs.attach($0, left: true) },
          onValue: { pairs.receive(left: $0) },
          onCompletion: { pairs.receive($0, left: true) }))
      b.subscribe(
        Side(
          onSubscription: { pairs.attach($0, left: false) },
          onValue: { pairs.receive(right: $0) },
          onCompletion: { pairs.receive($0, left: false) }))
    }
  }
}

extension Publisher {
  /// Pairs the latest value of this publisher with the latest of `other`, each time either
  /// sends, once both have; see ``Publishers/CombineLatest``.
  ///
  /// ```swift
  /// let query = CurrentValueSubject<String, Never>("")
  /// let onlyAvailable = CurrentValueSubject<Bool, Never>(false)
  /// let cancellable = query.combineLatest(onlyAvailable).sink { print("\($0)|\($1)") }
  /// query.send("dune")
  /// onlyAvailable.send(true)
  /// ```
  ///
  /// prints
  ///
  /// ```
  /// |false
  /// dune|false
  /// dune|true
  /// ```
  public func combineLatest<P: Publisher>(_ other: P) -> Publishers.CombineLatest<Self, P>
  where P.Failure == Failure {
    Publishers.CombineLatest(self, other)
  }
}

/// The subscriber put on each of the two publishers: it hands what it gets to the pairing.
private struct Side<Input, Failure: Error>: Subscriber {
  let onSubscription: (any Subscription) -> Void
  let onValue: (Input) -> Void
  let onCompletion: (Subscribers.Completion<Failure>) -> Void

  func receive(subscription: any Subscription) {
    onSubscription(subscription)
  }

  func receive(_ input: Input) -> Subscribers.Demand {
    onValue(input)
    return .none
  }

  func receive(completion: Subscribers.Completion<Failure>) {
    onCompletion(completion)
  }
}

/// The latest value of each side, the two upstream subscriptions, and the subscriber's
/// demand; the subscription the subscriber gets.
private final class CombineLatestSubscription<Left, Right, Failure: Error>: Subscription {
  private let lock = Lock()
  private var downstream: SerialDownstream<(Left, Right), Failure>?
  private var left: Left?
  private var right: Right?
  private var leftUpstream: (any Subscription)?
  private var rightUpstream: (any Subscription)?
  private var finishedSides = 0
  private var demand = Subscribers.Demand.none
  /// All the subscriber has asked for, for a side whose subscription comes late.
  private var requested = Subscribers.Demand.none
  init(_ downstream: some Subscriber<(Left, Right), Failure>) {
    self.downstream = SerialDownstream(downstream)
  }

  /// Hands the subscriber this subscription.
  func start() {
    lock.withLock { downstream }?.receive(subscription: self)
  }

  func attach(_ subscription: any Subscription, left isLeft: Bool) {
    let accepted: Subscribers.Demand? = lock.withLock {
      guard downstream != nil, (isLeft ? leftUpstream : rightUpstream) == nil else { return nil }
      if isLeft { leftUpstream = subscription } else { rightUpstream = subscription }
      return requested
    }
    guard let accepted else {
      subscription.cancel()
      return
    }
    if accepted != .none { subscription.request(accepted) }
  }

  func receive(left value: Left) {
    send { $0.left = value }
  }

  func receive(right value: Right) {
    send { $0.right = value }
  }

  /// Records a side's new value and sends the pair, if both sides have one and the subscriber
  /// asked for it.
  private func send(_ record: (CombineLatestSubscription) -> Void) {
    let pair: (SerialDownstream<(Left, Right), Failure>, (Left, Right))? = lock.withLock {
      guard let downstream else { return nil }
      record(self)
      guard let left, let right, demand.allowsOne else { return nil }
      demand = demand.afterOne
      return (downstream, (left, right))
    }
    guard let (target, values) = pair else { return }
    let more = target.receive(values)
    if more != .none { request(more) }
  }

  func receive(_ completion: Subscribers.Completion<Failure>, left isLeft: Bool) {
    let ending: (SerialDownstream<(Left, Right), Failure>, (any Subscription)?)? = lock.withLock {
      guard let downstream else { return nil }
      if case .finished = completion {
        finishedSides += 1
        guard finishedSides == 2 else { return nil }
      }
      let other = isLeft ? rightUpstream : leftUpstream
      end()
      return (downstream, other)
    }
    guard let (target, other) = ending else { return }
    other?.cancel()
    target.receive(completion: completion)
  }

  func request(_ demand: Subscribers.Demand) {
    let upstreams = lock.withLock {
      self.demand += demand
      requested += demand
      return [leftUpstream, rightUpstream]
    }
    for upstream in upstreams {
      upstream?.request(demand)
    }
  }

  func cancel() {
    let upstreams = lock.withLock {
      defer { end() }
      return [leftUpstream, rightUpstream]
    }
    for upstream in upstreams {
      upstream?.cancel()
    }
  }

  /// Lets go of the subscriber, the subscriptions and the values; called holding the lock.
  private func end() {
    downstream = nil
    leftUpstream = nil
    rightUpstream = nil
    left = nil
    right = nil
  }
}
