import Glibc

/// A file the shell writes for the user (`record`, `report`): opened at once, so a path that
/// cannot be written is refused before anything depends on it, and written straight through,
/// unbuffered.
///
/// What it will not do, each refusal saying which rule:
/// - write anything but a regular file (a device, a FIFO, a folder, a symbolic link, a /proc
///   file), so the shell can never replace /dev/null;
/// - follow a link anywhere in the path unseen: every folder is resolved first, and the rules
///   apply to the file the path really names;
/// - write a file the session is writing already (`busy`);
/// - empty a file that holds someone else's text: it replaces only an empty file or one it
///   wrote itself (`replaces`), else it appends when asked to.
final class WritableTextFile {
  /// Where a file is on its device: two paths name one file when these are equal.
  struct Identity: Equatable {
    let device: UInt
    let inode: UInt
  }

  enum Mode {
    /// Empties the file first, if it is empty or `replaces` says its first line is ours.
    case replace(replaces: (Substring) -> Bool, otherwise: String)
    /// Adds to the end.
    case append
  }

  let path: String
  let identity: Identity
  private let descriptor: Int32

  /// Opens `path`; throws what the system said, or which rule refused it. `busy` are the
  /// files the session is writing, each with the reason it gives for refusing them.
  init(path: String, mode: Mode, busy: [(Identity, String)] = []) throws(ShellError) {
    func refuse(_ reason: String) -> ShellError { .cannotWrite(path: path, reason: reason) }
    let resolved = try Self.resolve(path)
    if let refusal = Self.refusal(resolved) { throw refuse(refusal) }
    var flags = O_RDWR | O_CREAT | O_CLOEXEC | O_NOFOLLOW
    if case .append = mode { flags |= O_APPEND }
    let descriptor = open(resolved, flags, 0o644)
    guard descriptor >= 0 else { throw refuse(String(cString: strerror(errno))) }
    var info = stat()
    guard fstat(descriptor, &info) == 0, info.st_mode & S_IFMT == S_IFREG else {
      close(descriptor)
      throw refuse("it is not a regular file")
    }
    let identity = Identity(device: UInt(info.st_dev), inode: UInt(info.st_ino))
    if let (_, reason) = busy.first(where: { $0.0 == identity }) {
      close(descriptor)
      throw refuse(reason)
    }
    if case .replace(let replaces, let otherwise) = mode, info.st_size > 0 {
      guard replaces(Self.firstLine(of: descriptor)), ftruncate(descriptor, 0) == 0 else {
        close(descriptor)
        throw refuse(otherwise)
      }
    }
    self.path = path
    self.identity = identity
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
        throw .cannotWrite(path: path, reason: Self.writeFailure(errno))
      }
    }
  }

  /// Why a write failed, in `strerror`'s words, and for EFBIG which limit it hit: a file far
  /// from the file system's largest hit the process's own (`ulimit -f`).
  static func writeFailure(_ code: Int32) -> String {
    let words = String(cString: strerror(code))
    return code == EFBIG ? words + " (past the file-size limit, ulimit -f)" : words
  }

  /// The path with every folder in it resolved (`dirlink/passwd` → `/etc/passwd`); the last
  /// component stays as written, so that a link there is seen and refused, not followed.
  static func resolve(_ path: String) throws(ShellError) -> String {
    let slash = path.lastIndex(of: "/")
    let folder = slash.map { $0 == path.startIndex ? "/" : String(path[..<$0]) } ?? "."
    let name = slash.map { String(path[path.index(after: $0)...]) } ?? path
    guard !name.isEmpty, name != ".", name != ".." else {
      throw .cannotWrite(path: path, reason: "it is a directory")
    }
    guard let real = realpath(folder, nil) else {
      throw .cannotWrite(path: path, reason: String(cString: strerror(errno)))
    }
    defer { free(real) }
    let resolvedFolder = String(cString: real)
    return (resolvedFolder == "/" ? "" : resolvedFolder) + "/" + name
  }

  /// Why `path` may not be written, when it exists and is not a regular file of the user's.
  /// `path`'s folders are resolved already (`resolve`), or a link among them is not seen.
  static func refusal(_ path: String) -> String? {
    // /proc and /sys files look regular but are the kernel's, not documents.
    if path.hasPrefix("/proc/") || path.hasPrefix("/sys/") {
      return "it belongs to the kernel (/proc or /sys), not a file"
    }
    var info = stat()
    guard lstat(path, &info) == 0 else { return nil }
    switch info.st_mode & S_IFMT {
    case S_IFREG: return nil
    case S_IFDIR: return "it is a directory"
    case S_IFCHR, S_IFBLK: return "it is a device, not a file"
    case S_IFIFO: return "it is a FIFO (a pipe), not a file"
    case S_IFSOCK: return "it is a socket, not a file"
    case S_IFLNK: return "it is a symbolic link; name the file itself"
    default: return "it is not a regular file"
    }
  }

  /// The file's first line (at most 200 bytes of it), read from the start.
  private static func firstLine(of descriptor: Int32) -> Substring {
    var bytes = [UInt8](repeating: 0, count: 200)
    let count = bytes.withUnsafeMutableBytes { pread(descriptor, $0.baseAddress, $0.count, 0) }
    let text = String(decoding: bytes.prefix(max(count, 0)), as: UTF8.self)
    return text.split(separator: "\n", maxSplits: 1, omittingEmptySubsequences: false).first ?? ""
  }
}
