import Glibc

/// Opens a script for reading, for `scenesh FILE` and `source FILE` alike.
enum ScriptFile {
  static func open(_ path: String) throws(ShellError) -> Int32 {
    let descriptor = Glibc.open(path, O_RDONLY | O_CLOEXEC)
    guard descriptor >= 0 else {
      throw .cannotRead(path: path, reason: String(cString: strerror(errno)))
    }
    var info = stat()
    if fstat(descriptor, &info) == 0, (info.st_mode & S_IFMT) == S_IFDIR {
      close(descriptor)
      throw .cannotRead(path: path, reason: "it is a directory")
    }
    return descriptor
  }
}
