/// `record FILE`: the commands the user types, appended to FILE as they run. The file is
/// opened (created, or emptied) when recording starts, so a path that cannot be written is
/// refused at once, and each command reaches the file before the next is read: a signal or a
/// closed terminal loses nothing.
final class ScriptRecording {
  private let file: WritableTextFile
  private(set) var count = 0

  var path: String { file.path }

  /// Opens `path` and writes the header; throws what the system said when it cannot.
  init(path: String, header: String) throws(ShellError) {
    file = try WritableTextFile(path: path)
    try file.write(header)
  }

  /// Appends one command line.
  func append(_ command: String) throws(ShellError) {
    try file.write(command + "\n")
    count += 1
  }
}
