import Foundation

/// Timing of one benchmark: a warm-up, then `runs` timed repetitions.
struct Measurement {
  let name: String
  let milliseconds: [Double]
  /// Anything worth reporting next to the time (bytes produced, changes found).
  let note: String

  var median: Double {
    let sorted = milliseconds.sorted()
    let middle = sorted.count / 2
    return sorted.count % 2 == 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2
  }
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
      times.append(milliseconds(elapsed))
    }
    return Measurement(name: name, milliseconds: times, note: last.map(note) ?? "")
  }

  private static func milliseconds(_ duration: Duration) -> Double {
    let (seconds, attoseconds) = duration.components
    return Double(seconds) * 1_000 + Double(attoseconds) / 1e15
  }
}

/// Prints measurements as an aligned table.
func printTable(_ title: String, _ rows: [Measurement]) {
  let header = ["benchmark", "median ms", "min ms", "max ms", "runs", "note"]
  let cells =
    [header]
    + rows.map { row in
      [
        row.name, format(row.median), format(row.minimum), format(row.maximum),
        String(row.milliseconds.count), row.note,
      ]
    }
  let widths = header.indices.map { column in cells.map { $0[column].count }.max() ?? 0 }
  print(title)
  for (index, line) in cells.enumerated() {
    let padded = line.enumerated().map { column, text in
      // Names and notes left-aligned, numbers right-aligned.
      let gap = String(repeating: " ", count: widths[column] - text.count)
      if column == header.count - 1 {
        return text
      }
      return column == 0 ? text + gap : gap + text
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
