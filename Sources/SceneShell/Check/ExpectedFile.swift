import Dispatch
import Glibc
import LineEditing

/// The transcript a checked script should print, in a sibling file: `NAME.scenesh` →
/// `NAME.expected`, any other name → `FILE.expected`. The bytes are exactly what a terminal
/// shows when the script is piped to scenesh: stdout and stderr interleaved, no colour.
///
/// The file is read and written on a global queue, never on the main actor.
struct ExpectedFile: Sendable {
  /// What reading the file found.
  enum Contents: Equatable, Sendable {
    case bytes([UInt8])
    case missing
    /// Any other failure, as `strerror` words it.
    case unreadable(String)
  }

  /// A failed write, as `strerror` words it.
  struct WriteError: Error, CustomStringConvertible {
    let description: String
  }

  let path: String

  init(scriptPath: String) {
    let suffix = ".scenesh"
    path =
      scriptPath.hasSuffix(suffix)
      ? String(scriptPath.dropLast(suffix.count)) + ".expected"
      : scriptPath + ".expected"
  }

  /// Where the blocking file calls run: labelled `scenesh.…`, the shell's own, so they are
  /// never counted as a scene's GCD work in flight.
  private static let queue = DispatchQueue(label: "scenesh.ExpectedFile", attributes: .concurrent)

  func read() async -> Contents {
    let path = path
    return await withCheckedContinuation { continuation in
      Self.queue.async { continuation.resume(returning: Self.readBlocking(path)) }
    }
  }

  /// Replaces the file whole (`WholeFile`), so an interrupted or failed update never leaves
  /// half a transcript behind.
  func write(_ text: String) async throws(WriteError) {
    let path = path
    let failure = await withCheckedContinuation { continuation in
      Self.queue.async {
        continuation.resume(returning: Self.writeBlocking(Array(text.utf8), to: path))
      }
    }
    if let failure { throw WriteError(description: failure) }
  }

  /// The largest golden file read: a transcript is a few kilobytes; past this it is no
  /// transcript (a file of a hundred megabytes, a link to /dev/zero), and is not read whole.
  static let maximumSize = 16 << 20

  /// Reads a regular file (through links) of at most `maximumSize` bytes; anything else is
  /// refused with the reason, never waited on (a FIFO) nor read without end (a device).
  private static func readBlocking(_ path: String) -> Contents {
    let opened: ReadableFile.Opened
    do {
      opened = try ReadableFile.open(path)
    } catch {
      switch error {
      case .missing: return .missing
      case .system(let message): return .unreadable(message)
      case .refused(let kind): return .unreadable(kind.refusal)
      }
    }
    defer { close(opened.descriptor) }
    let tooLarge = Contents.unreadable(
      "it is larger than \(ReadableFile.size(maximumSize)), the most a golden file can be")
    guard opened.size <= maximumSize else { return tooLarge }
    switch ReadableFile.read(opened.descriptor, limit: maximumSize) {
    case .bytes(let bytes): return .bytes(bytes)
    case .tooLarge: return tooLarge
    case .failed(let message): return .unreadable(message)
    }
  }

  /// Returns nil on success, else what went wrong. An existing golden file keeps its mode; a
  /// read-only one is refused (someone made it so on purpose), and so is anything that is not
  /// a regular file: the rename would replace a device or a link's target.
  private static func writeBlocking(_ bytes: [UInt8], to path: String) -> String? {
    if let refusal = (try? WritableTextFile.resolve(path)).flatMap(WritableTextFile.refusal) {
      return "not replaced: " + refusal
    }
    var existing = stat()
    if lstat(path, &existing) == 0, existing.st_mode & 0o222 == 0 {
      return "it is read-only; make it writable to update it"
    }
    return WholeFile.replace(path, with: bytes).map { $0 + WritableTextFile.leftAsItWas }
  }
}
