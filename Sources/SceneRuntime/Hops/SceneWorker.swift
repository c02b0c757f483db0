import StateDiff

/// A worker: the component that talks to the network, a database, the file system. Adopting it
/// gives its methods `call`, which records the call as a hop with its result and its duration on
/// the scene clock (simulated latency included), and lets the shell pause before it.
///
/// ```
/// func fetchUsers() async throws -> [User] {
///   try await call("fetchUsers") { try await dataSource.users() }
/// }
/// ```
public protocol SceneWorker: Sendable {}

extension SceneWorker {
  public func call<Output, Failure: Error>(
    _ method: String, _ payload: Any? = nil,
    isolation: isolated (any Actor)? = #isolation,
    _ body: () async throws(Failure) -> Output
  ) async throws(Failure) -> Output {
    guard let context = HopContext.current else { return try await body() }
    return try await context.call(
      .worker, component: HopContext.name(of: self), method: method, payload: payload,
      isolation: HopContext.isolationName(isolation), body)
  }
}

extension HopContext {
  /// Enters a hop of `kind` and makes the call inside it; a worker call also records its
  /// result (or error) and its duration.
  nonisolated(nonsending) func call<Output, Failure: Error>(
    _ kind: Hop.Kind, component: String, method: String, payload: Any?,
    isolation: String, _ body: () async throws(Failure) -> Output
  ) async throws(Failure) -> Output {
    let (inside, outcome) = await enter(
      kind, component: component, method: method, payload: payload, isolation: isolation
    ) { () async -> Result<Output, Failure> in
      do throws(Failure) {
        return .success(try await body())
      } catch {
        return .failure(error)
      }
    }
    if kind == .worker {
      CostLedger.shared.measure(.hops) {
        switch outcome {
        case .success(let output):
          inside.recorder.finish(
            inside.hop, result: Summary.of(output, maxLength: 60), failed: false)
        case .failure(let error):
          let result = error is CancellationError ? "cancelled" : Summary.of(error, maxLength: 60)
          inside.recorder.finish(inside.hop, result: result, failed: true)
        }
      }
    }
    return try outcome.get()
  }
}
