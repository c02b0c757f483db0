import StateDiff

/// A stand-in the host's adapter puts around a component it wires (an interactor, a presenter,
/// a worker), so that each call into it is a hop `trace` shows and step mode can hold — without
/// a line in the component itself. One line per method:
///
/// ```swift
/// struct TracedWorker: BookSearchWorking, HopDecorator {
///   let wrapped: any BookSearchWorking
///
///   func search(_ query: String) async throws -> [Book] {
///     try await hop(.worker, "search", query) { try await $0.search(query) }
///   }
/// }
/// ```
///
/// `trace` then shows `BookSearchWorker.search("dune") → 1 book  (200ms)`. The hop names the
/// wrapped component's type; an async call is held in step mode before it runs, a synchronous
/// one (a main-actor presenter method) is recorded but cannot be held.
public protocol HopDecorator {
  associatedtype Wrapped
  /// The component the calls go on to.
  var wrapped: Wrapped { get }
  /// The component's name in hops: by default the wrapped component's type. A decorator that
  /// is the component itself (a subclass whose overrides call `super`) names the class it
  /// stands in for.
  var componentName: String { get }
}

extension HopDecorator {
  public var componentName: String { HopContext.name(of: wrapped) }
}

extension HopDecorator {
  /// Records the call as a hop of `kind` into the wrapped component, waits while step mode
  /// holds it, then makes it. A `.worker` hop also records the result (or the error) and how
  /// long the call took on the scene clock.
  ///
  /// - Parameters:
  ///   - kind: what crossing this is: `.interactor` (the view sends an intent), `.worker`,
  ///     `.presenter` (interactor → presenter, intent → model).
  ///   - method: the method's name as `trace` shows it.
  ///   - payload: the request or arguments, summarised in the hop (`query: "dune"`) as it is
  ///     recorded, before the call: it need not be `Sendable` (a Swift 5 module's request
  ///     struct is not).
  ///   - isolation: where the caller runs, named in the hop when the wrapped component is not
  ///     an actor; leave the default.
  ///   - call: the call itself, made on the wrapped component passed in (`$0`).
  public func hop<Output, Failure: Error>(
    _ kind: Hop.Kind, _ method: String, _ payload: Any? = nil,
    isolation: isolated (any Actor)? = #isolation,
    _ call: nonisolated(nonsending) (Wrapped) async throws(Failure) -> Output
  ) async throws(Failure) -> Output {
    guard let context = HopContext.current else { return try await call(wrapped) }
    return try await context.call(
      kind, component: componentName, method: method, payload: payload,
      isolation: isolationName(isolation)
    ) { () async throws(Failure) -> Output in try await call(wrapped) }
  }

  /// Records a synchronous call made with `await` from async code, waits while step mode holds
  /// it, then makes it inside that hop: `await hop(…) { $0.present(…) }` steps like any
  /// async hop. (Without `await`, in synchronous code, the overload below records the call
  /// but cannot hold it: nothing can suspend there.)
  public func hop<Output>(
    _ kind: Hop.Kind, _ method: String, _ payload: Any? = nil,
    isolation: isolated (any Actor)? = #isolation,
    _ call: (Wrapped) throws -> Output
  ) async rethrows -> Output {
    guard let context = HopContext.current else { return try call(wrapped) }
    let inside = context.record(
      kind, component: componentName, method: method, payload: payload,
      isolation: isolationName(isolation))
    if await inside.gate() { inside.recorder.restart(inside.hop) }
    return try inside.run { try call(wrapped) }
  }

  /// Records a synchronous call (a main-actor presenter method) as a hop of `kind` and makes
  /// it inside that hop, so the state changes it causes are shown under it. It cannot be held
  /// in step mode; from async code, `await hop(…)` takes the overload above, which is.
  ///
  /// `calledFrom`, when not nil, is where the call was made, for the hop's label: a display
  /// call that ``MainThreadCall`` brought to the main thread from another one.
  public func hop<Output>(
    _ kind: Hop.Kind, _ method: String, _ payload: Any? = nil,
    isolation: isolated (any Actor)? = #isolation, calledFrom caller: String? = nil,
    _ call: (Wrapped) throws -> Output
  ) rethrows -> Output {
    guard let context = HopContext.current else { return try call(wrapped) }
    let inside = context.record(
      kind, component: componentName, method: method, payload: payload,
      isolation: caller ?? isolationName(isolation))
    return try inside.run { try call(wrapped) }
  }

  /// An actor runs its methods on itself, whoever calls; anything else where it is called.
  private func isolationName(_ caller: (any Actor)?) -> String {
    HopContext.isolationName((wrapped as? any Actor) ?? caller)
  }
}
