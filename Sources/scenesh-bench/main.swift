// Micro-benchmarks for SceneShell's engines. Run a release build:
//   swift run -c release scenesh-bench diff
// Each subcommand registers one suite; add new suites to `suites`.

import Foundation

let suites: [BenchmarkSuite] = [
  DiffBenchmarks.suite,
  ThroughputBenchmarks.suite,
  StartupBenchmarks.suite,
]

let arguments = Array(CommandLine.arguments.dropFirst())
guard let name = arguments.first, let suite = suites.first(where: { $0.name == name }) else {
  print("usage: scenesh-bench <suite>")
  for suite in suites {
    print("  \(suite.name.padding(toLength: 8, withPad: " ", startingAt: 0))  \(suite.summary)")
  }
  exit(arguments.isEmpty ? 0 : 64)
}
await suite.run()
