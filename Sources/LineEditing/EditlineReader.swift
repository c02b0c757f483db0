/// The reader for a terminal: libedit line editing (emacs keys), history in a file, Tab
/// completion, Ctrl-C / Ctrl-D, and output that can arrive while the user is typing.
///
/// libedit runs on a dedicated thread that alone touches EditLine and History; `readLine`
/// hands it a request and awaits. Create one per process (signal handlers are process-wide).
public final class EditlineReader: LineReader {
  private let channel: EditorChannel
  private let savedHandlers: SignalRelay.SavedHandlers

  /// Reads from stdin, which must be a terminal. `historyPath` nil keeps no history file.
  public convenience init(historyPath: String?, historyLimit: Int = 1000) {
    self.init(historyPath: historyPath, historyLimit: historyLimit, input: 0, output: 1, error: 2)
  }

  package init(
    historyPath: String?, historyLimit: Int, input: Int32, output: Int32, error: Int32,
    programName: String = "scenesh"
  ) {
    Terminal.setUpLocale()
    channel = EditorChannel(input: input, output: output, error: error)
    SignalRelay.rememberTerminal(input)
    savedHandlers = SignalRelay.install(wakeDescriptor: channel.wakeWrite)
    let configuration = EditorSession.Configuration(
      channel: channel, historyPath: historyPath, historyLimit: historyLimit,
      programName: programName)
    if !EditorSession.spawn(configuration) {
      _ = channel.requestClose()
      channel.finished.signal()
    }
  }

  deinit {
    close()
  }

  nonisolated(nonsending) public func readLine(prompt: String, completions: Completions) async
    -> LineReadResult
  {
    await withCheckedContinuation { continuation in
      let request = EditorChannel.Request(
        prompt: prompt, completions: completions, continuation: continuation)
      if !channel.submit(request) {
        continuation.resume(returning: .endOfInput)
      }
    }
  }

  public func write(_ text: String, to stream: OutputStream) {
    channel.write(text, to: stream)
  }

  public var outputFailure: OutputFailure? { channel.failures.failure }

  /// Ends a read in progress (it returns `.endOfInput`), saves history, restores the terminal
  /// and the previous signal handlers. Waits for the editing thread; idempotent.
  public func close() {
    guard channel.requestClose() else { return }
    channel.finished.wait()
    SignalRelay.restore(savedHandlers)
    channel.closePipe()
  }

  /// True once if Ctrl-C was pressed while no prompt was up (a command was running); resets the
  /// flag.
  public func takeInterrupt() -> Bool {
    SignalRelay.interruptPending.exchange(false, ordering: .sequentiallyConsistent)
  }

  /// Woken by the Ctrl-C itself (the editing thread delivers it), with no timer. Without a
  /// self-pipe (`pipe` failed: no descriptors left) nothing wakes that thread, so the flag is
  /// looked at every 50 ms instead.
  public func waitForInterrupt() async {
    guard channel.wakeRead < 0 else { return await channel.interruptWaiters.wait() }
    while !Task.isCancelled, !channel.isClosing {
      if takeInterrupt() { return }
      try? await Task.sleep(for: .milliseconds(50))
    }
  }
}
