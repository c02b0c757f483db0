import Combine
import Testing

@Suite struct AnyCancellableTests {
  /// Released, it cancels: the subscriber gets nothing more.
  @Test func cancelsWhenReleased() {
    let log = Log()
    let subject = PassthroughSubject<Int, Never>()
    var cancellable: AnyCancellable? = subject.sink { log("\($0)") }
    subject.send(1)
    cancellable = nil
    subject.send(2)
    #expect(log.all == ["1"])
    #expect(cancellable == nil)
  }

  /// `cancel()` stops the values; the closure runs once however often it is cancelled, and
  /// once more on release does nothing.
  @Test func cancelRunsItsClosureOnce() {
    let log = Log()
    var cancellable: AnyCancellable? = AnyCancellable { log("cancelled") }
    cancellable?.cancel()
    cancellable?.cancel()
    cancellable = nil
    #expect(log.all == ["cancelled"])
  }

  /// Wrapping a cancellable cancels it on release.
  @Test func wrapsACancellable() {
    let log = Log()
    let subject = PassthroughSubject<Int, Never>()
    let probe = Probe<Int, Never>(log: log, initial: .unlimited)
    subject.subscribe(probe)
    guard let subscription = probe.subscription else {
      Issue.record("no subscription")
      return
    }
    var cancellable: AnyCancellable? = AnyCancellable(subscription)
    subject.send(1)
    cancellable = nil
    subject.send(2)
    #expect(log.all == ["subscription", "1"])
    #expect(cancellable == nil)
  }

  /// `store(in:)` keeps it in a set: the values flow while the set holds it, and stop when
  /// the set is emptied.
  @Test func storeInASet() {
    let log = Log()
    let subject = PassthroughSubject<Int, Never>()
    var cancellables = Set<AnyCancellable>()
    subject.sink { log("a\($0)") }.store(in: &cancellables)
    subject.sink { log("b\($0)") }.store(in: &cancellables)
    #expect(cancellables.count == 2)
    subject.send(1)
    cancellables.removeAll()
    subject.send(2)
    #expect(log.all == ["a1", "b1"])
  }

  /// `store(in:)` appends to an array (any range-replaceable collection).
  @Test func storeInAnArray() {
    let log = Log()
    let subject = PassthroughSubject<Int, Never>()
    var cancellables: [AnyCancellable] = []
    subject.sink { log("\($0)") }.store(in: &cancellables)
    subject.sink { log("\($0)") }.store(in: &cancellables)
    #expect(cancellables.count == 2)
    subject.send(1)
    cancellables = []
    subject.send(2)
    #expect(log.all == ["1", "1"])
  }

  /// Equal only to itself, so a set keeps two that cancel the same way.
  @Test func equalOnlyToItself() {
    let first = AnyCancellable {}
    let second = AnyCancellable {}
    #expect(first == first)
    #expect(first != second)
    #expect(Set([first, second, first]).count == 2)
  }

  /// Cancelling lets go of the closures, and with them what they captured: a sink does not
  /// keep the object it captured once cancelled, even while the subject lives on.
  @Test func cancellingReleasesTheClosures() {
    final class Captured {}
    let subject = PassthroughSubject<Int, Never>()
    weak var weakCaptured: Captured?
    let cancellable: AnyCancellable = {
      let captured = Captured()
      weakCaptured = captured
      return subject.sink { _ in withExtendedLifetime(captured) {} }
    }()
    #expect(weakCaptured != nil)
    cancellable.cancel()
    #expect(weakCaptured == nil)
  }
}
