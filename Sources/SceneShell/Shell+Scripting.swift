import Foundation
import LineEditing

/// `history`, `record` and `source`.
extension Shell {
  func printHistory() {
    for (index, command) in history.commands.enumerated() {
      console.print("\(String(index + 1).leftPadded(to: 4))  \(command)")
    }
  }

  func startRecording(to path: String) throws(ShellError) {
    try saveRecording()
    history.startRecording(to: path)
    console.print("recording to \(path) (stop with 'record off')", style: .dim)
  }

  /// Writes what was recorded, if a recording was running.
  func saveRecording() throws(ShellError) {
    guard let (path, script) = history.stopRecording(program: configuration.program) else { return }
    do {
      try script.write(toFile: path, atomically: true, encoding: .utf8)
      console.print(
        "recorded \(script.split(separator: "\n").count - 1) commands to \(path)", style: .dim)
    } catch {
      throw .cannotWrite(path: path, reason: error.localizedDescription)
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
