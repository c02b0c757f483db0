#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Unbuffered writes straight to a file descriptor, so output order is call order no matter
/// which thread writes (no stdio buffer in between).
enum DescriptorWriter {
  /// Returns nil once every byte is written, else the errno of the write that failed.
  @discardableResult
  static func write(_ text: String, to fd: Int32) -> Int32? {
    var text = text
    return text.withUTF8 { write(bytes: UnsafeRawBufferPointer($0), to: fd) }
  }

  @discardableResult
  static func write(bytes: UnsafeRawBufferPointer, to fd: Int32) -> Int32? {
    guard var next = bytes.baseAddress else { return nil }
    var remaining = bytes.count
    while remaining > 0 {
      let written = systemWrite(fd, next, remaining)
      if written > 0 {
        next += written
        remaining -= written
        continue
      }
      // SIGINT is installed without SA_RESTART, so EINTR is expected here; EAGAIN on a
      // non-blocking descriptor waits until it drains. Anything else loses the text, and
      // the caller is told why (ENOSPC: a transcript to a full disk must not pass).
      switch errno {
      case EINTR: continue
      case EAGAIN:
        var entry = pollfd(fd: fd, events: Int16(POLLOUT), revents: 0)
        _ = poll(&entry, 1, 1000)
      default: return written == 0 ? EIO : errno
      }
    }
    return nil
  }

  /// Retries `read` on EINTR; returns the byte count, 0 at end of file, -1 on error.
  static func read(_ fd: Int32, into buffer: UnsafeMutableRawBufferPointer) -> Int {
    while true {
      let count = systemRead(fd, buffer.baseAddress, buffer.count)
      if count >= 0 || errno != EINTR { return count }
    }
  }
}

// The C functions share names with the methods above.
private func systemWrite(_ fd: Int32, _ bytes: UnsafeRawPointer, _ count: Int) -> Int {
  write(fd, bytes, count)
}

private func systemRead(_ fd: Int32, _ bytes: UnsafeMutableRawPointer?, _ count: Int) -> Int {
  read(fd, bytes, count)
}
