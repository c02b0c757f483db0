import Combine
import Foundation
import Synchronization
import Testing

@Suite struct SchedulerTimeTests {
  /// `.milliseconds(300)` and `.seconds(1)` are strides of both schedulers' times; literals
  /// are seconds.
  @Test func strideLiterals() {
    let dispatchStride: DispatchQueue.SchedulerTimeType.Stride = .milliseconds(300)
    #expect(dispatchStride.magnitude == 300_000_000)
    #expect(DispatchQueue.SchedulerTimeType.Stride.seconds(1).magnitude == 1_000_000_000)
    let literal: DispatchQueue.SchedulerTimeType.Stride = 1.5
    #expect((literal - .milliseconds(500)).magnitude == 1_000_000_000)
    let runLoopStride: RunLoop.SchedulerTimeType.Stride = 2
    #expect((runLoopStride + .milliseconds(250)).timeInterval == 2.25)
    #expect(RunLoop.SchedulerTimeType.Stride.seconds(1).timeInterval == 1)
    #expect(RunLoop.SchedulerTimeType.Stride.milliseconds(300).timeInterval == 0.3)
  }

  /// Times advance and measure distances by their strides.
  @Test func timesAdvance() {
    let start = DispatchQueue.SchedulerTimeType(DispatchTime(uptimeNanoseconds: 1_000))
    let later = start.advanced(by: .microseconds(2))
    #expect(later.dispatchTime.uptimeNanoseconds == 3_000)
    #expect(start.distance(to: later).magnitude == 2_000)
    #expect(later.distance(to: start).magnitude == -2_000)
    #expect(start < later)
    let date = RunLoop.SchedulerTimeType(Date(timeIntervalSinceReferenceDate: 10))
    let dateLater = date.advanced(by: .milliseconds(1_500))
    #expect(dateLater.date.timeIntervalSinceReferenceDate == 11.5)
    #expect(date.distance(to: dateLater).magnitude == 1.5)
  }

  /// A queue's `schedule(after:)` is `asyncAfter`: it runs on that queue, not before its time;
  /// `schedule(_:)` runs sooner, and never inside the call.
  @Test func dispatchQueueSchedules() async {
    let log = Log()
    let queue = DispatchQueue(label: "schedules")
    let key = mark(queue, as: "schedules")
    queue.schedule { log("soon \(DispatchQueue.getSpecific(key: key) ?? "elsewhere")") }
    let start = queue.now
    queue.schedule(after: start.advanced(by: .milliseconds(30))) {
      let waited = start.distance(to: queue.now)
      let name = DispatchQueue.getSpecific(key: key) ?? "elsewhere"
      log("later \(name) \(waited >= .milliseconds(30))")
    }
    #expect(await eventually { log.count == 2 })
    #expect(log.all == ["soon schedules", "later schedules true"])
  }
}

@Suite struct DebounceTests {
  /// A burst of values gives only the last, once the due time has passed since it. The burst
  /// is sent from a block on the scheduler's own serial queue, so no check can run in the
  /// middle of it however slowly the test runs. Times are the queue's own.
  @Test func aBurstGivesItsLastValue() async {
    let log = Log()
    let queue = DispatchQueue(label: "debounce.burst")
    let query = PassthroughSubject<String, Never>()
    let times = Mutex<(lastSent: DispatchTime?, received: DispatchTime?)>((nil, nil))
    let cancellable = query.debounce(for: .milliseconds(40), scheduler: queue).sink { text in
      times.withLock { $0.received = .now() }
      log(text)
    }
    run(on: queue) {
      for text in ["d", "du", "dun"] { query.send(text) }
      times.withLock { $0.lastSent = .now() }
      query.send("dune")
    }
    #expect(await eventually { log.count == 1 })
    let (lastSent, received) = times.withLock { $0 }
    if let lastSent, let received {
      #expect(received.uptimeNanoseconds - lastSent.uptimeNanoseconds >= 40_000_000)
    } else {
      Issue.record("no times: \(String(describing: lastSent)) \(String(describing: received))")
    }
    // Longer than the due time: the earlier values' checks have all run, and sent nothing.
    try? await Task.sleep(for: .milliseconds(80))
    #expect(log.all == ["dune"])
    withExtendedLifetime(cancellable) {}
  }

  /// Two bursts, apart by more than the due time, give two values.
  @Test func twoBurstsGiveTwoValues() async {
    let log = Log()
    let queue = DispatchQueue(label: "debounce.bursts")
    let query = PassthroughSubject<Int, Never>()
    let cancellable = query.debounce(for: .milliseconds(20), scheduler: queue).sink {
      log("\($0)")
    }
    run(on: queue) { for value in 1...3 { query.send(value) } }
    #expect(await eventually { log.count == 1 })
    run(on: queue) { for value in 4...6 { query.send(value) } }
    #expect(await eventually { log.count == 2 })
    #expect(log.all == ["3", "6"])
    withExtendedLifetime(cancellable) {}
  }

