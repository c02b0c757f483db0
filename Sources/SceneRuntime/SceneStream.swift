import StateDiff
import Synchronization

/// An `AsyncStream` the runtime can see into: a consumer waiting for the next element counts as
/// parked, so the shell knows a `for await` loop with nothing to read is idle, not busy.
///
/// Semantics follow `AsyncStream` with an unbounded buffer and one consumer: `finish()` ends
/// the stream after the buffered elements; cancelling the consuming task ends it at once; in
/// both cases, and when the consumer drops its iterator, `onTermination` runs exactly once —
/// which is what lets seed 003's cancellation chain (consumer cancelled → stream terminated →
/// polling task cancelled) work.
public struct SceneStream<Element: Sendable>: AsyncSequence, Sendable {
  public enum Termination: Sendable, Equatable {
    case finished
    case cancelled
  }

  /// The producer's end.
  public struct Continuation: Sendable {
    fileprivate let storage: Storage

    public func yield(_ element: Element) {
      storage.yield(element)
    }

    public func finish() {
      storage.terminate(.finished)
    }

    /// Runs once when the stream ends, however it ends.
    public var onTermination: (@Sendable (Termination) -> Void)? {
      get { storage.state.withLock { $0.onTermination } }
      nonmutating set { storage.setOnTermination(newValue) }
    }
  }

  public struct AsyncIterator: AsyncIteratorProtocol {
    fileprivate let consumer: Consumer

    public mutating func next() async -> Element? {
      await consumer.storage.next()?.element
    }
  }

  private let storage: Storage
  /// Who sends the elements (`NotificationCenter`, `RootModel`): the caller of each delivery
  /// hop `forEach` records.
  public let source: String?

  /// A stream and its continuation, counted by `tracker`. `source` names who sends.
  public static func makeStream(
    of _: Element.Type = Element.self, source: String? = nil, tracker: TaskTracker
  ) -> (stream: SceneStream, continuation: Continuation) {
    let storage = Storage(tracker: tracker)
    return (SceneStream(storage: storage, source: source), Continuation(storage: storage))
  }

  public func makeAsyncIterator() -> AsyncIterator {
    AsyncIterator(consumer: Consumer(storage: storage))
  }

  /// Runs `body` for each element, inside a delivery hop recorded in the hop the element was
  /// sent from: what a consumer does with an element (a router opening a screen, a refresh on
  /// a notification) is then recorded under the command that sent it, as a call from the
  /// stream's `source` into `consumer`, not under whoever started listening.
  ///
  /// - Parameters:
  ///   - consumer: the component receiving the elements, such as `UserListInteractor`.
  ///   - isolation: where `body` runs; named in the hop.
  ///   - body: what the consumer does with one element.
  public func forEach(
    into consumer: String, isolation: isolated (any Actor)? = #isolation,
    _ body: (Element) async -> Void
  ) async {
    let reader = Consumer(storage: storage)
    while let delivery = await reader.storage.next() {
      let inside = delivery.context?.record(
        .delivery, component: consumer, method: Summary.of(delivery.element, maxLength: 60),
        isolation: HopContext.isolationName(isolation), caller: source ?? "stream")
      await HopContext.$current.withValue(inside) { await body(delivery.element) }
    }
  }

  fileprivate final class Consumer: Sendable {
    let storage: Storage

    init(storage: Storage) {
      self.storage = storage
    }

    // The consumer let go of the iterator (left its loop): nobody will read any more.
    deinit {
      storage.terminate(.cancelled)
    }
  }

  fileprivate final class Storage: Sendable {
    /// An element and the hop it was sent from.
    struct Delivery: Sendable {
      let element: Element
      let context: HopContext?
    }

    struct State {
      var buffer: [Delivery] = []
      var waiter: CheckedContinuation<Delivery?, Never>?
      /// Whether the tracker counted the waiter as parked (see `TaskTracker.park`).
      var waiterParked = false
      var isTerminated = false
      var onTermination: (@Sendable (Termination) -> Void)?
    }

    let state = Mutex(State())
    let tracker: TaskTracker

    init(tracker: TaskTracker) {
      self.tracker = tracker
    }

    func setOnTermination(_ handler: (@Sendable (Termination) -> Void)?) {
      let runNow = state.withLock { state -> Bool in
        guard !state.isTerminated else { return true }
        state.onTermination = handler
        return false
      }
      // Set after the end: AsyncStream runs it at once, and so do we.
      if runNow { handler?(.cancelled) }
    }

    func yield(_ element: Element) {
      let delivery = Delivery(element: element, context: HopContext.current)
      let waiter = state.withLock { state -> CheckedContinuation<Delivery?, Never>? in
        guard !state.isTerminated else { return nil }
        guard let waiter = state.waiter else {
          state.buffer.append(delivery)
          return nil
        }
        state.waiter = nil
        // Unparked before it resumes, so the runtime never looks idle in between.
        tracker.unpark(state.waiterParked)
        return waiter
      }
      waiter?.resume(returning: delivery)
    }

    func terminate(_ reason: Termination) {
      let (waiter, handler) = state.withLock { state in
        guard !state.isTerminated else {
          return (
            CheckedContinuation<Delivery?, Never>?.none, (@Sendable (Termination) -> Void)?.none
          )
        }
        state.isTerminated = true
        if reason == .cancelled { state.buffer.removeAll() }
        let waiter = state.waiter
        state.waiter = nil
        if waiter != nil { tracker.unpark(state.waiterParked) }
        defer { state.onTermination = nil }
        return (waiter, state.onTermination)
      }
      guard let context = HopContext.current, waiter != nil || handler != nil else {
        waiter?.resume(returning: nil)
        handler?(reason)
        return
      }
      // What the end sets off (the producer's task cancelled) is recorded inside it.
      let method = reason == .cancelled ? "terminated (cancelled)" : "finished"
      context.record(.streamTerminated, component: "SceneStream<\(Element.self)>", method: method)
        .run {
          waiter?.resume(returning: nil)
          handler?(reason)
        }
    }

    nonisolated(nonsending) func next() async -> Delivery? {
      await withTaskCancellationHandler {
        await withCheckedContinuation { (continuation: CheckedContinuation<Delivery?, Never>) in
          let ready = state.withLock { state -> Delivery?? in
            if !state.buffer.isEmpty { return .some(state.buffer.removeFirst()) }
            // One consumer, as with AsyncStream: a second concurrent reader gets the end
            // rather than stealing (and stranding) the first one's wake-up.
            if state.isTerminated || state.waiter != nil { return .some(nil) }
            state.waiter = continuation
            state.waiterParked = tracker.park()
            return nil
          }
          if let ready { continuation.resume(returning: ready) }
        }
      } onCancel: {
        terminate(.cancelled)
      }
    }
  }
}
