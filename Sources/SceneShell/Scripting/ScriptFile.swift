import Glibc
import LineEditing

/// Opens a script for reading, for `scenesh FILE` and `source FILE` alike: a regular file or an
/// unnamed pipe (`source <(…)`, `/dev/stdin`), through links too. A named FIFO is refused, not
/// waited on (its open would wait for a writer; opened without waiting, it reads as empty), and
/// so is a device such as /dev/zero, which never ends. A script is not bounded in size: it is
/// read a line at a time, each line within `LineReadResult.maximumLineLength`.
enum ScriptFile {
  static func open(_ path: String) throws(ShellError) -> Int32 {
    func refuse(_ reason: String) -> ShellError { .cannotRead(path: path, reason: reason) }
    do {
      return try ReadableFile.open(path, accepting: [.pipe]).descriptor
    } catch {
      switch error {
      case .missing: throw refuse(String(cString: strerror(ENOENT)))
      case .system(let message): throw refuse(message)
      case .refused(.namedFIFO):
        throw refuse(
          "it is a FIFO, which waits for a writer that may never come; "
            + "pipe it in instead ('scenesh < FIFO')")
      case .refused(.device), .refused(.nullDevice): throw refuse("it is a device, not a script")
      case .refused(.socket): throw refuse("it is a socket, not a script")
      case .refused(let kind): throw refuse(kind.refusal)
      }
    }
  }
}
