import Foundation

/// `echo quit | scenesh`: wall time to exit and peak resident memory, each against a limit a
/// person would notice (30 ms, 32 MiB), and beside a Foundation hello world (`scenesh-baseline`,
/// linked the same way) for information. The two programs run in alternation under
/// `scenesh-spawn`, which forks from a small process so that a child's peak memory is its own.
enum StartupBenchmarks {
  static let suite = BenchmarkSuite(
    name: "startup", summary: "echo quit | scenesh: wall time and peak memory"
  ) {
    run()
  }

  static func run(runs: Int = 21, warmUps: Int = 3) {
    let folder = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
    let spawn = folder.appendingPathComponent("scenesh-spawn").path
    let shell = folder.appendingPathComponent("scenesh").path
    let hello = folder.appendingPathComponent("scenesh-baseline").path
    for program in [spawn, shell, hello]
    where !FileManager.default.isExecutableFile(atPath: program) {
      print("startup: \(program) is missing; build it first (make bench does)")
      return
    }
    var shellRuns: [ChildRun] = []
    var helloRuns: [ChildRun] = []
    for round in 0..<(warmUps + runs) {
      guard let base = ChildRun(spawn, hello), let measured = ChildRun(spawn, shell) else {
        print("startup: a program did not exit 0")
        return
      }
      guard round >= warmUps else { continue }
      helloRuns.append(base)
      shellRuns.append(measured)
    }
    let rows = [
      row(
        "wall time, ms", shellRuns.map(\.milliseconds), helloRuns.map(\.milliseconds), limit: 30),
      row(
        "peak memory, MiB", shellRuns.map(\.mebibytes), helloRuns.map(\.mebibytes), limit: 32),
    ]
    printColumns(
      "Start-up, echo quit | scenesh (release; alternating with the hello world, \(runs) runs)",
      ["measure", "median", "min", "max", "limit", "", "hello median", "ratio (no target)"],
      rows, leftAligned: [0, 5])
  }

  private static func row(_ name: String, _ shell: [Double], _ hello: [Double], limit: Double)
    -> [String]
  {
    let median = medianOf(shell)
    let number = { (value: Double) in String(format: "%.1f", value) }
    return [
      name, number(median), number(shell.min() ?? 0), number(shell.max() ?? 0),
      "≤ " + number(limit), median <= limit ? "met" : "NOT MET", number(medianOf(hello)),
      String(format: "%.2f×", median / max(medianOf(hello), 1e-9)),
    ]
  }
}

/// What `scenesh-spawn` reports of one run: wall time and peak resident memory.
private struct ChildRun {
  let milliseconds: Double
  let mebibytes: Double

  /// Runs `program` under `spawn`; nil when either fails.
  init?(_ spawn: String, _ program: String) {
    guard let report = ChildProcess.run(spawn, [program]) else { return nil }
    let fields = report.split(separator: " ")
    guard fields.count == 2,
      let micros = Double(fields[0]),
      let kilobytes = Double(fields[1].trimmingCharacters(in: .whitespacesAndNewlines))
    else { return nil }
    milliseconds = micros / 1_000
    mebibytes = kilobytes / 1_024
  }
}
