import Combine
import Foundation

/// What a test's subscribers saw, line by line, in order. Subscribers on other queues append
/// to it too.
final class Log: @unchecked Sendable {
  // @unchecked Sendable: `lines` is read and written only under `lock`.
  private let lock = NSLock()
  private var lines: [String] = []

  func callAsFunction(_ line: String) {
    lock.withLock { lines.append(line) }
  }

  var all: [String] {
    lock.withLock { lines }
  }

  var count: Int {
    lock.withLock { lines.count }
  }
}

/// Waits, yielding, until `condition` holds or `timeout` has passed; returns whether it held.
/// The default bound only ends a wait for what never comes: a loaded machine is far inside it.
/// Awaiting on the main actor lets the main queue run meanwhile: in a test process the main
/// actor runs on the main queue.
func eventually(
  timeout: Duration = .seconds(60), isolation: isolated (any Actor)? = #isolation,
  _ condition: () -> Bool
) async -> Bool {
  let deadline = ContinuousClock.now + timeout
  while !condition() {
    guard ContinuousClock.now < deadline else { return false }
    try? await Task.sleep(for: .milliseconds(2))
  }
  return true
}

/// Marks `queue` so that a block can tell whether it runs on it: in a test process the main
/// queue runs on a worker thread, so `Thread.isMainThread` cannot tell.
func mark(_ queue: DispatchQueue, as name: String) -> DispatchSpecificKey<String> {
  let key = DispatchSpecificKey<String>()
  queue.setSpecific(key: key, value: name)
  return key
}

/// A subscriber that asks for what a test tells it to, and logs what it gets.
final class Probe<Input, Failure: Error>: Subscriber {
  let log: Log
  private let initial: Subscribers.Demand
  private let perValue: Subscribers.Demand
  private(set) var subscription: (any Subscription)?

  init(log: Log, initial: Subscribers.Demand, perValue: Subscribers.Demand = .none) {
    self.log = log
    self.initial = initial
    self.perValue = perValue
  }

  func receive(subscription: any Subscription) {
    self.subscription = subscription
    log("subscription")
    if initial != .none { subscription.request(initial) }
  }

  func receive(_ input: Input) -> Subscribers.Demand {
    log("\(input)")
    return perValue
  }

  func receive(completion: Subscribers.Completion<Failure>) {
    switch completion {
    case .finished: log("finished")
    case .failure(let error): log("failure \(error)")
    }
  }
}

enum TestError: Error {
  case oops
}

/// Runs `body` on `queue`: how a test sends to a subject from another queue. Subjects are not
/// Sendable, as Apple's are not, so a @Sendable block may not capture one.
func run(on queue: DispatchQueue, _ body: @escaping () -> Void) {
  // nonisolated(unsafe): the tests hand over blocks that only send to subjects and set
  // `@Published` properties no other thread sets meanwhile, and log to a `Log`. Subjects and
  // published properties keep their state behind their locks, and so does `Log`.
  nonisolated(unsafe) let body = body
  queue.async { body() }
}
