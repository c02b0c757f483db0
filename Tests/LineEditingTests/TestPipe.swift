import Dispatch
import Synchronization
import TestSupport

#if canImport(Glibc)
  import Glibc
#endif

struct TestFailure: Error, CustomStringConvertible {
  let description: String
}

/// A pipe(2) for feeding readers and collecting writers; closes its ends when released.
final class TestPipe: Sendable {
  let readEnd: Int32
  let writeEnd: Int32
  private let writeOpen = Atomic<Bool>(true)

  init() throws {
    // Close-on-exec, set under the tests' spawning lock: a child that another test starts
    // meanwhile never keeps this pipe open (see ChildSpawning).
    var fds: [Int32] = [-1, -1]
    let made = ChildSpawning.serialized {
      guard pipe(&fds) == 0 else { return false }
      for fd in fds { _ = fcntl(fd, F_SETFD, FD_CLOEXEC) }
      return true
    }
    guard made else { throw TestFailure(description: "pipe failed: \(errno)") }
    readEnd = fds[0]
    writeEnd = fds[1]
  }

  /// A pipe already holding `bytes`, its write end closed (fits the kernel's pipe buffer).
  convenience init(containing bytes: [UInt8]) throws {
    try self.init()
    send(bytes)
    closeWriteEnd()
  }

  convenience init(containing text: String) throws {
    try self.init(containing: Array(text.utf8))
  }

  func send(_ text: String) {
    send(Array(text.utf8))
  }

  func send(_ bytes: [UInt8]) {
    bytes.withUnsafeBytes { DescriptorWriterForTests.write($0, to: writeEnd) }
  }

  func closeWriteEnd() {
    if writeOpen.exchange(false, ordering: .sequentiallyConsistent) { _ = close(writeEnd) }
  }

  /// Everything until end of file (the write end must be closed by then).
  func readAll() -> String {
    var collected: [UInt8] = []
    var buffer = [UInt8](repeating: 0, count: 4096)
    while true {
      let count = buffer.withUnsafeMutableBytes { read(readEnd, $0.baseAddress, $0.count) }
      if count < 0 && errno == EINTR { continue }
      if count <= 0 { break }
      collected += buffer[..<count]
    }
    return String(decoding: collected, as: UTF8.self)
  }

  deinit {
    closeWriteEnd()
    _ = close(readEnd)
  }
}

enum DescriptorWriterForTests {
  static func write(_ bytes: UnsafeRawBufferPointer, to fd: Int32) {
    var offset = 0
    while offset < bytes.count {
      let written = Glibc.write(fd, bytes.baseAddress.map { $0 + offset }, bytes.count - offset)
      if written < 0 {
        if errno == EINTR { continue }
        return
      }
      offset += written
    }
  }
}

/// Runs blocking pipe I/O on a thread of its own: on the two-thread cooperative pool a blocked
/// task can starve the very tasks it waits for.
func blocking<T: Sendable>(_ body: @escaping @Sendable () -> T) async -> T {
  await withCheckedContinuation { continuation in
    DispatchQueue(label: "LineEditingTests.blocking").async {
      continuation.resume(returning: body())
    }
  }
}
