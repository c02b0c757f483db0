import CSceneOutput
import Glibc
import LineEditing
import SceneRuntime
import StateDiff
import Synchronization

/// What the scenes print (`print`, `debugPrint`, `NSLog`, `FileHandle.standardError`), taken
/// before it reaches the terminal so that the shell prints it where it happened, escaped, as
/// `⌁ print: …` lines of its own, and files it in `trace` under the hop that printed it. The
/// shell's own output goes to copies of the original descriptors (see CSceneOutput).
final class SceneOutput: Sendable {
  /// One line a scene wrote.
  struct Line: Sendable {
    let stream: LineEditing.OutputStream
    let text: String
  }

  static let shared = SceneOutput()

  /// `print`'s complete lines, in order, with their hops, and the start of the next one (a
  /// line longer than stdio's buffer arrives in pieces).
  private let printed = Mutex<(lines: [Line], rest: [UInt8])>(([], []))
  /// What the descriptors' pipes gave that does not end a line yet, per descriptor.
  private let partial = Mutex<[Int32: [UInt8]]>([:])
  private let isCapturing = Atomic<Bool>(false)
  /// Whether `print` wrote a line not taken yet: checked before every line the shell prints,
  /// so it costs a load, not a lock.
  private let hasPrinted = Atomic<Bool>(false)

  /// Starts taking what the scenes print; returns the descriptors the shell writes its own
  /// output to, or nil (nothing captured) when the pipes could not be made.
  static func capture() -> (output: Int32, error: Int32)? {
    var output: Int32 = -1
    var error: Int32 = -1
    let hook: scene_output_hook = { bytes, count in
      guard let bytes else { return }
      SceneOutput.shared.printed(UnsafeRawBufferPointer(start: bytes, count: count))
    }
    guard scene_output_capture(hook, &output, &error) == 0 else { return nil }
    shared.isCapturing.store(true, ordering: .sequentiallyConsistent)
    return (output, error)
  }

  /// Puts the original `stdout` and descriptors back (the session is over).
  static func stop() {
    guard shared.isCapturing.exchange(false, ordering: .sequentiallyConsistent) else { return }
    scene_output_stop()
  }

  /// A line `print` wrote, on the thread that printed: filed in `trace` now, under the hop it
  /// runs in, and queued after what went straight to the descriptors before it.
  private func printed(_ bytes: UnsafeRawBufferPointer) {
    let context = HopContext.current
    printed.withLock { printed in
      printed.lines += read(1, as: .standardOutput, ending: false)
      printed.lines += read(2, as: .standardError, ending: false)
      printed.rest += bytes
      let lines = Self.lines(of: &printed.rest, stream: .standardOutput)
      for line in lines {
        _ = context?.record(
          .output, component: "",
          method: "⌁ print: \(TerminalSafe.escape(line.text, maxLength: 200))")
      }
      printed.lines += lines
    }
    hasPrinted.store(true, ordering: .sequentiallyConsistent)
  }

  /// The complete lines at the start of `bytes`, which keeps what follows the last break.
  private static func lines(
    of bytes: inout [UInt8], stream: LineEditing.OutputStream
  ) -> [Line] {
    var lines: [Line] = []
    var start = bytes.startIndex
    while let end = bytes[start...].firstIndex(of: 10) {
      lines.append(Line(stream: stream, text: String(decoding: bytes[start..<end], as: UTF8.self)))
      start = end + 1
    }
    bytes.removeSubrange(..<start)
    return lines
  }

  private static func rest(
    _ bytes: [UInt8], stream: LineEditing.OutputStream
  ) -> [Line] {
    bytes.isEmpty
      ? [] : [Line(stream: stream, text: String(decoding: bytes, as: UTF8.self))]
  }

  /// Every complete line written since the last call: `print`'s first, then, with
  /// `readingDescriptors`, what went straight to descriptor 1, then to 2 (two reads, so not
  /// before every line). `ending` also returns what is left without a line break (the session
  /// is ending).
  func take(readingDescriptors: Bool, ending: Bool = false) -> [Line] {
    guard isCapturing.load(ordering: .sequentiallyConsistent) else { return [] }
    if ending { scene_output_flush() }
    guard readingDescriptors || hasPrinted.exchange(false, ordering: .sequentiallyConsistent)
    else { return [] }
    return printed.withLock { printed in
      defer {
        printed.lines.removeAll()
        if ending { printed.rest.removeAll() }
      }
      var lines = printed.lines
      if ending { lines += Self.rest(printed.rest, stream: .standardOutput) }
      guard readingDescriptors else { return lines }
      lines += read(1, as: .standardOutput, ending: ending)
      lines += read(2, as: .standardError, ending: ending)
      return lines
    }
  }

  private func read(
    _ descriptor: Int32, as stream: LineEditing.OutputStream, ending: Bool
  ) -> [Line] {
    var bytes = partial.withLock { $0.removeValue(forKey: descriptor) ?? [] }
    // On the stack and never zeroed: the shell reads here before every line it prints, and
    // mostly finds nothing (a zeroed 64 KiB array each time was 786k of start-up's instructions).
    withUnsafeTemporaryAllocation(of: UInt8.self, capacity: 65_536) { chunk in
      while true {
        let count = scene_output_read(descriptor, chunk.baseAddress, chunk.count)
        guard count > 0 else { break }
        bytes.append(contentsOf: chunk[..<count])
      }
    }
    let lines = Self.lines(of: &bytes, stream: stream)
    if ending { return lines + Self.rest(bytes, stream: stream) }
    if !bytes.isEmpty { partial.withLock { $0[descriptor] = bytes } }
    return lines
  }
}
