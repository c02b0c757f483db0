/// The commands of this session, in order, and an optional recording of them to a file that
/// replays as a script.
struct SessionHistory {
  private(set) var commands: [String] = []
  /// Where `record` writes, and the commands recorded since it began.
  private(set) var recording: (path: String, commands: [String])?

  mutating func append(_ command: String) {
    commands.append(command)
    // `record` and `history` are about the session, not part of what it did.
    let word = command.split(separator: " ", maxSplits: 1).first ?? ""
    guard word != "record", word != "history", recording != nil else { return }
    recording?.commands.append(command)
  }

  mutating func startRecording(to path: String) {
    recording = (path, [])
  }

  /// Ends the recording; returns the script text and where it goes.
  @discardableResult
  mutating func stopRecording(program: ShellProgram) -> (path: String, script: String)? {
    guard let recording else { return nil }
    self.recording = nil
    let header = "# Recorded by \(program.name) \(program.version); replay: \(program.name) FILE\n"
    return (recording.path, header + recording.commands.map { $0 + "\n" }.joined())
  }
}
