/// Where the shell's input lines come from, and where all of its output goes.
///
/// Output goes through the reader because only the reader knows whether a prompt is on screen:
/// text printed while the user is typing must not garble the line being edited.
public protocol LineReader: AnyObject, Sendable {
  /// Reads one line. Never blocks the calling actor: the blocking read runs on the reader's own
  /// thread and the caller just awaits. `completions` are what Tab offers at this prompt.
  nonisolated(nonsending) func readLine(prompt: String, completions: Completions) async
    -> LineReadResult

  /// Writes shell output; safe from any thread. While a prompt is up at a terminal the text is
  /// printed above the line being typed, which is then redrawn. Otherwise it is written at once,
  /// unbuffered, in call order.
  func write(_ text: String, to stream: OutputStream)

  /// Saves history (terminal reader) and restores the terminal. Later reads return `.endOfInput`.
  func close()

  /// The first write that failed (stdout to a full disk), if one did; nil by default.
  var outputFailure: OutputFailure? { get }

  /// Returns when Ctrl-C is pressed while no prompt is up (a command is running), or at once if
  /// one was pressed since the last was taken (taking it); returns too when the calling task is
  /// cancelled or the reader closes. A Ctrl-C left untaken when the next prompt comes up is
  /// dropped. By default a reader is never interrupted: this returns on cancellation.
  func waitForInterrupt() async

  /// True once if Ctrl-C was pressed while no prompt was up (a command was running), taking
  /// it: what a long loop of commands (`source`) looks at between them. False by default.
  func takeInterrupt() -> Bool
}

extension LineReader {
  public var outputFailure: OutputFailure? { nil }

  public func waitForInterrupt() async {
    await InterruptWaiters().wait()
  }

  public func takeInterrupt() -> Bool { false }
}
