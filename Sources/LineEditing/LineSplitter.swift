/// Cuts a byte stream into physical lines: `\n` or `\r\n` ends a line, a last line may lack
/// it, and bytes that are not UTF-8 become U+FFFD instead of failing.
///
/// Memory is bounded by `limit`: a line longer than that is not kept but counted, and reported
/// as overlong once its newline arrives, wherever it is. Input whose first line has no newline
/// for `giveUpAfter` bytes (a device such as /dev/zero, a binary file) is reported and ends
/// there; past the first line break it is a script, and an overlong line in it is skipped to
/// its newline, however far that is (memory stays bounded: nothing of it is kept).
struct LineSplitter {
  enum Piece: Equatable {
    case line(String)
    /// A line of `bytes` bytes, too long to keep; `endsInput` when no newline came at all.
    case overlong(bytes: Int, endsInput: Bool)
  }

  let limit: Int
  let giveUpAfter: Int
  private var bytes: [UInt8] = []
  private var start = 0
  /// Where the search for the next newline resumes: bytes before it hold none, so a very long
  /// line arriving in many chunks is scanned once, not once per chunk.
  private var scanned = 0
  /// Bytes of an overlong line already dropped, while one is being skipped.
  private var skipped: Int?
  /// Whether a line break has come: then the input is a script, and is read to its end.
  private var sawLineBreak = false

  init(limit: Int = LineReadResult.maximumLineLength, giveUpAfter: Int = 1 << 20) {
    self.limit = limit
    self.giveUpAfter = max(limit, giveUpAfter)
  }

  mutating func append(_ chunk: UnsafeRawBufferPointer) {
    // Drop consumed bytes lazily so a long input stays linear.
    if start > 4096 && start * 2 > bytes.count {
      bytes.removeFirst(start)
      scanned -= start
      start = 0
    }
    bytes.append(contentsOf: chunk)
  }

  /// The next complete line (or overlong one), if a newline has arrived.
  mutating func nextLine() -> Piece? {
    guard let newline = bytes[max(start, scanned)...].firstIndex(of: UInt8(ascii: "\n")) else {
      return noNewlineYet()
    }
    defer {
      start = newline + 1
      scanned = start
      sawLineBreak = true
    }
    if let dropped = skipped {
      skipped = nil
      return .overlong(bytes: dropped + newline - start, endsInput: false)
    }
    guard newline - start <= limit else {
      return .overlong(bytes: newline - start, endsInput: false)
    }
    return .line(Self.decode(bytes[start..<newline]))
  }

  /// No newline in what has arrived: past the limit, stop keeping the line's bytes.
  private mutating func noNewlineYet() -> Piece? {
    let pending = bytes.count - start
    guard skipped != nil || pending > limit else {
      scanned = bytes.count
      return nil
    }
    let dropped = (skipped ?? 0) + pending
    bytes.removeAll(keepingCapacity: true)
    start = 0
    scanned = 0
    guard dropped < giveUpAfter || sawLineBreak else {
      skipped = nil
      return .overlong(bytes: dropped, endsInput: true)
    }
    skipped = dropped
    return nil
  }

  /// At end of input: the unterminated last line (or the overlong one), if any.
  mutating func finish() -> Piece? {
    if let dropped = skipped {
      skipped = nil
      return .overlong(bytes: dropped + bytes.count - start, endsInput: false)
    }
    guard start < bytes.count else { return nil }
    defer {
      start = bytes.count
      scanned = start
    }
    guard bytes.count - start <= limit else {
      return .overlong(bytes: bytes.count - start, endsInput: false)
    }
    return .line(Self.decode(bytes[start...]))
  }

  private static func decode(_ line: ArraySlice<UInt8>) -> String {
    var line = line
    if line.last == UInt8(ascii: "\r") { line = line.dropLast() }
    return String(decoding: line, as: UTF8.self)
  }
}
