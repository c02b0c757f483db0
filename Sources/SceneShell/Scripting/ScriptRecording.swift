/// `record FILE`: the commands the user types, appended to FILE as they run. The file is
/// opened when recording starts, so a path that cannot be written is refused at once, and each
/// command reaches the file before the next is read: a signal or a closed terminal loses
/// nothing. It replaces only an empty file or an earlier recording (its first line is the
/// header), and only once the new header is written whole; `record --append FILE` adds to any
/// file. A line that cannot be written whole is not written at all (`WritableTextFile`).
final class ScriptRecording {
  private let file: WritableTextFile
  private(set) var count = 0

  var path: String { file.path }
  var identity: WritableTextFile.Identity { file.identity }

  /// Opens `path` and writes the header; throws what the system said, or which rule refused.
  init(
    path: String, header: String, appending: Bool, busy: [(WritableTextFile.Identity, String)]
  ) throws(ShellError) {
    let marker = Self.marker(of: header)
    file = try WritableTextFile(
      path: path,
      mode: appending
        ? .append
        : .replace(
          replaces: { $0.hasPrefix(marker) },
          otherwise: "it holds text that is not a recording; a recording replaces only an empty "
            + "file or an earlier recording ('record --append FILE' adds to the end)"),
      first: header, busy: busy)
  }

  /// What every recording's first line starts with: `# Recorded by scenesh`, the header up to
  /// the version, so that a newer version replaces an older one's recording.
  private static func marker(of header: String) -> String {
    let words = header.split(separator: " ", maxSplits: 4, omittingEmptySubsequences: false)
    return words.prefix(4).joined(separator: " ")
  }

  /// Appends one command line, whole or not at all.
  func append(_ command: String) throws(ShellError) {
    try file.append(command + "\n")
    count += 1
  }
}
