import Foundation

/// Timing of one benchmark: a warm-up, then `runs` timed repetitions.
struct Measurement {
  let name: String
  let milliseconds: [Double]
  /// Anything worth reporting next to the time (bytes produced, changes found).
  let note: String

  var median: Double { medianOf(milliseconds) }
  var minimum: Double { milliseconds.min() ?? 0 }
  var maximum: Double { milliseconds.max() ?? 0 }

  /// Times `body`; its result feeds `note` so the optimiser cannot drop the work.
  static func measure<Result>(
    _ name: String, runs: Int = 7, warmUps: Int = 2, note: (Result) -> String,
    _ body: () -> Result
  ) -> Measurement {
    var last: Result?
    for _ in 0..<warmUps {
      last = body()
    }
    let clock = ContinuousClock()
    var times: [Double] = []
    for _ in 0..<runs {
      var result: Result?
      let elapsed = clock.measure { result = body() }
      last = result
      times.append(elapsed.inMilliseconds)
    }
    return Measurement(name: name, milliseconds: times, note: last.map(note) ?? "")
  }
}

/// Prints measurements as an aligned table.
func printTable(_ title: String, _ rows: [Measurement]) {
  let header = ["benchmark", "median ms", "min ms", "max ms", "runs", "note"]
  let cells = rows.map { row in
    [
      row.name, format(row.median), format(row.minimum), format(row.maximum),
      String(row.milliseconds.count), row.note,
    ]
  }
  printColumns(title, header, cells, leftAligned: [0])
}

/// Names and notes left-aligned, numbers right-aligned; the last column is never padded.
func printColumns(
  _ title: String, _ header: [String], _ rows: [[String]], leftAligned: Set<Int>
) {
  let cells = [header] + rows
  let widths = header.indices.map { column in cells.map { $0[column].count }.max() ?? 0 }
  print(title)
  for (index, line) in cells.enumerated() {
    let padded = line.enumerated().map { column, text in
      let gap = String(repeating: " ", count: widths[column] - text.count)
      if column == header.count - 1 {
        return text
      }
      return leftAligned.contains(column) ? text + gap : gap + text
    }
    print(padded.joined(separator: "  "))
    if index == 0 {
      print(widths.map { String(repeating: "-", count: $0) }.joined(separator: "  "))
    }
  }
}

private func format(_ value: Double) -> String {
  String(format: "%.3f", value)
}

/// One of the targets: `measured` against `baseline`, timed in alternation so that
/// drift on a noisy machine lands on both sides instead of in the ratio.
struct RatioTarget {
  let name: String
  /// Per-run ratios `measured / baseline`.
  let ratios: [Double]
  /// The highest ratio the target allows.
  let limit: Double
  let note: String
  /// Each side's median time in milliseconds, when the target timed both.
  var medians: (measured: Double, baseline: Double)?

  var median: Double { medianOf(ratios) }
  var isMet: Bool { median <= limit }

  /// Runs `baseline` then `measured`, `runs` times after `warmUps` rounds, and keeps the ratio
  /// of each round.
  @MainActor
  static func measure(
    _ name: String, limit: Double, runs: Int = 7, warmUps: Int = 2,
    measured: () async -> String, baseline: () async -> String
  ) async -> RatioTarget {
    var note = ""
    for _ in 0..<warmUps {
      _ = await baseline()
      note = await measured()
    }
    var ratios: [Double] = []
    var sides: (measured: [Double], baseline: [Double]) = ([], [])
    for _ in 0..<runs {
      let base = await time(baseline).milliseconds
      let (measuredTime, result) = await time(measured)
      note = result
      ratios.append(measuredTime / max(base, 1e-9))
      sides.measured.append(measuredTime)
      sides.baseline.append(base)
    }
    let medians = (measured: medianOf(sides.measured), baseline: medianOf(sides.baseline))
    let text = [medians.measured, medians.baseline].map { String(format: "%.3f", $0) }
    return RatioTarget(
      name: name, ratios: ratios, limit: limit, note: "\(text[0]) vs \(text[1]) ms; \(note)",
      medians: medians)
  }

  @MainActor
  private static func time(_ body: () async -> String) async -> (milliseconds: Double, String) {
    let clock = ContinuousClock()
    let start = clock.now
    let result = await body()
    return ((clock.now - start).inMilliseconds, result)
  }
}

/// Prints targets as an aligned table: the median ratio with the target beside it.
func printTargets(_ title: String, _ rows: [RatioTarget]) {
  let header = ["target", "median", "min", "max", "limit", "", "note"]
  let cells = rows.map { row in
    [
      row.name, ratio(row.median), ratio(row.ratios.min() ?? 0), ratio(row.ratios.max() ?? 0),
      "≤ " + ratio(row.limit), row.isMet ? "met" : "NOT MET", row.note,
    ]
  }
  printColumns(title, header, cells, leftAligned: [0, 5])
}

private func ratio(_ value: Double) -> String {
  String(format: "%.2f×", value)
}

extension Duration {
  /// In milliseconds, as the tables print it.
  var inMilliseconds: Double {
    let (seconds, attoseconds) = components
    return Double(seconds) * 1_000 + Double(attoseconds) / 1e15
  }
}

/// The middle value, or the mean of the two middle ones; 0 when there is none.
func medianOf(_ values: [Double]) -> Double {
  guard !values.isEmpty else { return 0 }
  let sorted = values.sorted()
  let middle = sorted.count / 2
  return sorted.count % 2 == 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2
}
