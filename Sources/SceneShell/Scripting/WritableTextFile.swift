import Glibc

/// A file the shell writes for the user (`record`, `report`): opened (created, or emptied) at
/// once, so a path that cannot be written is refused before anything depends on it, and
/// written straight through, unbuffered. Only regular files are written — a device, a FIFO, a
/// folder or a /proc file is refused with the reason — so the shell can never replace
/// /dev/null.
final class WritableTextFile {
  let path: String
  private let descriptor: Int32

  /// Opens `path`; throws what the system said when it cannot.
  init(path: String) throws(ShellError) {
    if let refusal = Self.refusal(path) { throw .cannotWrite(path: path, reason: refusal) }
    let descriptor = open(path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC | O_NOFOLLOW, 0o644)
    guard descriptor >= 0 else {
      throw .cannotWrite(path: path, reason: String(cString: strerror(errno)))
    }
    self.path = path
    self.descriptor = descriptor
  }

  deinit {
    close(descriptor)
  }

  /// Writes `text` at the end of the file.
  func write(_ text: String) throws(ShellError) {
    var bytes = Array(text.utf8)[...]
    while !bytes.isEmpty {
      let written = bytes.withUnsafeBytes { Glibc.write(descriptor, $0.baseAddress, $0.count) }
      if written > 0 {
        bytes = bytes.dropFirst(written)
      } else if written < 0 && errno == EINTR {
        continue
      } else {
        throw .cannotWrite(path: path, reason: String(cString: strerror(errno)))
      }
    }
  }

  /// Why `path` may not be written, when it exists and is not a regular file.
  static func refusal(_ path: String) -> String? {
    var info = stat()
    guard lstat(path, &info) == 0 else { return nil }
    switch info.st_mode & S_IFMT {
    case S_IFREG: break
    case S_IFDIR: return "it is a directory"
    case S_IFCHR, S_IFBLK: return "it is a device, not a file"
    case S_IFIFO: return "it is a FIFO (a pipe), not a file"
    case S_IFSOCK: return "it is a socket, not a file"
    case S_IFLNK: return "it is a symbolic link; name the file itself"
    default: return "it is not a regular file"
    }
    // /proc and /sys files look regular but are the kernel's, not documents.
    guard let resolved = realpath(path, nil) else { return nil }
    defer { free(resolved) }
    let real = String(cString: resolved)
    if real.hasPrefix("/proc/") || real.hasPrefix("/sys/") {
      return "it belongs to the kernel (/proc or /sys), not a file"
    }
    return nil
  }
}
