import Glibc

/// Opens a script for reading, for `scenesh FILE` and `source FILE` alike.
enum ScriptFile {
  static func open(_ path: String) throws(ShellError) -> Int32 {
    func refuse(_ reason: String) -> ShellError { .cannotRead(path: path, reason: reason) }
    // A named FIFO with no writer would block the open itself, forever: opened without
    // waiting, then refused below.
    var named = stat()
    if lstat(path, &named) == 0, named.st_mode & S_IFMT == S_IFIFO {
      throw refuse(
        "it is a FIFO, which waits for a writer that may never come; "
          + "pipe it in instead ('scenesh < FIFO')")
    }
    let descriptor = Glibc.open(path, O_RDONLY | O_CLOEXEC | O_NONBLOCK)
    guard descriptor >= 0 else { throw refuse(String(cString: strerror(errno))) }
    var info = stat()
    guard fstat(descriptor, &info) == 0 else {
      let reason = String(cString: strerror(errno))
      close(descriptor)
      throw refuse(reason)
    }
    // A script is a file, or an unnamed pipe (`source <(…)`, `/dev/stdin`); a device such as
    // /dev/zero never ends.
    let refusal: String? =
      switch info.st_mode & S_IFMT {
      case S_IFREG, S_IFIFO: nil
      case S_IFDIR: "it is a directory"
      case S_IFCHR, S_IFBLK: "it is a device, not a script"
      case S_IFSOCK: "it is a socket, not a script"
      default: "it is not a file"
      }
    if let refusal {
      close(descriptor)
      throw refuse(refusal)
    }
    // Reads block again: the reader waits on its own thread, never the main actor.
    _ = fcntl(descriptor, F_SETFL, fcntl(descriptor, F_GETFL) & ~O_NONBLOCK)
    return descriptor
  }
}
