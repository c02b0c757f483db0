/// A publisher of one result that is worked out once: the closure runs as the future is
/// created, not when someone subscribes, and every subscriber, early or late, gets the same
/// value and `finished` (or the same failure). Only the first call to the promise counts.
///
/// The promise may be called later, from any thread (a completion handler, a queue): it is
/// `@Sendable`, so that Apple's own example compiles in Swift 6 mode. A subscriber gets the
/// result on the thread that calls the promise, or at once if the result is already there.
///
/// ```swift
/// var runs = 0
/// let future = Future<Int, Never> { promise in
///   runs += 1
///   promise(.success(7))
///   promise(.success(8))
/// }
/// let first = future.sink { print("first:", $0) }
/// let second = future.sink { print("second:", $0) }
/// print("runs:", runs)
/// ```
///
/// prints
///
/// ```
/// first: 7
/// second: 7
/// runs: 1
/// ```
public final class Future<Output, Failure: Error>: Publisher {
  /// What the closure calls, once, with the result.
  public typealias Promise = @Sendable (Result<Output, Failure>) -> Void

  private let state = FutureState<Output, Failure>()

  /// Runs `attemptToFulfill` now, handing it the promise.
  public init(_ attemptToFulfill: (@escaping Promise) -> Void) {
    let state = self.state
    attemptToFulfill { result in state.fulfill(result) }
  }

  public func receive<S: Subscriber>(subscriber: S)
  where S.Input == Output, S.Failure == Failure {
    state.attach(subscriber)
  }
}

/// A future's result, once there is one, and the subscriptions waiting for it.
private final class FutureState<Output, Failure: Error>: @unchecked Sendable {
  // @unchecked Sendable: the promise, which is @Sendable, captures this object, so it may be
  // reached from any thread. Its two stored properties are read and written only under `lock`.
  // The result and the subscriptions it holds are handed to whichever thread calls the promise
  // or subscribes, as Apple's Future hands them: `Future` itself is not Sendable, and a caller
  // that fulfils a promise on another thread is sending the result there by its own choice.
  private let lock = Lock()
  private var result: Result<Output, Failure>?
  private var waiting: [FutureSubscription<Output, Failure>] = []

  func fulfill(_ result: Result<Output, Failure>) {
    let waiting: [FutureSubscription<Output, Failure>]? = lock.withLock {
      guard self.result == nil else { return nil }
      self.result = result
      defer { self.waiting = [] }
      return self.waiting
    }
    for subscription in waiting ?? [] {
      subscription.resolve(result)
    }
  }

  func attach(_ subscriber: some Subscriber<Output, Failure>) {
    let subscription = FutureSubscription(parent: self, downstream: subscriber)
    let known: Result<Output, Failure>? = lock.withLock {
      if self.result == nil { waiting.append(subscription) }
      return self.result
    }
    subscriber.receive(subscription: subscription)
    if let known { subscription.resolve(known) }
  }

  fileprivate func remove(_ subscription: FutureSubscription<Output, Failure>) {
    lock.withLock { waiting.removeAll { $0 === subscription } }
  }
}

/// Sends the result once both are there: the result, and a demand for at least one value.
private final class FutureSubscription<Output, Failure: Error>: Subscription {
  private let lock = Lock()
  private var parent: FutureState<Output, Failure>?
  private var downstream: SerialDownstream<Output, Failure>?
  private var result: Result<Output, Failure>?
  private var demanded = false

  init(parent: FutureState<Output, Failure>, downstream: some Subscriber<Output, Failure>) {
    self.parent = parent
    self.downstream = SerialDownstream(downstream)
  }

  func resolve(_ result: Result<Output, Failure>) {
    lock.withLock { self.result = result }
    sendIfReady()
  }

  func request(_ demand: Subscribers.Demand) {
    guard demand != .none else { return }
    lock.withLock { demanded = true }
    sendIfReady()
  }

  func cancel() {
    let parent = lock.withLock {
      defer {
        downstream = nil
        self.parent = nil
      }
      return self.parent
    }
    parent?.remove(self)
  }

  private func sendIfReady() {
    let ready: (SerialDownstream<Output, Failure>, Result<Output, Failure>)? = lock.withLock {
      guard demanded, let result, let downstream else { return nil }
      self.downstream = nil
      parent = nil
      return (downstream, result)
    }
    guard let (downstream, result) = ready else { return }
    switch result {
    case .success(let output):
      _ = downstream.receive(output)
      downstream.receive(completion: .finished)
    case .failure(let error):
      downstream.receive(completion: .failure(error))
    }
  }
}
