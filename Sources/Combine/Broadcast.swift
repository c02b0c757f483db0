/// The subscribers of one subject, in the order they came, and how the subject ended: what
/// `PassthroughSubject`, `CurrentValueSubject`, `ObservableObjectPublisher` and
/// `Published.Publisher` are made of.
///
/// Values go to the subscribers present when `deliver` is called; a subscriber that comes
/// after the end gets the completion and nothing else.
///
/// ```swift
/// let broadcast = Broadcast<Int, Never>(demand: .counted)
/// let sink = Sink<Int, Never>(receiveCompletion: { print($0) }, receiveValue: { print($0) })
/// broadcast.attach(sink, owner: broadcast)
/// broadcast.deliver(1)
/// broadcast.finish(.finished)
/// broadcast.deliver(2)
/// ```
///
/// prints
///
/// ```
/// 1
/// finished
/// ```
final class Broadcast<Output, Failure: Error> {
  /// How a subscriber's demand limits what it is sent.
  enum DemandRule {
    /// Never more values than asked for; the others are dropped (`PassthroughSubject`).
    case counted
    /// As `counted`, and a subscriber that has not had the current value gets it as soon as
    /// it asks (`CurrentValueSubject`, `Published.Publisher`).
    case replaying(CurrentValue<Output>)
    /// Every value to every subscriber, asked for or not (`ObservableObjectPublisher`).
    case ignored
  }

  let rule: DemandRule
  private let lock = Lock()
  private var conduits: [Conduit<Output, Failure>] = []
  private var completion: Subscribers.Completion<Failure>?

  init(demand rule: DemandRule) {
    self.rule = rule
  }

  var isFinished: Bool {
    lock.withLock { completion != nil }
  }

  /// Hands `subscriber` its subscription, or, if the subject has ended, an inert subscription
  /// and the completion. `owner`, the public subject, stays alive as long as the subscription.
  func attach(_ subscriber: some Subscriber<Output, Failure>, owner: AnyObject) {
    let conduit = Conduit(parent: self, owner: owner, downstream: subscriber, rule: rule)
    let ended: Subscribers.Completion<Failure>? = lock.withLock {
      if let completion { return completion }
      conduits.append(conduit)
      return nil
    }
    if let ended {
      subscriber.receive(subscription: Inert())
      subscriber.receive(completion: ended)
    } else {
      subscriber.receive(subscription: conduit)
    }
  }

  /// Offers `value` to each subscriber; nothing once the subject has ended.
  func deliver(_ value: Output) {
    let targets = lock.withLock { completion == nil ? conduits : [] }
    for conduit in targets {
      conduit.offer(value)
    }
  }

  /// Ends the subject: the first completion goes to every subscriber, later ones nowhere.
  func finish(_ completion: Subscribers.Completion<Failure>) {
    let targets: [Conduit<Output, Failure>] = lock.withLock {
      guard self.completion == nil else { return [] }
      self.completion = completion
      defer { conduits = [] }
      return conduits
    }
    for conduit in targets {
      conduit.finish(completion)
    }
  }

  fileprivate func remove(_ conduit: Conduit<Output, Failure>) {
    lock.withLock { conduits.removeAll { $0 === conduit } }
  }
}

/// A value read and written under a lock: the current value of a `CurrentValueSubject` or of a
/// `@Published` property, which its subscriptions read when they are owed it.
///
/// ```swift
/// let current = CurrentValue(1)
/// current.value += 1
/// print(current.value)
/// ```
///
/// prints
///
/// ```
/// 2
/// ```
final class CurrentValue<Value> {
  private let lock = Lock()
  private var stored: Value

  init(_ value: Value) {
    stored = value
  }

  var value: Value {
    get { lock.withLock { stored } }
    set { lock.withLock { stored = newValue } }
  }
}

