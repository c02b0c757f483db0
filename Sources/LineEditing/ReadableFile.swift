import Glibc

/// A file the shell reads for the user (a script, a sourced file, a golden file, the history),
/// opened without ever waiting on it and read within a limit.
///
/// The path is looked at first (`stat`, through links), so a device or a socket is refused
/// without being opened; what is opened is opened without blocking (a FIFO with no writer
/// opens at once instead of waiting for one), and the opened descriptor is looked at again
/// (`fstat`), so a file swapped for another kind between the two is still seen for what it is.
package enum ReadableFile {
  /// What a path names, through any links.
  package enum Kind: Equatable, Sendable {
    case regular
    /// An unnamed pipe: `source <(…)`, `/dev/stdin` on a pipe. It has a writer, or had one.
    case pipe
    /// A FIFO with a name in a folder: opening it for reading waits for a writer, and reading
    /// it without one ends at once, having read nothing.
    case namedFIFO
    case directory
    /// /dev/null, which some users name to keep no file at all.
    case nullDevice
    case device
    case socket
    case other

    /// Why a file of this kind is not read, as the end of a sentence (`it is a device`).
    package var refusal: String {
      switch self {
      case .regular, .pipe: "it is a file"
      case .namedFIFO: "it is a FIFO, which waits for a writer that may never come"
      case .directory: "it is a directory"
      case .nullDevice, .device: "it is a device, not a file"
      case .socket: "it is a socket, not a file"
      case .other: "it is not a regular file"
      }
    }
  }

  /// An opened file: its descriptor (the caller's to close), what it is, and its size when it
  /// is a regular file.
  package struct Opened: Sendable {
    package let descriptor: Int32
    package let kind: Kind
    package let size: Int
  }

  package enum Failure: Error, Equatable, Sendable {
    /// The path names nothing.
    case missing
    /// The path names a file of a kind the caller did not accept.
    case refused(Kind)
    /// The system said no (`Permission denied`), in `strerror`'s words.
    case system(String)
  }

  /// Opens `path` for reading if it is a regular file, or one of the `accepting` kinds; the
  /// descriptor reads blocking (a caller reads on a thread of its own, never the main actor).
  package static func open(
    _ path: String, accepting: Set<Kind> = []
  ) throws(Failure) -> Opened {
    var named = stat()
    guard stat(path, &named) == 0 else {
      throw errno == ENOENT ? .missing : .system(systemMessage())
    }
    let before = kind(of: named, descriptor: nil)
    // Devices and sockets are never opened: opening a device may do something (a tape rewinds),
    // and a socket cannot be opened at all.
    guard
      before == .regular || accepting.contains(before) || isFIFO(named) && accepting.contains(.pipe)
    else {
      throw .refused(before)
    }
    let descriptor = Glibc.open(path, O_RDONLY | O_CLOEXEC | O_NONBLOCK | O_NOCTTY)
    guard descriptor >= 0 else {
      throw errno == ENOENT ? .missing : .system(systemMessage())
    }
    var info = stat()
    guard fstat(descriptor, &info) == 0 else {
      let message = systemMessage()
      close(descriptor)
      throw .system(message)
    }
    let kind = kind(of: info, descriptor: descriptor)
    guard kind == .regular || accepting.contains(kind) else {
      close(descriptor)
      throw .refused(kind)
    }
    // Reads wait again: a pipe's reader waits on its own thread for the writer's lines.
    _ = fcntl(descriptor, F_SETFL, fcntl(descriptor, F_GETFL) & ~O_NONBLOCK)
    return Opened(
      descriptor: descriptor, kind: kind, size: kind == .regular ? Int(info.st_size) : 0)
  }

  /// What `read(_:limit:)` found.
  package enum Contents: Equatable, Sendable {
    case bytes([UInt8])
    /// More than the limit: nothing past it was read.
    case tooLarge
    /// A read failed, in `strerror`'s words.
    case failed(String)
  }

  /// Reads `descriptor` to its end, or up to one byte past `limit` (then `.tooLarge`): a file
  /// that grows while it is read, or says it is smaller than it is (/proc), is still bounded.
  package static func read(_ descriptor: Int32, limit: Int) -> Contents {
    var bytes: [UInt8] = []
    var chunk = [UInt8](repeating: 0, count: 65_536)
    while true {
      let wanted = min(chunk.count, limit + 1 - bytes.count)
      let count = chunk.withUnsafeMutableBytes { Glibc.read(descriptor, $0.baseAddress, wanted) }
      if count > 0 {
        bytes += chunk[..<count]
        if bytes.count > limit { return .tooLarge }
      } else if count == 0 {
        return .bytes(bytes)
      } else if errno != EINTR {
        return .failed(systemMessage())
      }
    }
  }

  /// `1 MiB`, `16 MiB`, or `1000 bytes` when it is not whole MiB.
  package static func size(_ bytes: Int) -> String {
    bytes > 0 && bytes % (1 << 20) == 0 ? "\(bytes >> 20) MiB" : "\(bytes) bytes"
  }

  private static func isFIFO(_ info: stat) -> Bool {
    info.st_mode & S_IFMT == S_IFIFO
  }

  /// An unnamed pipe and a named FIFO look alike to `stat`; /proc tells them apart
  /// (`pipe:[1234]` is a pipe's link text; a FIFO's is its path). Without a descriptor the
  /// FIFO is taken to be named: it is looked at again once opened.
  static func kind(of info: stat, descriptor: Int32?) -> Kind {
    switch info.st_mode & S_IFMT {
    case S_IFREG: return .regular
    case S_IFDIR: return .directory
    case S_IFSOCK: return .socket
    case S_IFCHR, S_IFBLK:
      // /dev/null is character device 1:3 on Linux.
      let isNull = info.st_mode & S_IFMT == S_IFCHR && info.st_rdev == 0x103
      return isNull ? .nullDevice : .device
    case S_IFIFO:
      guard let descriptor else { return .namedFIFO }
      var target = [CChar](repeating: 0, count: 64)
      let count = readlink("/proc/self/fd/\(descriptor)", &target, target.count - 1)
      guard count > 0 else { return .namedFIFO }
      let text = String(decoding: target[..<count].map { UInt8(bitPattern: $0) }, as: UTF8.self)
      return text.hasPrefix("pipe:[") ? .pipe : .namedFIFO
    default:
      return .other
    }
  }

  static func systemMessage() -> String {
    String(cString: strerror(errno))
  }
}
