import Combine
import Foundation
import Testing

@Suite struct JustTests {
  /// One value and `finished`, to each subscriber.
  @Test func oneValueThenFinished() {
    let log = Log()
    let just = Just(42)
    _ = just.sink(receiveCompletion: { log("\($0)") }, receiveValue: { log("\($0)") })
    _ = just.sink(receiveCompletion: { log("\($0)") }, receiveValue: { log("\($0)") })
    #expect(log.all == ["42", "finished", "42", "finished"])
  }

  /// Nothing until the subscriber asks.
  @Test func waitsForDemand() {
    let log = Log()
    let probe = Probe<Int, Never>(log: log, initial: .none)
    Just(1).subscribe(probe)
    #expect(log.all == ["subscription"])
    probe.subscription?.request(.max(1))
    probe.subscription?.request(.max(1))
    #expect(log.all == ["subscription", "1", "finished"])
  }

  /// Cancelled before asking, it sends nothing.
  @Test func cancelledSendsNothing() {
    let log = Log()
    let probe = Probe<Int, Never>(log: log, initial: .none)
    Just(1).subscribe(probe)
    probe.subscription?.cancel()
    probe.subscription?.request(.unlimited)
    #expect(log.all == ["subscription"])
  }
}

@Suite struct FutureTests {
  /// The closure runs once, as the future is made, before anyone subscribes.
  @Test func runsOnceAtCreation() {
    let log = Log()
    let future = Future<Int, Never> { promise in
      log("run")
      promise(.success(1))
    }
    #expect(log.all == ["run"])
    _ = future.sink { log("a\($0)") }
    _ = future.sink { log("b\($0)") }
    #expect(log.all == ["run", "a1", "b1"])
  }

  /// Only the first call to the promise counts; a late subscriber gets that result too.
  @Test func replaysTheFirstResult() {
    let log = Log()
    let future = Future<Int, TestError> { promise in
      promise(.success(7))
      promise(.success(8))
      promise(.failure(.oops))
    }
    let first = future.sink(receiveCompletion: { log("\($0)") }, receiveValue: { log("\($0)") })
    let late = future.sink(receiveCompletion: { log("\($0)") }, receiveValue: { log("\($0)") })
    #expect(log.all == ["7", "finished", "7", "finished"])
    withExtendedLifetime((first, late)) {}
  }

  /// A failure goes to every subscriber, and no value.
  @Test func failsEverySubscriber() {
    let log = Log()
    let future = Future<Int, TestError> { $0(.failure(.oops)) }
    future.subscribe(Probe<Int, TestError>(log: log, initial: .unlimited))
    future.subscribe(Probe<Int, TestError>(log: log, initial: .unlimited))
    #expect(log.all == ["subscription", "failure oops", "subscription", "failure oops"])
  }

  /// A promise called later, from another queue, reaches the subscribers waiting; the
  /// result waits for a demand.
  @Test func fulfilledLaterFromAnotherQueue() async {
    let log = Log()
    let future = Future<String, Never> { promise in
      DispatchQueue.global().asyncAfter(deadline: .now() + .milliseconds(10)) {
        promise(.success("late"))
      }
    }
    let waiting = Probe<String, Never>(log: log, initial: .unlimited)
    future.subscribe(waiting)
    #expect(await eventually { log.count == 3 })
    let undemanding = Log()
    let probe = Probe<String, Never>(log: undemanding, initial: .none)
    future.subscribe(probe)
    #expect(undemanding.all == ["subscription"])
    probe.subscription?.request(.max(1))
    #expect(log.all == ["subscription", "late", "finished"])
    #expect(undemanding.all == ["subscription", "late", "finished"])
  }
}

@Suite struct AnyPublisherTests {
  /// Erased (twice, even), it sends what the publisher it wraps sends, and its completion.
  @Test func sendsWhatItWraps() {
    let log = Log()
    let subject = PassthroughSubject<Int, TestError>()
    let erased: AnyPublisher<Int, TestError> = subject.map { $0 * 10 }.eraseToAnyPublisher()
    erased.eraseToAnyPublisher().subscribe(
      Probe<Int, TestError>(log: log, initial: .unlimited))
    subject.send(1)
    subject.send(completion: .failure(.oops))
    #expect(log.all == ["subscription", "10", "failure oops"])
  }
}

@Suite struct OperatorTests {
  @Test func mapTransformsEachValue() {
    let log = Log()
    _ = Just(3).map { "\($0) books" }.sink { log($0) }
    #expect(log.all == ["3 books"])
  }

  /// `filter` leaves values out, and asks for one more in place of each: a subscriber that
  /// asked for two gets two that pass.
  @Test func filterLeavesOutAndAsksForMore() {
    let log = Log()
    let numbers = PassthroughSubject<Int, Never>()
    numbers.filter { $0.isMultiple(of: 2) }.subscribe(Probe<Int, Never>(log: log, initial: .max(2)))
    for number in 1...6 { numbers.send(number) }
    #expect(log.all == ["subscription", "2", "4"])
  }

  @Test func compactMapLeavesOutNils() {
    let log = Log()
    let input = PassthroughSubject<String, Never>()
    let cancellable = input.compactMap { Int($0) }.sink { log("\($0)") }
    for text in ["12", "twelve", "7"] { input.send(text) }
    #expect(log.all == ["12", "7"])
    withExtendedLifetime(cancellable) {}
  }

