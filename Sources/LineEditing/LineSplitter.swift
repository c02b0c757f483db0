/// Cuts a byte stream into physical lines: `\n` or `\r\n` ends a line, a last line may lack
/// it, and bytes that are not UTF-8 become U+FFFD instead of failing.
struct LineSplitter {
  private var bytes: [UInt8] = []
  private var start = 0
  /// Where the search for the next newline resumes: bytes before it hold none, so a very long
  /// line arriving in many chunks is scanned once, not once per chunk.
  private var scanned = 0

  mutating func append(_ chunk: UnsafeRawBufferPointer) {
    // Drop consumed bytes lazily so a long input stays linear.
    if start > 4096 && start * 2 > bytes.count {
      bytes.removeFirst(start)
      scanned -= start
      start = 0
    }
    bytes.append(contentsOf: chunk)
  }

  /// The next complete line, if a newline has arrived.
  mutating func nextLine() -> String? {
    guard let newline = bytes[max(start, scanned)...].firstIndex(of: UInt8(ascii: "\n")) else {
      scanned = bytes.count
      return nil
    }
    let line = Self.decode(bytes[start..<newline])
    start = newline + 1
    scanned = start
    return line
  }

  /// At end of input: the unterminated last line, if any.
  mutating func finish() -> String? {
    guard start < bytes.count else { return nil }
    let line = Self.decode(bytes[start...])
    start = bytes.count
    scanned = start
    return line
  }

  private static func decode(_ line: ArraySlice<UInt8>) -> String {
    var line = line
    if line.last == UInt8(ascii: "\r") { line = line.dropLast() }
    return String(decoding: line, as: UTF8.self)
  }
}
