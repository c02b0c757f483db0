import Glibc
import LineEditing

/// A file the shell writes for the user (`record`, `report`, `trace --svg`): checked before
/// anything depends on it, and always whole (`WholeFile`): a replacement is a new file renamed
/// over the old one, an append adds whole lines or nothing, so a full disk or `ulimit -f` leaves
/// the old bytes, never half of the new ones.
///
/// What it will not do, each refusal saying which rule:
/// - write anything but a regular file (a device, a FIFO, a folder, a symbolic link, a /proc
///   file), so the shell can never replace /dev/null;
/// - follow a link anywhere in the path unseen: every folder is resolved first, and the rules
///   apply to the file the path really names;
/// - write a file the session is writing already (`busy`);
/// - replace a file that holds someone else's text: it replaces only an empty file or one it
///   wrote itself (`replaces`), else it appends when asked to.
final class WritableTextFile {
  /// Where a file is on its device: two paths name one file when these are equal.
  struct Identity: Equatable {
    let device: UInt
    let inode: UInt
  }

  enum Mode {
    /// Replaces the file, if it is empty or `replaces` says its first line is ours.
    case replace(replaces: (Substring) -> Bool, otherwise: String)
    /// Adds to the end.
    case append
  }

  let path: String
  let identity: Identity
  private let descriptor: Int32

  /// What a failed replacement adds: the user's file is untouched.
  static let leftAsItWas = "; the file is as it was"

  /// Writes `text` to `path` as a whole new file, or leaves the file as it was and throws what
  /// the system said, or which rule refused it. `busy` are the files the session is writing,
  /// each with the reason it gives for refusing them.
  static func replace(
    _ path: String, with text: String, replaces: @escaping (Substring) -> Bool,
    otherwise: String, busy: [(Identity, String)]
  ) throws(ShellError) {
    let resolved = try checked(
      path, mode: .replace(replaces: replaces, otherwise: otherwise), busy: busy)
    if let failure = WholeFile.replace(resolved, with: Array(text.utf8)) {
      throw .cannotWrite(path: path, reason: failure + leftAsItWas)
    }
  }

  /// Opens `path` to add lines to as they come, with `first` written already (a replaced file
  /// holds `first` alone); throws what the system said, or which rule refused it.
  init(path: String, mode: Mode, first: String, busy: [(Identity, String)] = [])
    throws(ShellError)
  {
    func refuse(_ reason: String) -> ShellError { .cannotWrite(path: path, reason: reason) }
    let resolved = try Self.checked(path, mode: mode, busy: busy)
    if case .replace = mode, let failure = WholeFile.replace(resolved, with: Array(first.utf8)) {
      throw refuse(failure + Self.leftAsItWas)
    }
    let descriptor = open(resolved, O_WRONLY | O_APPEND | O_CREAT | O_CLOEXEC | O_NOFOLLOW, 0o644)
    guard descriptor >= 0 else { throw refuse(String(cString: strerror(errno))) }
    var info = stat()
    guard fstat(descriptor, &info) == 0, info.st_mode & S_IFMT == S_IFREG else {
      close(descriptor)
      throw refuse("it is not a regular file")
    }
    self.path = path
    self.identity = Identity(device: UInt(info.st_dev), inode: UInt(info.st_ino))
    self.descriptor = descriptor
    if case .append = mode, let failure = WholeFile.append(Array(first.utf8), to: descriptor) {
      throw refuse(failure + Self.leftAsItWas)
    }
  }

  deinit {
    close(descriptor)
  }

  /// Adds `text` (whole lines) at the end of the file, or nothing: a failed write is cut back.
  func append(_ text: String) throws(ShellError) {
    if let failure = WholeFile.append(Array(text.utf8), to: descriptor) {
      throw .cannotWrite(path: path, reason: failure)
    }
  }

  /// The path resolved (`resolve`) once every rule lets it be written in `mode`: a regular file
  /// of the user's or none, not `busy`, and, to be replaced, empty or ours.
  private static func checked(_ path: String, mode: Mode, busy: [(Identity, String)])
    throws(ShellError) -> String
  {
    func refuse(_ reason: String) -> ShellError { .cannotWrite(path: path, reason: reason) }
    let resolved = try resolve(path)
    if let refusal = refusal(resolved) { throw refuse(refusal) }
    // Opened to write, so a file the user may not write is refused as before, although a
    // rename needs only its folder. Never created here: the write does that.
    let descriptor = open(resolved, O_RDWR | O_CLOEXEC | O_NOFOLLOW | O_NONBLOCK)
    if descriptor < 0 {
      guard errno == ENOENT else { throw refuse(String(cString: strerror(errno))) }
      return resolved
    }
    defer { close(descriptor) }
    var info = stat()
    guard fstat(descriptor, &info) == 0, info.st_mode & S_IFMT == S_IFREG else {
      throw refuse("it is not a regular file")
    }
    let identity = Identity(device: UInt(info.st_dev), inode: UInt(info.st_ino))
    if let (_, reason) = busy.first(where: { $0.0 == identity }) { throw refuse(reason) }
    if case .replace(let replaces, let otherwise) = mode, info.st_size > 0,
      !replaces(firstLine(of: descriptor))
    {
      throw refuse(otherwise)
    }
    return resolved
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
