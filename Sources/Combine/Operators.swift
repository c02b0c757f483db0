/// The namespace of the publishers the operators return, named as Apple names them.
public enum Publishers {}

extension Publishers {
  /// The publisher `map` returns: each value, transformed.
  public struct Map<Upstream: Publisher, Output>: Publisher {
    public typealias Failure = Upstream.Failure
    let upstream: Upstream
    let transform: (Upstream.Output) -> Output

    public func receive<S: Subscriber>(subscriber: S)
    where S.Input == Output, S.Failure == Failure {
      let transform = self.transform
      upstream.subscribe(Relay(subscriber) { .some(transform($0)) })
    }
  }

  /// The publisher `filter` returns: the values `isIncluded` accepts.
  public struct Filter<Upstream: Publisher>: Publisher {
    public typealias Output = Upstream.Output
    public typealias Failure = Upstream.Failure
    let upstream: Upstream
    let isIncluded: (Upstream.Output) -> Bool

    public func receive<S: Subscriber>(subscriber: S)
    where S.Input == Output, S.Failure == Failure {
      let isIncluded = self.isIncluded
      upstream.subscribe(Relay(subscriber) { isIncluded($0) ? $0 : nil })
    }
  }

  /// The publisher `compactMap` returns: each value transformed, the nils left out.
  public struct CompactMap<Upstream: Publisher, Output>: Publisher {
    public typealias Failure = Upstream.Failure
    let upstream: Upstream
    let transform: (Upstream.Output) -> Output?

    public func receive<S: Subscriber>(subscriber: S)
    where S.Input == Output, S.Failure == Failure {
      upstream.subscribe(Relay(subscriber, pick: transform))
    }
  }

  /// The publisher `removeDuplicates` returns: a value only when it differs from the last
  /// value sent on.
  public struct RemoveDuplicates<Upstream: Publisher>: Publisher {
    public typealias Output = Upstream.Output
    public typealias Failure = Upstream.Failure
    let upstream: Upstream
    let predicate: (Output, Output) -> Bool

    public func receive<S: Subscriber>(subscriber: S)
    where S.Input == Output, S.Failure == Failure {
      let predicate = self.predicate
      // One `last` per subscription. A publisher calls its subscriber one call at a time, so
      // the closure never runs twice at once.
      var last: Output?
      upstream.subscribe(
        Relay(subscriber) { value in
          if let last, predicate(last, value) { return nil }
          last = value
          return value
        })
    }
  }
}

extension Publisher {
  /// Transforms each value with `transform`.
  ///
  /// ```swift
  /// let cancellable = Just(3).map { "\($0) books" }.sink { print($0) }
  /// ```
  ///
  /// prints
  ///
  /// ```
  /// 3 books
  /// ```
  public func map<T>(_ transform: @escaping (Output) -> T) -> Publishers.Map<Self, T> {
    Publishers.Map(upstream: self, transform: transform)
  }

  /// Passes on only the values `isIncluded` returns true for.
  ///
  /// ```swift
  /// let numbers = PassthroughSubject<Int, Never>()
  /// let cancellable = numbers.filter { $0.isMultiple(of: 2) }.sink { print($0) }
  /// for number in 1...4 { numbers.send(number) }
  /// ```
  ///
  /// prints
  ///
  /// ```
  /// 2
  /// 4
  /// ```
  public func filter(_ isIncluded: @escaping (Output) -> Bool) -> Publishers.Filter<Self> {
    Publishers.Filter(upstream: self, isIncluded: isIncluded)
  }

  /// Transforms each value with `transform`, and passes on the results that are not nil.
  ///
  /// ```swift
  /// let input = PassthroughSubject<String, Never>()
  /// let cancellable = input.compactMap { Int($0) }.sink { print($0) }
  /// input.send("12")
  /// input.send("twelve")
  /// input.send("7")
  /// ```
  ///
  /// prints
  ///
  /// ```
  /// 12
  /// 7
  /// ```
  public func compactMap<T>(_ transform: @escaping (Output) -> T?)
    -> Publishers.CompactMap<Self, T>
  {
    Publishers.CompactMap(upstream: self, transform: transform)
  }
}

extension Publisher where Output: Equatable {
  /// Passes on a value only if it differs from the last one passed on.
  ///
  /// ```swift
  /// let query = PassthroughSubject<String, Never>()
  /// let cancellable = query.removeDuplicates().sink { print($0) }
  /// for text in ["a", "a", "ab", "ab", "a"] { query.send(text) }
  /// ```
  ///
  /// prints
  ///
  /// ```
  /// a
  /// ab
  /// a
  /// ```
  public func removeDuplicates() -> Publishers.RemoveDuplicates<Self> {
    Publishers.RemoveDuplicates(upstream: self, predicate: ==)
  }
}

/// The subscriber `map`, `filter`, `compactMap` and `removeDuplicates` put between their
/// upstream and their subscriber: `pick` turns a value into the one to pass on, or into nil
/// to leave it out, in which case one more value is asked for in its place.
private struct Relay<Input, Downstream: Subscriber>: Subscriber {
  typealias Failure = Downstream.Failure
  let downstream: Downstream
  let pick: (Input) -> Downstream.Input?

  init(_ downstream: Downstream, pick: @escaping (Input) -> Downstream.Input?) {
    self.downstream = downstream
    self.pick = pick
  }

  func receive(subscription: any Subscription) {
    downstream.receive(subscription: subscription)
  }

  func receive(_ input: Input) -> Subscribers.Demand {
    guard let output = pick(input) else { return .max(1) }
    return downstream.receive(output)
  }

  func receive(completion: Subscribers.Completion<Downstream.Failure>) {
    downstream.receive(completion: completion)
  }
}
