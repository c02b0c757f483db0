import Testing

@testable import LineEditing

#if canImport(Glibc)
  import Glibc
#endif

/// EditlineReader at a real (pseudo) terminal. Serialized: the SIGINT handler is process-wide
/// and only one reader may own it at a time.
@Suite(.serialized, .timeLimit(.minutes(1))) struct EditlineReaderTests {
  private let intents = ["fetch", "fetchAll", "refresh", "select", "help", "quit"]

  private func makeReader(_ terminal: PseudoTerminal, history: String? = nil) -> EditlineReader {
    EditlineReader(
      historyPath: history, historyLimit: 1000, input: terminal.slave, output: terminal.slave,
      error: terminal.slave)
  }

  private func read(_ reader: EditlineReader) -> Task<LineReadResult, Never> {
    Task.detached { [intents] in
      await reader.readLine(prompt: "demo> ", completions: Completions(commands: intents))
    }
  }

  @Test func typingAndEnterReturnTheLine() async throws {
    let terminal = try PseudoTerminal()
    let reader = makeReader(terminal)
    defer { reader.close() }
    let line = read(reader)
    try await terminal.waitFor("demo> ")
    terminal.type("select 2\r")
    #expect(await line.value == .line("select 2"))
  }

  @Test func tabCompletesUniqueCommonPrefixAndLists() async throws {
    let terminal = try PseudoTerminal()
    let reader = makeReader(terminal)
    defer { reader.close() }
    let line = read(reader)
    var seen = try await terminal.waitFor("demo> ")
    terminal.type("fe\t")
    seen = try await terminal.waitFor("tch", after: seen)  // libedit draws only what changed
    terminal.type("\t")
    seen = try await terminal.waitFor("fetchAll", after: seen)
    seen = try await terminal.waitFor("demo> fetch", after: seen)
    terminal.type("\u{15}sel\t")  // Ctrl-U first
    seen = try await terminal.waitFor("ect ", after: seen)
    terminal.type("2\r")
    #expect(await line.value == .line("select 2"))
  }

  @Test func historyIsSavedPrivatelyAndLoadedOnRestart() async throws {
    let path = "/tmp/lineediting-history-\(getpid())"
    unlink(path)
    defer { unlink(path) }
    do {
      let terminal = try PseudoTerminal()
      let reader = makeReader(terminal, history: path)
      let line = read(reader)
      try await terminal.waitFor("demo> ")
      terminal.type("sel\t2\r")
      #expect(await line.value == .line("select 2"))
      reader.close()
    }
    var info = stat()
    #expect(stat(path, &info) == 0)
    #expect(info.st_mode & 0o777 == 0o600)

    let terminal = try PseudoTerminal()
    let reader = makeReader(terminal, history: path)
    defer { reader.close() }
    let line = read(reader)
    try await terminal.waitFor("demo> ")
    terminal.type("\u{1B}[A")  // Up arrow
    try await terminal.waitFor("select 2")
    terminal.type("\r")
    #expect(await line.value == .line("select 2"))
  }

  @Test func ctrlCDropsTheHalfTypedLine() async throws {
    let terminal = try PseudoTerminal()
    let reader = makeReader(terminal)
    defer { reader.close() }
    let first = read(reader)
    try await terminal.waitFor("demo> ")
    terminal.type("half typed")
    try await terminal.waitFor("half typed")
    // What the tty sends on Ctrl-C: process-directed (dispatch worker threads block SIGINT).
    kill(getpid(), SIGINT)
    #expect(await first.value == .interrupted)
    #expect(reader.takeInterrupt() == false)  // the prompt consumed it
    let second = read(reader)
    terminal.type("quit\r")
    #expect(await second.value == .line("quit"))
  }

  @Test func ctrlCWhileNoPromptIsUpSetsTheFlagOnce() async throws {
    let terminal = try PseudoTerminal()
    let reader = makeReader(terminal)
    defer { reader.close() }
    #expect(reader.takeInterrupt() == false)
    kill(getpid(), SIGINT)
    #expect(try await eventually { reader.takeInterrupt() })
    #expect(reader.takeInterrupt() == false)
  }

  /// The shell waits for Ctrl-C while a command runs; the Ctrl-C itself wakes it, and one
  /// pressed before the wait began is delivered at once, once.
  @Test func ctrlCWhileNoPromptIsUpWakesTheTaskWaitingForIt() async throws {
    let terminal = try PseudoTerminal()
    let reader = makeReader(terminal)
    defer { reader.close() }
    let waiting = Task.detached { await reader.waitForInterrupt() }
    try await Task.sleep(for: .milliseconds(50))  // the waiter listed, most likely
    kill(getpid(), SIGINT)
    await waiting.value
    #expect(reader.takeInterrupt() == false)  // the waiter took it

    kill(getpid(), SIGINT)
    #expect(try await eventually { SignalRelay.interruptPending.load(ordering: .relaxed) })
    await Task.detached { await reader.waitForInterrupt() }.value
    #expect(reader.takeInterrupt() == false)
  }

  /// A wait for Ctrl-C ends with its task's cancellation, or with the reader's closing.
  @Test func aWaitForCtrlCEndsWhenCancelledOrClosed() async throws {
    let terminal = try PseudoTerminal()
    let reader = makeReader(terminal)
    let cancelled = Task.detached { await reader.waitForInterrupt() }
    cancelled.cancel()
    await cancelled.value
    let closing = Task.detached { await reader.waitForInterrupt() }
    try await Task.sleep(for: .milliseconds(50))
    reader.close()
    await closing.value
    await reader.waitForInterrupt()  // after closing: at once
    #expect(reader.takeInterrupt() == false)
  }

  @Test func ctrlDOnAnEmptyLineIsEndOfInput() async throws {
    let terminal = try PseudoTerminal()
    let reader = makeReader(terminal)
    defer { reader.close() }
    let line = read(reader)
    try await terminal.waitFor("demo> ")
    // Seen once in a full CI run: the read never returned, as if this ^D was lost between
    // the prompt appearing and the terminal being put in editing mode. Another ^D on an empty
    // line means the same, so repeat it until the read ends (see the closing note of the
    // session that added this).
    let typing = Task.detached {
      while !Task.isCancelled {
        terminal.type("\u{04}")
        try? await Task.sleep(for: .milliseconds(200))
      }
    }
    #expect(await line.value == .endOfInput)
    typing.cancel()
  }

  @Test func utf8InputSurvives() async throws {
    let terminal = try PseudoTerminal()
    let reader = makeReader(terminal)
    defer { reader.close() }
    let line = read(reader)
    try await terminal.waitFor("demo> ")
    let bytes = Array("héllo ☕\r".utf8)
    // One byte at a time: a character's bytes arrive in separate reads.
    for byte in bytes {
      [byte].withUnsafeBytes { DescriptorWriterForTests.write($0, to: terminal.master) }
      try await Task.sleep(for: .milliseconds(2))
    }
    #expect(await line.value == .line("héllo ☕"))
  }

  @Test func backgroundOutputIsPrintedAboveTheLineBeingTyped() async throws {
    let terminal = try PseudoTerminal()
    let reader = makeReader(terminal)
    defer { reader.close() }
    let line = read(reader)
    var seen = try await terminal.waitFor("demo> ")
    terminal.type("sel")
    seen = try await terminal.waitFor("sel", after: seen)
    await Task.detached { reader.write("~ isLoading: false → true\n", to: .standardOutput) }.value
    seen = try await terminal.waitFor("~ isLoading: false → true", after: seen)
    // The prompt and the half-typed line are drawn again below the text.
    seen = try await terminal.waitFor("demo> sel", after: seen)
    terminal.type("ect 1\r")
    #expect(await line.value == .line("select 1"))
    reader.write("after\n", to: .standardError)
    try await terminal.waitFor("after", after: seen)
  }

  @Test func closeEndsAReadInProgress() async throws {
    let terminal = try PseudoTerminal()
    let reader = makeReader(terminal)
    let line = read(reader)
    try await terminal.waitFor("demo> ")
    reader.close()
    #expect(await line.value == .endOfInput)
    #expect(await reader.readLine(prompt: "demo> ", completions: []) == .endOfInput)
  }

  /// A process-directed signal is handled on some other thread, a moment later.
  private func eventually(_ condition: () -> Bool) async throws -> Bool {
    for _ in 0..<500 {
      if condition() { return true }
      try await Task.sleep(for: .milliseconds(2))
    }
    return false
  }
}
