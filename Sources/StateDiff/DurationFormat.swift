/// Renders and parses durations the way the shell shows them: `300ms`, `1.5s`, `30s`, `2m`.
package enum DurationFormat {
  public static func string(_ duration: Duration) -> String {
    let milliseconds = milliseconds(of: duration)
    // Minutes only from ten on: "poll at 60s … 90s" reads better than "1m … 90s".
    if milliseconds % 60_000 == 0, milliseconds >= 600_000 { return "\(milliseconds / 60_000)m" }
    if milliseconds % 1000 == 0 { return "\(milliseconds / 1000)s" }
    if milliseconds < 1000 { return "\(milliseconds)ms" }
    // Real-clock times are never whole; a tenth of a second is precision enough to read.
    let tenths = (milliseconds + 50) / 100
    return "\(tenths / 10).\(tenths % 10)s"
  }

  /// A value in a dump or a hop's label: as `string` shows it when that loses nothing
  /// (`30s`, `250ms`, `10m`), else every millisecond (`1.234s`), else Swift's own
  /// (`Duration(0.0001 seconds)`), so that two different durations never read the same.
  package static func exact(_ duration: Duration) -> String {
    let (seconds, attoseconds) = duration.components
    guard attoseconds % 1_000_000_000_000_000 == 0, seconds >= 0, attoseconds >= 0 else {
      return "Duration(" + String(describing: duration) + ")"
    }
    let milliseconds = milliseconds(of: duration)
    guard milliseconds >= 1000, milliseconds % 100 != 0 else { return string(duration) }
    var fraction = String(milliseconds % 1000)
    fraction = String(repeating: "0", count: 3 - fraction.count) + fraction
    while fraction.hasSuffix("0") { fraction.removeLast() }
    return "\(milliseconds / 1000).\(fraction)s"
  }

  /// Parses `250ms`, `3s`, `1.5s`, `2m`; a bare number means seconds.
  public static func parse(_ text: String) -> Duration? {
    let units: [(suffix: String, milliseconds: Double)] = [
      ("ms", 1), ("s", 1000), ("m", 60_000), ("h", 3_600_000),
    ]
    for unit in units where text.hasSuffix(unit.suffix) {
      return duration(String(text.dropLast(unit.suffix.count)), scale: unit.milliseconds)
    }
    return duration(text, scale: 1000)
  }

  package static func milliseconds(of duration: Duration) -> Int64 {
    let (seconds, attoseconds) = duration.components
    return seconds * 1000 + attoseconds / 1_000_000_000_000_000
  }

  private static func duration(_ number: String, scale: Double) -> Duration? {
    // Plain decimals only: Double would also take "0x10", "1e3" or "nan".
    guard !number.isEmpty, number.allSatisfy({ $0.isASCII && ($0.isNumber || $0 == ".") }),
      let value = Double(number), value.isFinite
    else { return nil }
    let milliseconds = (value * scale).rounded()
    // Past a year of scene time a script is almost certainly wrong.
    guard milliseconds <= 365 * 86_400_000 else { return nil }
    return .milliseconds(Int64(milliseconds))
  }
}
