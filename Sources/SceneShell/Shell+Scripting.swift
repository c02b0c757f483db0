import Foundation
import LineEditing

/// `history`, `record` and `source`.
extension Shell {
  func printHistory() {
    for (index, command) in history.commands.enumerated() {
      console.print("\(String(index + 1).leftPadded(to: 4))  \(command)")
    }
  }

  /// `record FILE`: a recording running already ends first.
  func startRecording(to path: String) throws(ShellError) {
    saveRecording()
    let program = configuration.program
    recording = try ScriptRecording(
      path: path,
      header: "# Recorded by \(program.name) \(program.version); replay: \(program.name) FILE\n")
    console.print("recording to \(path) (stop with 'record off')", style: .dim)
  }

  /// Ends the recording, if one runs: every command is in the file already.
  func saveRecording() {
    guard let recording else { return }
    self.recording = nil
    console.print("recorded \(recording.count) commands to \(recording.path)", style: .dim)
  }

  /// Appends a command the user typed to the recording (not the lines a `source` ran: the
  /// replay runs the `source` line itself). A write that fails ends the recording, saying why.
  func record(_ command: String) {
    guard let recording, sourceDepth == 0, SessionHistory.isReplayable(command) else { return }
    do {
      try recording.append(command)
    } catch {
      self.recording = nil
      failedCommands += 1
      console.error(error)
    }
  }

  /// Runs the commands in `path`; its errors name that file and line.
  func source(_ path: String) async throws(ShellError) {
    guard sourceDepth < 8 else { throw .sourceTooDeep(path: path) }
    let descriptor = try ScriptFile.open(path)
    defer { close(descriptor) }
    sourceDepth += 1
    defer { sourceDepth -= 1 }
    // Read on the reader's own queue, never blocking the main actor.
    let script = PipedLineReader(fileDescriptor: descriptor)
    await runLines(from: script, name: path, prompt: false)
  }
}

extension String {
  func leftPadded(to width: Int) -> String {
    count >= width ? self : String(repeating: " ", count: width - count) + self
  }
}
