// Micro-benchmarks for SceneShell's engines. Run a release build:
//   swift run -c release scenesh-bench diff
// Each subcommand registers one suite; add new suites to `suites`.

import Foundation
import SceneRuntime

let once = BenchmarkSuite(
  name: "once",
  summary:
    "CASE REPEATS: one side of a target, for a profiler (\(OnceCase.names.joined(separator: ", ")))"
) {
  guard await OnceCase.run(Array(CommandLine.arguments.dropFirst(2))) else {
    print(
      "usage: scenesh-bench once CASE REPEATS; cases: \(OnceCase.names.joined(separator: ", "))")
    exit(64)
  }
}

let suites: [BenchmarkSuite] = [
  DiffBenchmarks.suite,
  ThroughputBenchmarks.suite,
  StartupBenchmarks.suite,
  ScaleBenchmarks.suite,
  InstructionBenchmarks.suite,
  once,
]

let arguments = Array(CommandLine.arguments.dropFirst())
guard let name = arguments.first, let suite = suites.first(where: { $0.name == name }) else {
  print("usage: scenesh-bench <suite>")
  for suite in suites {
    print("  \(suite.name.padding(toLength: 12, withPad: " ", startingAt: 0))  \(suite.summary)")
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