  /// The completion goes out at once through the scheduler; a value still waiting is dropped.
  @Test func completionDropsTheWaitingValue() async {
    let log = Log()
    let queue = DispatchQueue(label: "debounce.completion")
    let subject = PassthroughSubject<Int, Never>()
    let cancellable = subject.debounce(for: .milliseconds(20), scheduler: queue).sink(
      receiveCompletion: { log("\($0)") }, receiveValue: { log("\($0)") })
    run(on: queue) {
      subject.send(1)
      subject.send(completion: .finished)
    }
    #expect(await eventually { log.count == 1 })
    try? await Task.sleep(for: .milliseconds(60))
    #expect(log.all == ["finished"])
    withExtendedLifetime(cancellable) {}
  }

  /// Whoever runs the queue decides when a debounced value comes out: on a suspended queue it
  /// waits past its due time, and comes out when the queue resumes.
  @Test func theQueueDecidesWhen() async {
    let log = Log()
    let queue = DispatchQueue(label: "debounce.suspended")
    let subject = PassthroughSubject<Int, Never>()
    let cancellable = subject.debounce(for: .milliseconds(10), scheduler: queue).sink {
      log("\($0)")
    }
    queue.suspend()
    subject.send(1)
    try? await Task.sleep(for: .milliseconds(50))
    #expect(log.all.isEmpty)
    queue.resume()
    #expect(await eventually { log.count == 1 })
    #expect(log.all == ["1"])
    withExtendedLifetime(cancellable) {}
  }

  /// On a run loop, the check is a timer on that loop: nothing comes out until the loop runs,
  /// then the last value does. The loop is a thread's own, run by the test.
  @Test func onARunLoopTheLoopDecidesWhen() async {
    let log = Log()
    let done = await withCheckedContinuation { continuation in
      let thread = Thread {
        let loop = RunLoop.current
        let subject = PassthroughSubject<Int, Never>()
        let cancellable = subject.debounce(for: .milliseconds(10), scheduler: loop).sink {
          log("\($0)")
        }
        for value in 1...3 { subject.send(value) }
        Thread.sleep(forTimeInterval: 0.05)
        log("before running: \(log.count)")
        let deadline = Date().addingTimeInterval(5)
        while log.count < 2 && Date() < deadline {
          _ = loop.run(mode: .default, before: Date().addingTimeInterval(0.01))
        }
        withExtendedLifetime(cancellable) {}
        continuation.resume(returning: log.all)
      }
      thread.start()
    }
    #expect(done == ["before running: 0", "3"])
  }
}

@Suite struct ReceiveOnTests {
  /// `receive(on: DispatchQueue.main)` delivers each value on the main queue, later, even a
  /// value sent on the main queue. In a test process the main queue runs on a worker thread,
  /// so the test marks the queue to recognise it; awaiting on the main actor lets it run.
  @MainActor @Test func deliversOnTheMainQueue() async {
    let log = Log()
    let key = mark(.main, as: "main")
    let subject = PassthroughSubject<Int, Never>()
    let cancellable = subject.receive(on: DispatchQueue.main).sink(
      receiveCompletion: { log("\($0) on \(DispatchQueue.getSpecific(key: key) ?? "other")") },
      receiveValue: { log("\($0) on \(DispatchQueue.getSpecific(key: key) ?? "other")") })
    subject.send(1)
    #expect(log.all.isEmpty)
    run(on: .global()) {
      subject.send(2)
      subject.send(completion: .finished)
    }
    #expect(await eventually { log.count == 3 })
    #expect(log.all == ["1 on main", "2 on main", "finished on main"])
    withExtendedLifetime(cancellable) {}
  }

  /// Values keep their order through a serial queue, and a cancelled subscription gets none
  /// of those still on their way.
  @Test func keepsOrderAndStopsWhenCancelled() async {
    let log = Log()
    let queue = DispatchQueue(label: "receive.order")
    let subject = PassthroughSubject<Int, Never>()
    let cancellable = subject.receive(on: queue).sink { log("\($0)") }
    for value in 1...50 { subject.send(value) }
    #expect(await eventually { log.count == 50 })
    #expect(log.all == (1...50).map { "\($0)" })
    queue.suspend()
    subject.send(51)
    cancellable.cancel()
    queue.resume()
    queue.sync {}
    #expect(log.count == 50)
  }

  /// On a run loop, through `perform`: nothing until the loop runs.
  @Test func onARunLoop() async {
    let log = Log()
    let done = await withCheckedContinuation { continuation in
      let thread = Thread {
        let loop = RunLoop.current
        let subject = PassthroughSubject<Int, Never>()
        let cancellable = subject.receive(on: loop).sink { log("\($0)") }
        subject.send(1)
        log("before running: \(log.count)")
        let deadline = Date().addingTimeInterval(5)
        while log.count < 2 && Date() < deadline {
          _ = loop.run(mode: .default, before: Date().addingTimeInterval(0.01))
        }
        withExtendedLifetime(cancellable) {}
        continuation.resume(returning: log.all)
      }
      thread.start()
    }
    #expect(done == ["before running: 0", "1"])
  }
}
