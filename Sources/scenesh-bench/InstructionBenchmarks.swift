import Foundation

/// The targets again, in instructions counted by `valgrind --tool=callgrind`: on a shared
/// machine wall times move by ±20% between runs, instruction counts by well under 1%.
///
/// Each side runs in a process of its own as `scenesh-bench once CASE REPEATS`. A case's cost is
/// the count with its work done `REPEATS + 1` times less the count with it done once, divided by
/// `REPEATS`: the set-up (building 100k users, starting the process) and the first run's
/// one-time costs cancel out, as the wall-time targets' warm-ups leave them out. Start-up is
/// counted whole, for information.
enum InstructionBenchmarks {
  static let suite = BenchmarkSuite(
    name: "instructions", summary: "the targets in instructions, under valgrind (slow)"
  ) {
    run()
  }

  static func run() {
    guard let valgrind = ChildProcess.which("valgrind") else {
      print("instructions: valgrind is not installed (apt-get install valgrind)")
      return
    }
    let folder = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
    let bench = CommandLine.arguments[0]
    let count = { (program: String, arguments: [String], input: String) -> Double? in
      Self.instructions(valgrind, program, arguments, input: input)
    }
    // Counted from the second run on: the first pays one-time costs (a type's first conformance
    // lookup, decoding the fixtures) that the wall-time targets leave to their warm-ups.
    let perRepeat = { (name: String, repeats: Int) -> Double? in
      guard let done = count(bench, ["once", name, String(repeats + 1)], ""),
        let warm = count(bench, ["once", name, "1"], "")
      else { return nil }
      return (done - warm) / Double(repeats)
    }
    let startup = count(folder.appendingPathComponent("scenesh").path, [], "quit\n")
    let hello = count(folder.appendingPathComponent("scenesh-baseline").path, [], "quit\n")
    let rows: [(String, Double?, Double?, Double)] = [
      (
        "1. shell / direct, \(OnceCase.throughputCommands) commands",
        perRepeat("shell", 1), perRepeat("direct", 1), 3
      ),
      ("2. tree / path lines, 100k, 1 change", perRepeat("tree", 3), perRepeat("path-lines", 3), 2),
      (
        "3. diff / ==, rebuilt equal 10k list", perRepeat("equal-diff", 20), perRepeat("equal", 20),
        1.5
      ),
      (
        "4. shell / direct, load + \(OnceCase.scaleRefreshes) refreshes at "
          + "\(OnceCase.scaleRows / 1_000)k rows",
        perRepeat("scale-shell", 1), perRepeat("scale-direct", 1), 1.1
      ),
    ]
    let cells = rows.map { name, measured, base, limit in
      guard let measured, let base else { return [name, "failed", "", "", "", ""] }
      let ratio = measured / base
      return [
        name, millions(measured), millions(base), String(format: "%.2f×", ratio),
        String(format: "≤ %.2f×", limit), ratio <= limit ? "met" : "NOT MET",
      ]
    }
    printColumns(
      "Targets in instructions (callgrind; per run of the work after the first)",
      ["target", "measured", "baseline", "ratio", "limit", ""], cells, leftAligned: [0, 5])
    print()
    // Start-up has no target (it is far below what a person notices); counted for information.
    let helloText = hello.map(millions) ?? "failed"
    print(
      "Start-up, echo quit: scenesh \(startup.map(millions) ?? "failed"), hello world \(helloText)")
    print()
    // Target 1's parts-off rows (see `ThroughputBenchmarks.printPartsOff`), counted.
    let direct = rows[0].2
    let partsOff = ["shell-no-hops", "shell-no-hops-no-diffs"].map { name in
      guard let measured = perRepeat(name, 1), let direct else { return [name, "failed", ""] }
      return [name, millions(measured), String(format: "%.2f×", measured / direct)]
    }
    printColumns(
      "Target 1 with parts of the shell turned off, in instructions (no target)",
      ["once case", "measured", "/ direct"], partsOff, leftAligned: [0])
  }

  /// Instructions `program` executes under callgrind, read from its `Collected :` line.
  private static func instructions(
    _ valgrind: String, _ program: String, _ arguments: [String], input text: String
  ) -> Double? {
    // Swift seeds its hashing at random per process; a fixed seed keeps the count repeatable.
    guard
      let report = ChildProcess.run(
        valgrind, ["--tool=callgrind", "--callgrind-out-file=/dev/null", program] + arguments,
        input: text, environment: ["SWIFT_DETERMINISTIC_HASHING": "1"], keeping: .errors),
      let line = report.split(separator: "\n").first(where: { $0.contains("Collected :") }),
      let number = line.split(separator: " ").last.flatMap({ Double($0) })
    else { return nil }
    return number
  }

  private static func millions(_ count: Double) -> String {
    String(format: "%.2fM", count / 1e6)
  }
}
