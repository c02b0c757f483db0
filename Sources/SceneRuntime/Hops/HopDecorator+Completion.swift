import Dispatch
import StateDiff
import Synchronization

extension HopDecorator {
  /// Records a call that answers through a completion handler, as code written before Swift
  /// concurrency does, and the answer's arrival as a hop of its own. One line per method:
  ///
  /// ```swift
  /// final class PostsStoreHops: PostsStoreProtocol, HopDecorator {
  ///   let wrapped: any PostsStoreProtocol
  ///
  ///   func fetchPosts(
  ///     userId: Int, completionHandler: @escaping (Result<[Post], PostsStoreError>) -> Void
  ///   ) {
  ///     hop(.worker, "fetchPosts", userId, completion: completionHandler) { store, done in
  ///       store.fetchPosts(userId: userId, completionHandler: done)
  ///     }
  ///   }
  /// }
  /// ```
  ///
  /// `trace` then shows the call with its result and how long it took on the scene clock until
  /// the handler was called, and the delivery to the caller, under which the caller's
  /// handler runs (its presenter calls, the state it changes):
  ///
  /// ```
  /// fetch
  /// └─ ListPostsInteractor.fetchPosts(userId: 1)  [MainActor]
  ///    ├─ ListPostsWorker.fetchPosts(1) → 10 posts  (300ms)
  ///    │  ├─ PostsAPI.fetchPosts(1) → 10 posts  (300ms)
  ///    │  │  └─ GET https://jsonplaceholder.typicode.com/posts?userId=1 → 200, 2.9 KB  (300ms)
  ///    │  └─ PostsAPI ⇢ ListPostsWorker: 10 posts
  ///    └─ ListPostsWorker ⇢ ListPostsInteractor: 10 posts
  ///       └─ ListPostsPresenter.presentFetchedPosts(userId: 1, posts: 10 posts)  [MainActor]
  /// ```
  ///
  /// (The start of `examples/ClassicVIP/scripts/trace.expected`, whose store calls
  /// `URLSession.shared`, served by `URLSessionServer`; there the presenter's line is followed by
  /// the view controller's display call. The interactor runs where its caller, the view
  /// controller, does: on the main actor.)
  ///
  /// In step mode the delivery is a step of its own: the handler runs when `step` lets it go,
  /// on the main queue if it was called on the main thread, else on a global queue. A `Result`
  /// answer that is a `.failure` marks the call failed. The call itself is synchronous, so it
  /// is recorded but not held.
  ///
  /// - Parameters:
  ///   - kind: what crossing this is, usually `.worker`.
  ///   - method: the method's name as `trace` shows it.
  ///   - payload: the request or arguments, summarised in the hop.
  ///   - completion: the caller's completion handler, which the delivery calls.
  ///   - isolation: where the caller runs, named in the hop when the wrapped component is not
  ///     an actor; leave the default.
  ///   - call: the call itself, made on the wrapped component passed in, with the handler to
  ///     give it in place of `completion`.
  public func hop<Output>(
    _ kind: Hop.Kind, _ method: String, _ payload: Any? = nil,
    completion: @escaping (Output) -> Void,
    isolation: isolated (any Actor)? = #isolation,
    _ call: (Wrapped, @escaping (Output) -> Void) -> Void
  ) {
    guard let caller = HopContext.current else { return call(wrapped, completion) }
    let component = componentName
    let inside = caller.record(
      kind, component: component, method: method, payload: payload,
      isolation: HopContext.isolationName((wrapped as? any Actor) ?? isolation))
    let delivery = CompletionDelivery(
      caller: caller, call: inside, component: component, completion: completion)
    inside.run { call(wrapped, delivery.deliver) }
    delivery.callReturned()
  }
}

/// The handler a completion-handler hop gives the callee: it finishes the call's hop, then runs
/// the caller's handler inside a delivery hop, or holds it there while the shell steps.
private final class CompletionDelivery<Output> {
  private let caller: HopContext
  private let call: HopContext
  private let component: String
  private let completion: (Output) -> Void

  init(
    caller: HopContext, call: HopContext, component: String,
    completion: @escaping (Output) -> Void
  ) {
    self.caller = caller
    self.call = call
    self.component = component
    self.completion = completion
  }

  /// Set once the call has returned: a handler called before (a cached answer) runs where it
  /// was called, never held, or the caller's code after the call would run first.
  private let returned = Atomic<Bool>(false)
  /// The call's answer is its first: a handler called again (cache, then network) is
  /// delivered again, but the call's result and duration stay those of the first.
  private let answered = Atomic<Bool>(false)

  func callReturned() {
    returned.store(true, ordering: .releasing)
  }

  func deliver(_ output: Output) {
    let recorder = call.recorder
    let (answer, failed) = Self.summary(of: output)
    if !answered.exchange(true, ordering: .acquiringAndReleasing) {
      recorder.finish(call.hop, result: answer, failed: failed)
    }
    let receiver = recorder.hop(caller.hop)?.component ?? ""
    let inside = caller.record(
      .delivery, component: receiver, method: answer, caller: component)
    recorder.link(delivery: inside.hop, answering: call.hop)
    guard returned.load(ordering: .acquiring) else {
      return inside.run { completion(output) }
    }
    let handoff = Handoff((completion, output))
    let onMainThread = DispatchBridge.isOnMainThread
    let held = recorder.hold(inside.hop) {
      let queue: DispatchQueue = onMainThread ? .main : .global()
      queue.async {
        let (completion, output) = handoff.take()
        inside.run { completion(output) }
      }
    }
    if !held { inside.run { completion(output) } }
  }

  /// A `Result`'s value or error, summarised; anything else as it is.
  private static func summary(of output: Output) -> (String, Bool) {
    if let result = output as? any FailableResult {
      return (Summary.of(result.summarised, maxLength: 60), result.isFailure)
    }
    return (Summary.of(output, maxLength: 60), false)
  }
}

/// A value moved from the thread that made it to the one block that uses it.
///
/// `@unchecked Sendable` is safe here: it is written once, in `init`, before the block that
/// holds it is submitted (libdispatch's submission orders the write before the read), and read
/// once, by that block; no two threads ever touch it at the same time.
private final class Handoff<Value>: @unchecked Sendable {
  private let value: Value
  init(_ value: Value) { self.value = value }
  func take() -> Value { value }
}

/// `Result`, seen through its case without knowing its types.
private protocol FailableResult {
  var isFailure: Bool { get }
  var summarised: Any { get }
}

extension Result: FailableResult {
  fileprivate var isFailure: Bool {
    if case .failure = self { return true }
    return false
  }

  fileprivate var summarised: Any {
    switch self {
    case .success(let value): value
    case .failure(let error): error
    }
  }
}
