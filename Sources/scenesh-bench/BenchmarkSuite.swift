/// A named group of benchmarks, one per `scenesh-bench` subcommand.
struct BenchmarkSuite: Sendable {
  let name: String
  let summary: String
  let run: @MainActor () async -> Void
}
