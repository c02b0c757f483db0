import Testing

@testable import SceneShell

/// What a report keeps of each command's output: every line up to the cap, then a count.
@MainActor
@Suite struct SessionLogTests {
  @Test func keepsLinesUpToTheCapAndCountsTheRest() {
    let log = SessionLog()
    log.begin("fetch", root: nil)
    log.add("one")
    log.add("two\nthree")
    let many = (1...SessionLog.maximumLines).map { "line \($0)" }.joined(separator: "\n")
    log.add(many)
    let command = log.commands[0]
    #expect(command.lines.count == SessionLog.maximumLines)
    #expect(command.lines.prefix(4) == ["one", "two", "three", "line 1"])
    #expect(command.lines.last == "line \(SessionLog.maximumLines - 3)")
    #expect(command.droppedLines == 3)
    log.add("more")
    #expect(log.commands[0].droppedLines == 4)
  }

  @Test func aCarriageReturnLineFeedIsOneLineAsPrinted() {
    let log = SessionLog()
    log.begin("show", root: nil)
    log.add("a\r\nb\nc")
    #expect(log.commands[0].lines == ["a\r\nb", "c"])
  }

  /// Line breaks are counted eight bytes at a time: long text, with bytes that differ from a
  /// line feed or a carriage return in their high bit only (`Ċ` is C4 8A), counts exactly.
  @Test func longTextCountsItsLineBreaksExactly() {
    let log = SessionLog()
    log.begin("show", root: nil)
    let lines = (1..<SessionLog.maximumLines - 1).map { "Ċ row \($0) ĊĊ" }
    log.add(lines.joined(separator: "\n"))
    #expect(log.commands[0].droppedLines == 0)
    // Two lines as printed (a CR LF is one break), one past the cap.
    log.add("first line\r\nsame line, printed\nlast\nover")
    #expect(log.commands[0].lines.count == SessionLog.maximumLines)
    #expect(log.commands[0].lines.suffix(2) == ["first line\r\nsame line, printed", "last"])
    #expect(log.commands[0].droppedLines == 1)
  }

  /// Past the cap the oldest command goes with each new one, and every one gone is counted.
  @Test(arguments: [1, 7, 49, 50, 51, 1_234])
  func theLastCommandsAreKeptAndTheRestCounted(past extra: Int) {
    let log = SessionLog()
    let total = SessionLog.maximumCommands + extra
    for number in 1...total {
      log.begin("command \(number)", root: number)
      log.add("output \(number)")
    }
    #expect(log.commands.count == SessionLog.maximumCommands)
    #expect(log.droppedCommands == extra)
    #expect(log.commands.last?.text == "command \(total)")
    #expect(log.commands.last?.lines == ["output \(total)"])
    #expect(log.commands.first?.text == "command \(log.droppedCommands + 1)")
  }

  @Test func outputBeforeAnyCommandIsNotKept() {
    let log = SessionLog()
    log.add("banner")
    #expect(log.commands.isEmpty)
  }
}
