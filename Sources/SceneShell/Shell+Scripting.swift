import Foundation
import LineEditing

/// `history`, `record` and `source`.
extension Shell {
  func printHistory() {
    for (index, command) in history.commands.enumerated() {
      console.print("\(String(index + 1).leftPadded(to: 4))  \(command)")
    }
  }

  /// `record [--append] FILE`: a recording running already ends first, once the new one is
  /// open (a refused path leaves it running).
  func startRecording(to path: String, appending: Bool) throws(ShellError) {
    let program = configuration.program
    let next = try ScriptRecording(
      path: path,
      header: "# Recorded by \(program.name) \(program.version); replay: \(program.name) FILE\n",
      appending: appending, busy: filesBeingWritten)
    saveRecording()
    recording = next
    stoppedRecording = nil
    console.print(
      "recording to \(path)\(appending ? " (appending)" : "") (stop with 'record off')",
      style: .dim)
  }

  /// The files the session writes as it goes, which no other command may write too.
  var filesBeingWritten: [(WritableTextFile.Identity, String)] {
    recording.map {
      [($0.identity, "the session is recording to it; name another file, or 'record off' first")]
    } ?? []
  }

  /// Ends the recording, if one runs: every command is in the file already. One a failed
  /// write stopped says so, once.
  func saveRecording() {
    if let stopped = stoppedRecording {
      stoppedRecording = nil
      console.print(stopped, style: .dim)
    }
    guard let recording else { return }
    self.recording = nil
    let count = recording.count
    console.print(
      "recorded \(count) command\(count == 1 ? "" : "s") to \(recording.path)", style: .dim)
  }

  /// Appends a command the user typed to the recording (not the lines a `source` ran: the
  /// replay runs the `source` line itself). A write that fails ends the recording, saying
  /// where, why, and that the file holds every command before this one, whole.
  func record(_ command: String, at location: String?) {
    guard let recording, sourceDepth == 0, SessionHistory.isReplayable(command) else { return }
    do {
      try recording.append(command)
    } catch {
      self.recording = nil
      failedCommands += 1
      let count = recording.count
      let kept = "\(count) command\(count == 1 ? "" : "s")"
      var reason = ""
      if case .cannotWrite(_, let why) = error { reason = why }
      console.error(
        .cannotWrite(
          path: recording.path,
          reason: reason + "; recording stopped (the file holds the \(kept) before this one)"),
        at: location)
      stoppedRecording =
        "recording to \(recording.path) had already stopped"
        + (location.map { " at \($0)" } ?? "") + ", where a write failed; the file holds "
        + kept
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
    // Back at the prompt, the next `source` runs afresh.
    if sourceDepth == 1 { sourceInterrupted = .none }
  }
}

extension String {
  func leftPadded(to width: Int) -> String {
    count >= width ? self : String(repeating: " ", count: width - count) + self
  }
}
