/// How much the timeline keeps (`--timeline-size`): a number of entries, or as many of the
/// latest as fit in a size, counted by `ByteEstimate`.
///
/// `--timeline-size 500` keeps the last 500 entries; `--timeline-size 64MB` as many as fit in
/// 64 MiB, the default.
package enum TimelineSize: Equatable, Sendable {
  case entries(Int)
  case bytes(Int)

  package static let standard = TimelineSize.bytes(64 << 20)

  /// `500`, `64MB`, `512KB`, `1GB` (powers of 1024; `MiB` and `M` read the same); nil for
  /// anything else, and for sizes outside 1…1,000,000 entries or 64KB…16GB.
  init?(_ text: String) {
    if let count = Int(text) {
      guard (1...1_000_000).contains(count) else { return nil }
      self = .entries(count)
      return
    }
    let units: [(suffixes: [String], shift: Int)] = [
      (["KB", "KiB", "K"], 10), (["MB", "MiB", "M"], 20), (["GB", "GiB", "G"], 30),
    ]
    for unit in units {
      guard let suffix = unit.suffixes.first(where: { text.hasSuffix($0) }),
        let number = Int(text.dropLast(suffix.count)), number > 0, number <= 1 << 20
      else { continue }
      let bytes = number << unit.shift
      guard (64 << 10...16 << 30).contains(bytes) else { return nil }
      self = .bytes(bytes)
      return
    }
    return nil
  }
}
