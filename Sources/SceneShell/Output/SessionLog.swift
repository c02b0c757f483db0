import StateDiff

/// What the session printed, command by command, for `report`: each command with its hop
/// tree's root and the lines it printed. Bounded: the last `maximumCommands` commands, at most
/// `maximumLines` lines each; what is left out is counted.
@MainActor
final class SessionLog {
  struct Command {
    let text: String
    /// The command's hop tree, for its diagram.
    let root: Int?
    /// What printed, as printed, with the colour the terminal gave it: split into lines only
    /// if a report asks, since most sessions never write one and splitting every line cost a
    /// tenth of a scripted command's time.
    private var chunks: [(text: String, style: Console.Style)] = []
    private var keptLines = 0
    private(set) var droppedLines = 0

    init(text: String, root: Int?) {
      self.text = text
      self.root = root
    }

    var lines: [String] { styledLines.map(\.text) }

    /// Each line with its chunk's colour: the page colours what the terminal coloured.
    var styledLines: [(text: String, style: Console.Style)] {
      chunks.flatMap { chunk in Self.split(chunk.text).map { (String($0), chunk.style) } }
    }

    mutating func add(_ text: String, style: Console.Style) {
      let room = SessionLog.maximumLines - keptLines
      // Counting newline bytes is the cheap way; a "\r\n" is one Character, so text with a
      // carriage return is split the slow way to count as `lines` will.
      let (lineFeeds, hasCarriageReturn) = EightBytes.lineBreaks(in: text)
      let count = hasCarriageReturn ? Self.split(text).count : lineFeeds + 1
      if count <= room {
        chunks.append((text, style))
        keptLines += count
      } else {
        // `keptLines` never passes the cap, so `room` is never negative.
        if room > 0 {
          chunks.append((Self.split(text).prefix(room).joined(separator: "\n"), style))
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

  /// The kept commands, oldest first (a copy: only `report` asks).
  var commands: [Command] { Array(stored[firstKept...]) }
  private(set) var droppedCommands = 0
  /// Commands before `firstKept` are no longer kept; they are removed a tenth of the cap at a
  /// time, since removing the first of 500 on every command moved the other 499.
  private var stored: [Command] = []
  private var firstKept = 0

  /// A command starts: what prints from now on is its output.
  func begin(_ text: String, root: Int?) {
    stored.append(Command(text: text, root: root))
    if stored.count - firstKept > Self.maximumCommands {
      firstKept += 1
      droppedCommands += 1
    }
    if firstKept >= Self.maximumCommands / 10 {
      stored.removeFirst(firstKept)
      firstKept = 0
    }
  }

  /// A printed line (or several, joined by newlines), as the terminal paints it.
  func add(_ text: String, style: Console.Style = .plain) {
    guard stored.count > firstKept else { return }
    stored[stored.count - 1].add(text, style: style)
  }
}
