import Synchronization

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Every file the shell writes for the user (a report, a diagram, a golden file, the history,
/// a recording) is either its old bytes or the whole new text, never half of it: a full disk
/// or the file-size limit (`ulimit -f`) stops a write midway, and the file must not keep the
/// half. As sqlite3 and git do, a replacement goes to a temporary file in the same folder and
/// is renamed over the old one; an append is cut back to where it started when it fails.
public enum WholeFile {
  /// Why a write failed, in `strerror`'s words; for EFBIG, which limit it hit (a file far from
  /// the file system's largest hit the process's own). The one wording of every write's failure.
  public static func failure(_ code: Int32) -> String {
    let words = String(cString: strerror(code))
    return code == EFBIG ? words + " (past the file-size limit, ulimit -f)" : words
  }

  /// Replaces the file at `path` with `bytes`, or leaves it as it was and says why. `path`
  /// names the file itself (a caller that follows a link passes its target). An existing file
  /// keeps its mode and owner; `mode` is a new file's (the umask applies), or, when `forced`,
  /// every file's (the history is private).
  public static func replace(
    _ path: String, with bytes: [UInt8], mode: mode_t = 0o644, forced: Bool = false
  ) -> String? {
    var existing = stat()
    let exists = lstat(path, &existing) == 0
    var temporary = ""
    var descriptor: Int32 = -1
    // A name left by a crash is passed over, not reused.
    for _ in 0..<100 where descriptor < 0 {
      temporary = temporaryPath(for: path)
      descriptor = open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC | O_NOFOLLOW, mode)
      if descriptor < 0 && errno != EEXIST { break }
    }
    guard descriptor >= 0 else { return failure(errno) }
    func abandon(_ reason: String) -> String {
      close(descriptor)
      unlink(temporary)
      return reason
    }
    // A rename gives the file the temporary's mode and owner: it takes the old file's.
    if let kept = forced ? mode : exists ? existing.st_mode & 0o7777 : nil {
      guard fchmod(descriptor, kept) == 0 else { return abandon(failure(errno)) }
    }
    if exists && (existing.st_uid != geteuid() || existing.st_gid != getegid()) {
      guard fchown(descriptor, existing.st_uid, existing.st_gid) == 0 else {
        return abandon("it belongs to another user or group, which a new copy would not keep")
      }
    }
    let written = bytes.withUnsafeBytes { DescriptorWriter.write(bytes: $0, to: descriptor) }
    if let written { return abandon(failure(written)) }
    // On the disk before the rename, or a crash could leave the new name on empty blocks.
    guard fsync(descriptor) == 0 else { return abandon(failure(errno)) }
    guard close(descriptor) == 0 else {
      let reason = failure(errno)
      unlink(temporary)
      return reason
    }
    guard rename(temporary, path) == 0 else {
      let reason = failure(errno)
      unlink(temporary)
      return reason
    }
    return nil
  }

  /// Appends `bytes` to the end of the file open on `descriptor` (with `O_APPEND`), or, when a
  /// write fails, cuts the file back to its length before: it never ends in half a line.
  public static func append(_ bytes: [UInt8], to descriptor: Int32) -> String? {
    var info = stat()
    guard fstat(descriptor, &info) == 0 else { return failure(errno) }
    let written = bytes.withUnsafeBytes { DescriptorWriter.write(bytes: $0, to: descriptor) }
    guard let written else { return nil }
    // Shrinking is never past the file-size limit, and frees the blocks a full disk wants.
    _ = ftruncate(descriptor, info.st_size)
    return failure(written)
  }

  /// Temporary files named so far: each one's number.
  private static let temporaryCount = Atomic<Int>(0)

  /// A name beside `path` that no other file has (`O_EXCL` makes sure), hidden, and saying
  /// whose it is should a crash leave it behind: `.NAME.scenesh-PID-N.tmp`.
  private static func temporaryPath(for path: String) -> String {
    let slash = path.lastIndex(of: "/")
    let folder = slash.map { String(path[...$0]) } ?? ""
    let name = slash.map { String(path[path.index(after: $0)...]) } ?? path
    let number = temporaryCount.add(1, ordering: .relaxed).newValue
    return folder + ".\(name).scenesh-\(getpid())-\(number).tmp"
  }
}
