import Synchronization

#if canImport(Glibc)
  import Glibc
#endif

/// A pty pair for driving `EditlineReader` like a user at a real terminal: keystrokes go into
/// the master side, and everything the reader draws is collected from it.
final class PseudoTerminal: Sendable {
  let master: Int32
  /// The terminal the reader is given (its stdin, stdout and stderr).
  let slave: Int32
  private let screen = Mutex<[UInt8]>([])

  init(columns: UInt16 = 80) throws {
    master = open("/dev/ptmx", O_RDWR | O_NOCTTY)
    guard master >= 0 else { throw TestFailure(description: "no /dev/ptmx: \(errno)") }
    // TIOCSPTLCK and TIOCGPTN: Linux's <asm-generic/ioctls.h> values, which Swift cannot import.
    var unlock: Int32 = 0
    var number: UInt32 = 0
    guard ioctl(master, UInt(0x4004_5431), &unlock) == 0,
      ioctl(master, UInt(0x8004_5430), &number) == 0
    else { throw TestFailure(description: "cannot unlock the pty: \(errno)") }
    var size = winsize(ws_row: 24, ws_col: columns, ws_xpixel: 0, ws_ypixel: 0)
    _ = ioctl(master, UInt(TIOCSWINSZ), &size)
    _ = fcntl(master, F_SETFL, fcntl(master, F_GETFL) | O_NONBLOCK)
    slave = open("/dev/pts/\(number)", O_RDWR | O_NOCTTY)
    guard slave >= 0 else { throw TestFailure(description: "cannot open the pty: \(errno)") }
  }

  deinit {
    _ = close(slave)
    _ = close(master)
  }

  func type(_ keys: String) {
    Array(keys.utf8).withUnsafeBytes { DescriptorWriterForTests.write($0, to: master) }
  }

  /// Everything drawn so far.
  var output: String {
    pump()
    return screen.withLock { String(decoding: $0, as: UTF8.self) }
  }

  /// Waits until the output after `offset` contains `text`; returns the offset just past it.
  /// The bound only ends a wait for what never comes: a loaded machine is far inside it (10 s
  /// was not, once: the prompt came after the deadline).
  @discardableResult
  func waitFor(_ text: String, after offset: Int = 0, seconds: Double = 120) async throws -> Int {
    let needle = Array(text.utf8)
    let deadline = ContinuousClock.now + .seconds(seconds)
    while ContinuousClock.now < deadline {
      pump()
      let found = screen.withLock { bytes -> Int? in
        guard bytes.count >= offset + needle.count else { return nil }
        for start in offset...(bytes.count - needle.count)
        where bytes[start..<(start + needle.count)].elementsEqual(needle) {
          return start + needle.count
        }
        return nil
      }
      if let found { return found }
      try await Task.sleep(for: .milliseconds(10))
    }
    throw TestFailure(description: "no \(text.debugDescription) in \(output.debugDescription)")
  }

  /// Reads what is available (non-blocking) so the reader never blocks on a full pty.
  private func pump() {
    var buffer = [UInt8](repeating: 0, count: 4096)
    while true {
      let count = buffer.withUnsafeMutableBytes { read(master, $0.baseAddress, $0.count) }
      guard count > 0 else { return }
      screen.withLock { $0 += buffer[..<count] }
    }
  }
}
