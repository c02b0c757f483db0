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

  /// Past the cap the oldest commands go, a tenth at a time, and every one gone is counted.
  @Test func oldCommandsGoAndAreCounted() {
    let log = SessionLog()
    let total = SessionLog.maximumCommands * 3 + 7
    for number in 1...total {
      log.begin("command \(number)", root: number)
      log.add("output \(number)")
    }
    #expect(log.commands.count <= SessionLog.maximumCommands)
    #expect(log.commands.count >= SessionLog.maximumCommands * 9 / 10)
    #expect(log.commands.count + log.droppedCommands == total)
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
