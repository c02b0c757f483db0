import Glibc

/// Opens a script for reading, for `scenesh FILE` and `source FILE` alike.
enum ScriptFile {
  static func open(_ path: String) throws(ShellError) -> Int32 {
    let descriptor = Glibc.open(path, O_RDONLY | O_CLOEXEC)
    guard descriptor >= 0 else {
      throw .cannotRead(path: path, reason: String(cString: strerror(errno)))
    }
    var info = stat()
    guard fstat(descriptor, &info) == 0 else { return descriptor }
    // A script is a file (or a pipe: `source <(…)`); a device such as /dev/zero never ends.
    let refusal: String? =
      switch info.st_mode & S_IFMT {
      case S_IFDIR: "it is a directory"
      case S_IFCHR, S_IFBLK: "it is a device, not a script"
      case S_IFSOCK: "it is a socket, not a script"
      default: nil
      }
    if let refusal {
      close(descriptor)
      throw .cannotRead(path: path, reason: refusal)
    }
    return descriptor
  }
}
