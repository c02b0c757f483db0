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
    _ method: String, _ arguments: (any Sendable)? = nil,
    isolation: isolated (any Actor)? = #isolation,
    _ body: () async throws(Failure) -> Output
  ) async throws(Failure) -> Output {
    guard let context = HopContext.current else { return try await body() }
    let inside = context.record(
      .worker, component: HopContext.name(of: self), method: method,
      arguments: arguments.map { Summary.arguments($0, maxLength: 60) },
      isolation: HopContext.isolationName(isolation))
    await inside.gate()
    var outcome: Result<Output, Failure>?
    await HopContext.$current.withValue(inside) {
      do throws(Failure) {
        outcome = .success(try await body())
      } catch {
        outcome = .failure(error)
      }
    }
    switch outcome {
    case .success(let output)?:
      inside.recorder.finish(inside.hop, result: Summary.of(output, maxLength: 60), failed: false)
      return output
    case .failure(let error)?:
      inside.recorder.finish(inside.hop, result: Self.describe(error), failed: true)
      throw error
    case nil:
      // `withValue` always runs its operation; this is unreachable.
      return try await body()
    }
  }

  private static func describe(_ error: any Error) -> String {
    error is CancellationError ? "cancelled" : Summary.of(error)
  }
}
