import Combine
import Testing

@Suite struct PassthroughSubjectTests {
  /// A subscriber gets what is sent after it subscribed, nothing from before.
  @Test func sendsToTheSubscribersItHasNow() {
    let log = Log()
    let subject = PassthroughSubject<String, Never>()
    subject.send("lost")
    let cancellable = subject.sink { log($0) }
    subject.send("a")
    subject.send("b")
    #expect(log.all == ["a", "b"])
    withExtendedLifetime(cancellable) {}
  }

  /// After the completion nothing is sent, and a second completion goes nowhere.
  @Test func sendsNothingAfterTheCompletion() {
    let log = Log()
    let subject = PassthroughSubject<Int, TestError>()
    let cancellable = subject.sink(
      receiveCompletion: { log("\($0)") }, receiveValue: { log("\($0)") })
    subject.send(1)
    subject.send(completion: .finished)
    subject.send(2)
    subject.send(completion: .failure(.oops))
    #expect(log.all == ["1", "finished"])
    withExtendedLifetime(cancellable) {}
  }

  /// A subscriber that comes after the end gets a subscription and the completion at once.
  @Test func aLateSubscriberGetsTheCompletion() {
    let log = Log()
    let subject = PassthroughSubject<Int, TestError>()
    subject.send(completion: .failure(.oops))
    subject.subscribe(Probe<Int, TestError>(log: log, initial: .unlimited))
    subject.send(1)
    #expect(log.all == ["subscription", "failure oops"])
  }

  /// Values sent while a subscriber asks for none are dropped, not kept for later.
  @Test func dropsWhatNobodyAskedFor() {
    let log = Log()
    let subject = PassthroughSubject<Int, Never>()
    let probe = Probe<Int, Never>(log: log, initial: .max(1))
    subject.subscribe(probe)
    subject.send(1)
    subject.send(2)
    probe.subscription?.request(.max(1))
    subject.send(3)
    subject.send(4)
    #expect(log.all == ["subscription", "1", "3"])
  }

  /// The demand `receive(_:)` returns is added to what the subscriber asked for.
  @Test func addsTheDemandEachValueReturns() {
    let log = Log()
    let subject = PassthroughSubject<Int, Never>()
    subject.subscribe(Probe<Int, Never>(log: log, initial: .max(1), perValue: .max(1)))
    for value in 1...3 { subject.send(value) }
    #expect(log.all == ["subscription", "1", "2", "3"])
  }

  /// `send()` on a subject of `Void`, as a tap is sent; subscribers get it in the order they
  /// subscribed.
  @Test func sendsVoidToEachSubscriberInOrder() {
    let log = Log()
    let tapped = PassthroughSubject<Void, Never>()
    var cancellables = Set<AnyCancellable>()
    tapped.sink { log("a") }.store(in: &cancellables)
    tapped.sink { log("b") }.store(in: &cancellables)
    tapped.send()
    #expect(log.all == ["a", "b"])
  }

  /// A sink may send to the subject it listens to: the lock is not held while it runs.
  @Test func aSubscriberMaySendToItsOwnSubject() {
    let log = Log()
    let subject = PassthroughSubject<Int, Never>()
    let cancellable = subject.sink { value in
      log("\(value)")
      if value < 3 { subject.send(value + 1) }
    }
    subject.send(1)
    #expect(log.all == ["1", "2", "3"])
    withExtendedLifetime(cancellable) {}
  }
}

@Suite struct CurrentValueSubjectTests {
  /// A new subscriber gets the current value first; `send` and setting `value` both send.
  @Test func sendsTheCurrentValueFirst() {
    let log = Log()
    let count = CurrentValueSubject<Int, Never>(0)
    count.send(1)
    let cancellable = count.sink(
      receiveCompletion: { log("\($0)") }, receiveValue: { log("\($0)") })
    count.send(2)
    count.value = 3
    #expect(log.all == ["1", "2", "3"])
    #expect(count.value == 3)
    withExtendedLifetime(cancellable) {}
  }

  /// The value has changed by the time the subscribers get it (unlike `@Published`).
  @Test func subscribersReadTheNewValue() {
    let log = Log()
    let subject = CurrentValueSubject<String, Never>("old")
    let cancellable = subject.dropFirstValue { log(subject.value) }
    subject.send("new")
    #expect(log.all == ["new"])
    withExtendedLifetime(cancellable) {}
  }

  /// After the completion: nothing is sent, `send` leaves the value, setting `value`
  /// changes it; a late subscriber gets the completion and no value.
  @Test func completionRules() {
    let log = Log()
    let subject = CurrentValueSubject<Int, TestError>(0)
    let cancellable = subject.sink(
      receiveCompletion: { log("\($0)") }, receiveValue: { log("\($0)") })
    subject.send(completion: .finished)
    subject.send(1)
    #expect(subject.value == 0)
    subject.value = 2
    #expect(subject.value == 2)
    subject.send(completion: .failure(.oops))
    #expect(log.all == ["0", "finished"])
    let late = Log()
    subject.subscribe(Probe<Int, TestError>(log: late, initial: .unlimited))
    #expect(late.all == ["subscription", "finished"])
    withExtendedLifetime(cancellable) {}
  }

  /// The current value waits for a demand; one dropped meanwhile is made up for by the
  /// latest value at the next request.
  @Test func theCurrentValueWaitsForDemand() {
    let log = Log()
    let subject = CurrentValueSubject<Int, Never>(1)
    let probe = Probe<Int, Never>(log: log, initial: .none)
    subject.subscribe(probe)
    #expect(log.all == ["subscription"])
    probe.subscription?.request(.max(1))
    subject.send(2)
    subject.send(3)
    probe.subscription?.request(.max(1))
    #expect(log.all == ["subscription", "1", "3"])
  }
}

extension Publisher where Failure == Never {
  /// Sinks everything but the value a subscriber gets on subscribing.
  fileprivate func dropFirstValue(_ receive: @escaping () -> Void) -> AnyCancellable {
    var first = true
    return sink { _ in
      if first {
        first = false
      } else {
        receive()
      }
    }
  }
}
