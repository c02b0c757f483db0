/// What the session printed, command by command, for `report`: each command with its hop
/// tree's root and the lines it printed. Bounded: the last `maximumCommands` commands, at most
/// `maximumLines` lines each; what is left out is counted.
@MainActor
final class SessionLog {
  struct Command {
    let text: String
    /// The command's hop tree, for its diagram.
    let root: Int?
    var lines: [String] = []
    var droppedLines = 0
  }

  static let maximumCommands = 500
  static let maximumLines = 400

  private(set) var commands: [Command] = []
  private(set) var droppedCommands = 0

  /// A command starts: what prints from now on is its output.
  func begin(_ text: String, root: Int?) {
    commands.append(Command(text: text, root: root))
    if commands.count > Self.maximumCommands {
      commands.removeFirst()
      droppedCommands += 1
    }
  }

  /// A printed line (or several, joined by newlines).
  func add(_ text: String) {
    guard var command = commands.popLast() else { return }
    for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
      if command.lines.count < Self.maximumLines {
        command.lines.append(String(line))
      } else {
        command.droppedLines += 1
      }
    }
    commands.append(command)
  }
}