  /// Only a value that differs from the last one passed on; each subscription has its own.
  @Test func removeDuplicatesComparesWithTheLastValue() {
    let log = Log()
    let query = PassthroughSubject<String, Never>()
    let deduplicated = query.removeDuplicates()
    let first = deduplicated.sink { log("1:\($0)") }
    for text in ["a", "a", "ab"] { query.send(text) }
    let second = deduplicated.sink { log("2:\($0)") }
    for text in ["ab", "a"] { query.send(text) }
    #expect(log.all == ["1:a", "1:ab", "2:ab", "1:a", "2:a"])
    withExtendedLifetime((first, second)) {}
  }

  /// `assign(to:on:)` writes each value to the property.
  @Test func assignWritesTheProperty() {
    final class Label {
      var text = ""
    }
    let label = Label()
    let subject = CurrentValueSubject<String, Never>("Ready")
    let cancellable = subject.assign(to: \.text, on: label)
    #expect(label.text == "Ready")
    subject.send("Done")
    #expect(label.text == "Done")
    cancellable.cancel()
    subject.send("Ignored")
    #expect(label.text == "Done")
  }

  /// `sink(receiveCompletion:receiveValue:)` gets the failure.
  @Test func sinkGetsTheFailure() {
    let log = Log()
    let results = PassthroughSubject<Int, TestError>()
    let cancellable = results.sink(
      receiveCompletion: { completion in
        if case .failure(let error) = completion { log("failed: \(error)") }
      },
      receiveValue: { log("value: \($0)") })
    results.send(1)
    results.send(completion: .failure(.oops))
    #expect(log.all == ["value: 1", "failed: oops"])
    withExtendedLifetime(cancellable) {}
  }
}

@Suite struct CombineLatestTests {
  /// Nothing until both have a value, then a pair each time either sends.
  @Test func emitsOnceBothHaveAValue() {
    let log = Log()
    let name = PassthroughSubject<String, Never>()
    let age = PassthroughSubject<Int, Never>()
    let cancellable = Publishers.CombineLatest(name, age).sink { log("\($0) \($1)") }
    name.send("Ann")
    name.send("Bea")
    #expect(log.all.isEmpty)
    age.send(30)
    age.send(31)
    name.send("Cat")
    #expect(log.all == ["Bea 30", "Bea 31", "Cat 31"])
    withExtendedLifetime(cancellable) {}
  }

  /// With current values on both sides, the first pair comes at once.
  @Test func combineLatestOfCurrentValues() {
    let log = Log()
    let query = CurrentValueSubject<String, Never>("")
    let onlyAvailable = CurrentValueSubject<Bool, Never>(false)
    let cancellable = query.combineLatest(onlyAvailable).sink { log("\($0)|\($1)") }
    query.send("dune")
    onlyAvailable.send(true)
    #expect(log.all == ["|false", "dune|false", "dune|true"])
    withExtendedLifetime(cancellable) {}
  }

  /// It finishes when both have finished, and not before.
  @Test func finishesWhenBothFinish() {
    let log = Log()
    let left = PassthroughSubject<Int, TestError>()
    let right = PassthroughSubject<Int, TestError>()
    left.combineLatest(right).subscribe(Probe<(Int, Int), TestError>(log: log, initial: .unlimited))
    left.send(1)
    right.send(2)
    left.send(completion: .finished)
    right.send(3)
    #expect(log.all == ["subscription", "(1, 2)", "(1, 3)"])
    right.send(completion: .finished)
    #expect(log.all == ["subscription", "(1, 2)", "(1, 3)", "finished"])
  }

  /// It fails as soon as either fails, and the other side is cancelled.
  @Test func failsWhenEitherFails() {
    let log = Log()
    let left = PassthroughSubject<Int, TestError>()
    let right = PassthroughSubject<Int, TestError>()
    left.combineLatest(right).subscribe(Probe<(Int, Int), TestError>(log: log, initial: .unlimited))
    left.send(1)
    right.send(completion: .failure(.oops))
    left.send(2)
    left.send(completion: .finished)
    #expect(log.all == ["subscription", "failure oops"])
  }

  /// A pair that comes when the subscriber asked for none is dropped.
  @Test func dropsPairsNobodyAskedFor() {
    let log = Log()
    let left = PassthroughSubject<Int, Never>()
    let right = PassthroughSubject<Int, Never>()
    let probe = Probe<(Int, Int), Never>(log: log, initial: .max(1))
    left.combineLatest(right).subscribe(probe)
    left.send(1)
    right.send(1)
    left.send(2)
    #expect(log.all == ["subscription", "(1, 1)"])
  }
}

@Suite struct SubscriberTests {
  /// A subscriber of its own gets the subscription first, then what it asks for.
  @Test func aCustomSubscriberGetsWhatItAsksFor() {
    let log = Log()
    let subject = PassthroughSubject<Int, Never>()
    subject.subscribe(Probe<Int, Never>(log: log, initial: .max(2)))
    for value in 1...3 { subject.send(value) }
    #expect(log.all == ["subscription", "1", "2"])
  }

  /// Demands add up, saturating at `.unlimited`.
  @Test func demandArithmetic() {
    #expect(Subscribers.Demand.max(2) + .max(3) == .max(5))
    #expect(Subscribers.Demand.max(2) + .unlimited == .unlimited)
    #expect(Subscribers.Demand.max(.max) + .max(1) == .unlimited)
    #expect(Subscribers.Demand.none.max == 0)
    #expect(Subscribers.Demand.unlimited.max == nil)
    #expect("\(Subscribers.Demand.max(5))" == "max(5)")
    #expect("\(Subscribers.Demand.unlimited)" == "unlimited")
  }
}
