/// What the session printed, command by command, for `report`: each command with its hop
/// tree's root and the lines it printed. Bounded: the last `maximumCommands` commands, at most
/// `maximumLines` lines each; what is left out is counted.
@MainActor
final class SessionLog {
  struct Command {
    let text: String
    /// The command's hop tree, for its diagram.
    let root: Int?
    /// What printed, as printed: split into lines only if a report asks, since most sessions
    /// never write one and splitting every line cost a tenth of a scripted command's time.
    private var chunks: [String] = []
    private var keptLines = 0
    private(set) var droppedLines = 0

    init(text: String, root: Int?) {
      self.text = text
      self.root = root
    }

    var lines: [String] {
      chunks.flatMap { Self.split($0).map(String.init) }
    }

    mutating func add(_ text: String) {
      let room = SessionLog.maximumLines - keptLines
      // Counting newline bytes is the cheap way; a "\r\n" is one Character, so text with a
      // carriage return is split the slow way to count as `lines` will.
      let count =
        text.utf8.contains(UInt8(ascii: "\r"))
        ? Self.split(text).count
        : text.utf8.count(where: { $0 == UInt8(ascii: "\n") }) + 1
      if count <= room {
        chunks.append(text)
        keptLines += count
      } else {
        // `keptLines` never passes the cap, so `room` is never negative.
        if room > 0 {
          chunks.append(Self.split(text).prefix(room).joined(separator: "\n"))
        }
        keptLines += room
        droppedLines += count - room
      }
    }

    private static func split(_ text: String) -> [Substring] {
      text.split(separator: "\n", omittingEmptySubsequences: false)
    }
  }

  static let maximumCommands = 500
  nonisolated static let maximumLines = 400

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
    guard !commands.isEmpty else { return }
    commands[commands.count - 1].add(text)
  }
}