/// One subscriber's subscription to a ``Broadcast``: its demand, and the subscriber until the
/// subscription is cancelled or the subject ends.
///
/// Lock order: a conduit may read its `CurrentValue` holding its own lock; the broadcast never
/// takes a conduit's lock while holding its own, so the two cannot deadlock.
final class Conduit<Output, Failure: Error>: Subscription {
  private let lock = Lock()
  private let rule: Broadcast<Output, Failure>.DemandRule
  private var parent: Broadcast<Output, Failure>?
  private var owner: AnyObject?
  private var downstream: SerialDownstream<Output, Failure>?
  private var demand = Subscribers.Demand.none
  /// Whether the subscriber is owed the current value (replaying subjects only): it has not
  /// had one since it subscribed, or a value was dropped while it asked for none.
  private var owesCurrent = true

  init(
    parent: Broadcast<Output, Failure>, owner: AnyObject,
    downstream: some Subscriber<Output, Failure>, rule: Broadcast<Output, Failure>.DemandRule
  ) {
    self.parent = parent
    self.owner = owner
    self.downstream = SerialDownstream(downstream)
    self.rule = rule
  }

  fileprivate func offer(_ value: Output) {
    let target: SerialDownstream<Output, Failure>? = lock.withLock {
      guard let downstream else { return nil }
      if case .ignored = rule { return downstream }
      guard demand.allowsOne else {
        owesCurrent = true
        return nil
      }
      demand = demand.afterOne
      owesCurrent = false
      return downstream
    }
    guard let target else { return }
    add(target.receive(value))
  }

  func request(_ demand: Subscribers.Demand) {
    let owed: (SerialDownstream<Output, Failure>, Output)? = lock.withLock {
      guard let downstream else { return nil }
      self.demand += demand
      guard case .replaying(let current) = rule, owesCurrent, self.demand.allowsOne else {
        return nil
      }
      owesCurrent = false
      self.demand = self.demand.afterOne
      return (downstream, current.value)
    }
    guard let (target, value) = owed else { return }
    add(target.receive(value))
  }

  private func add(_ more: Subscribers.Demand) {
    guard more != .none else { return }
    lock.withLock { demand += more }
  }

  fileprivate func finish(_ completion: Subscribers.Completion<Failure>) {
    let target = detach()
    target?.receive(completion: completion)
  }

  func cancel() {
    detach()
  }

  /// Drops the subscriber, the parent and the owner; returns the subscriber if it was still
  /// attached. A cancelled conduit is also removed from its broadcast. What it held is
  /// released after the lock, with the locals here.
  @discardableResult
  private func detach() -> SerialDownstream<Output, Failure>? {
    let (target, parent, owner) = lock.withLock {
      defer {
        downstream = nil
        self.parent = nil
        self.owner = nil
      }
      return (downstream, self.parent, self.owner)
    }
    parent?.remove(self)
    withExtendedLifetime(owner) {}
    return target
  }
}

/// A subscriber called one call at a time: the calls from two threads that send to the same
/// subject wait for each other, and a subscriber that sends to its own subject from inside
/// `receive` is let through (the lock is recursive).
///
/// ```swift
/// let serial = SerialDownstream(
///   Sink<Int, Never>(receiveCompletion: { _ in }, receiveValue: { print($0) }))
/// _ = serial.receive(3)
/// ```
///
/// prints
///
/// ```
/// 3
/// ```
final class SerialDownstream<Input, Failure: Error> {
  private let serial = Lock(recursive: true)
  private let subscriber: any Subscriber<Input, Failure>

  init(_ subscriber: some Subscriber<Input, Failure>) {
    self.subscriber = subscriber
  }

  func receive(subscription: any Subscription) {
    serial.withLock { subscriber.receive(subscription: subscription) }
  }

  func receive(_ input: Input) -> Subscribers.Demand {
    serial.withLock { subscriber.receive(input) }
  }

  func receive(completion: Subscribers.Completion<Failure>) {
    serial.withLock { subscriber.receive(completion: completion) }
  }
}

/// The subscription a publisher that has already ended hands a late subscriber before the
/// completion (Apple's is called `Empty`): asking or cancelling does nothing.
struct Inert: Subscription {
  func request(_: Subscribers.Demand) {}
  func cancel() {}
}
