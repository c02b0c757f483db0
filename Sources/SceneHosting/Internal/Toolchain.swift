import Foundation
import Synchronization

#if canImport(Glibc)
  import Glibc
#endif

/// Runs the toolchain's `swift` for `scenesh host`, showing its progress on stderr as one line
/// that counts up at a terminal (a line each tenth elsewhere, so a log is never silent and
/// never floods), and keeping what it printed for an error. A build that prints no count for
/// a while (SwiftPM planning, a plugin building its tool) gets a line every 15 s saying it is
/// still at work.
struct Toolchain {
  /// `swift` on the PATH, or `$SWIFT`.
  let swift: String
  let isTerminal: Bool

  init(environment: [String: String] = ProcessInfo.processInfo.environment) {
    swift = environment["SWIFT"] ?? "swift"
    isTerminal = isatty(STDERR_FILENO) == 1
  }

  /// Runs `swift ARGUMENTS`; returns its output when it fails, nil when it succeeds.
  func run(_ arguments: [String], step: String) -> String? {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = [swift] + arguments
    let pipe = Pipe()
    process.standardOutput = pipe
    process.standardError = pipe
    do {
      try process.run()
    } catch {
      return "cannot run \(swift): \(error)"
    }
    var output = ""
    var pending = Data()
    var shownTenth = -1
    let started = Date()
    let lastShown = Mutex(Date())
    let heartbeat = DispatchSource.makeTimerSource(queue: .global())
    heartbeat.schedule(deadline: .now() + 15, repeating: 15)
    heartbeat.setEventHandler { [isTerminal] in
      let now = Date()
      let quiet = lastShown.withLock { shown -> Bool in
        guard now.timeIntervalSince(shown) >= 14 else { return false }
        shown = now
        return true
      }
      guard quiet else { return }
      let seconds = Int(now.timeIntervalSince(started))
      Self.write((isTerminal ? "\r\u{1B}[K" : "") + "   \(step): still at it, \(seconds) s\n")
    }
    heartbeat.resume()
    defer { heartbeat.cancel() }
    while true {
      let chunk = pipe.fileHandleForReading.availableData
      if chunk.isEmpty { break }
      pending.append(chunk)
      while let newline = pending.firstIndex(of: UInt8(ascii: "\n")) {
        let line = String(decoding: pending[..<newline], as: UTF8.self)
        pending.removeSubrange(...newline)
        output += line + "\n"
        guard let (done, total) = Self.progress(in: line) else { continue }
        if isTerminal {
          lastShown.withLock { $0 = Date() }
          Self.write("\r\u{1B}[K   \(step): \(done)/\(total)")
        } else if total > 0, done * 10 / total > shownTenth {
          shownTenth = done * 10 / total
          lastShown.withLock { $0 = Date() }
          Self.write("   \(step): \(done)/\(total)\n")
        }
      }
    }
    process.waitUntilExit()
    if isTerminal { Self.write("\r\u{1B}[K") }
    return process.terminationStatus == 0 ? nil : output
  }

  /// `[12/340] Compiling …` → (12, 340).
  static func progress(in line: String) -> (Int, Int)? {
    guard line.hasPrefix("["), let close = line.firstIndex(of: "]") else { return nil }
    let numbers = line[line.index(after: line.startIndex)..<close].split(separator: "/")
    guard numbers.count == 2, let done = Int(numbers[0]), let total = Int(numbers[1]) else {
      return nil
    }
    return (done, total)
  }

  static func write(_ text: String) {
    FileHandle.standardError.write(Data(text.utf8))
  }
}
