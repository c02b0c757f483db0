// Micro-benchmarks for SceneShell's engines. Run a release build:
//   swift run -c release scenesh-bench diff
// Each subcommand registers one suite; add new suites to `suites`.

import Foundation
import SceneRuntime

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
// Every job on one thread, as in scenesh: `SceneShell.main` installs the same executor. On the
// global pool each hop between the main actor and a scene's actor is a thread switch, which
// cost both sides of `throughput` more than the work measured.
let executor = SceneExecutor.install()
Task { @MainActor in
  await suite.run()
  executor.stop()
}
try executor.run()
