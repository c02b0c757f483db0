import Foundation

/// Reads an answer file, a `.head` or a HAR: a regular file only, through links too, of at most
/// 64 MiB. A FIFO would wait for a writer and `/dev/zero` never end, and a request would wait
/// with them; neither is an answer.
enum AnswerFileReading {
  static let maximumBytes = 64 << 20

  static func read(_ path: String) throws(AnswerSourceError) -> Data {
    var status = stat()
    guard stat(path, &status) == 0 else {
      throw AnswerSourceError("cannot read '\(path)': \(String(cString: strerror(errno)))")
    }
    guard (status.st_mode & S_IFMT) == S_IFREG else {
      throw AnswerSourceError(
        "'\(path)' is not a regular file (a FIFO, a device or a socket is never read)")
    }
    guard status.st_size <= maximumBytes else {
      throw AnswerSourceError("'\(path)' is over 64 MiB: no answer is read from it")
    }
    do {
      return try Data(contentsOf: URL(fileURLWithPath: path))
    } catch {
      throw AnswerSourceError("cannot read '\(path)': \(error.localizedDescription)")
    }
  }
}
