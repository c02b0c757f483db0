/// UTF-8 text built from many small pieces, made a `String` once at the end.
///
/// A diff line is written in a dozen appends (a symbol, a path, a label, a quote, a value…):
/// appending to a `String` checks both strings' forms and its own capacity and flags each
/// time, about three times the cost of copying the bytes, and the diff of every command is
/// written so.
struct TextBytes {
  private(set) var bytes: [UInt8] = []

  init(capacity: Int = 0) {
    bytes.reserveCapacity(capacity)
  }

  var isEmpty: Bool { bytes.isEmpty }

  mutating func append(_ text: String) {
    // Native and small strings lend their bytes; only a bridged one would not.
    if text.utf8.withContiguousStorageIfAvailable({ bytes.append(contentsOf: $0) }) == nil {
      bytes.append(contentsOf: text.utf8)
    }
  }

  mutating func append(byte: UInt8) {
    bytes.append(byte)
  }

  /// Lends the bytes to `body`, which appends to them.
  mutating func appendBytes<Result>(_ body: (inout [UInt8]) -> Result) -> Result {
    body(&bytes)
  }

  mutating func appendQuoted(_ text: String, maxLength: Int?) {
    TerminalSafe.appendQuoted(text, maxLength: maxLength, to: &self)
  }

  static func += (text: inout TextBytes, piece: String) {
    text.append(piece)
  }

  /// The text as a `String`. The bytes are valid UTF-8 (only strings and whole escapes are
  /// appended), so the check made here finds nothing to repair.
  var string: String {
    String(decoding: bytes, as: UTF8.self)
  }
}
