import StateDiff

/// The one place a `ShellError` becomes text: a single line, with the script location in front
/// when there is one (`script.scenesh:4: error: …`).
enum ErrorMessage {
  static func render(_ error: ShellError, at location: String? = nil) -> String {
    let prefix = location.map { "\($0): " } ?? ""
    return "\(prefix)error: \(text(of: error))"
  }

  static func text(of error: ShellError) -> String {
    switch error {
    case .unknownCommand(let name, let suggestion):
      "unknown command '\(safe(name))'" + hint(suggestion, otherwise: "; type 'help' for a list")
    case .missingArgument(let command, let argument, let usage):
      "'\(command)' needs \(argument) (usage: \(usage))"
    case .unexpectedArgument(let command, let argument, let usage):
      "'\(command)' does not take '\(safe(argument))' (usage: \(usage))"
    case .invalidArgument(let command, let argument, let value, let expected, let usage):
      "'\(command)': \(argument) must be \(expected), not '\(safe(value))' (usage: \(usage))"
    case .unterminatedQuote:
      "unterminated quote"
    case .tooManyTimers(let limit, let time):
      "wait stopped at scene time \(time): \(limit) timers fired (one wait's limit) and more "
        + "were due; 'wait' again goes on from there (is an interval very short?)"
    case .lineTooLong(let bytes, let limit):
      "the line is \(bytes) bytes long; a command can be at most \(limit)"
    case .noLineBreaks(let bytes):
      "no line break in the first \(bytes) bytes: this is not a script; the rest is not read"
    case .invalidEscape(let sequence, let what):
      "'\(safe(sequence))' is \(what); use \\u{HEX} with a hexadecimal code point"
    case .unknownHelpTopic(let topic, let suggestion):
      "no help for '\(safe(topic))'" + hint(suggestion, otherwise: "; type 'help' for a list")
    case .unknownScene(let name, let suggestion):
      "no scene named '\(safe(name))'" + hint(suggestion, otherwise: "; type 'scenes' for a list")
    case .outputFailed(let isStandardError, let reason):
      "writing \(isStandardError ? "to stderr" : "the output"): \(reason)"
    case .readFailed(let reason):
      "reading stopped here: \(reason); the rest is not run"
    case .noSuchTask(let word, let live):
      "'cancel': there is no live task \(word.hasPrefix("#") ? "" : "#")\(safe(word)); "
        + (live.isEmpty
          ? "no task is live"
          : "the live tasks are " + live.map { "#\($0)" }.joined(separator: ", ")
            + " (see 'tasks')")
    case .routedScene(let name, let reachedBy):
      "'\(safe(name))' is opened by a router, not by name: \(safe(reachedBy))"
    case .cannotGoBack(let scene):
      "'\(scene)' is the first scene; there is nothing to go back to"
    case .cannotRead(let path, let reason):
      "cannot read '\(safePath(path))': \(reason)"
    case .cannotRun(let path, let reason):
      "cannot run '\(safePath(path))' in a process of its own: \(reason)"
    case .scriptsFailed(let count):
      "\(count == 1 ? "a script" : "\(count) scripts") failed (see above)"
    case .scriptsCrashed(let inScene, let inShell):
      [
        inScene > 0
          ? "\(inScene == 1 ? "a script" : "\(inScene) scripts") crashed in scene code" : nil,
        inShell > 0
          ? "\(inShell == 1 ? "a script" : "\(inShell) scripts") ended in a failure of the shell, "
            + "not of the scene" : nil,
      ].compactMap { $0 }.joined(separator: " and ")
        + " (CRASH above); exit status \(inShell > 0 ? 4 : 3)"
    case .cannotWrite(let path, let reason):
      "cannot write '\(safePath(path))': \(reason)"
    case .sourceTooDeep(let path):
      "'source \(safePath(path))' nests more than 8 scripts deep; does a script source itself?"
    case .expectationFailed(let subject, let expected, let actual):
      "expect failed: \(subject)\n  - expected: \(expected)\n  + actual:   \(actual)"
    case .invalidExpectation(let reason):
      reason
    case .unknownEvent(let name, let scene, let suggestion):
      "'\(scene)' has no one-time event '\(safe(name))'"
        + hint(suggestion, otherwise: "; 'pending' lists the events set now")
    case .nothingPending(let scene, let event, let automatic):
      (event.map { "\($0) is not pending" } ?? "nothing is pending in '\(scene)'")
        + (automatic ? " (consume is auto: the view consumes events at once)" : "")
    case .intentFailed(let command, let message):
      "\(command): \(TerminalSafe.escape(message, maxLength: 200))"
    case .stepping(let command, let held):
      "'\(safe(command))' cannot start while '\(safe(held))' is held at a hop; "
        + "'step', 'continue' or 'step off' first"
    case .notStepping(let command, let stepModeOn):
      stepModeOn
        ? "'\(command)': no intent is held; step mode is on: run an intent to walk through it"
        : "'\(command)': no intent is held; 'step on', then run an intent, to walk through it"
    case .cannotRestore(let scene, let reason):
      "cannot restore '\(scene)': \(reason)"
    case .ruleBroken(let line):
      line
    case .alertShown(let title, let message):
      "the scene showed an alert (--fail-on-alert): \(TerminalSafe.escape(title, maxLength: 80)): "
        + TerminalSafe.escape(message, maxLength: 200)
    }
  }

  private static func hint(_ suggestion: String?, otherwise fallback: String) -> String {
    suggestion.map { "; did you mean '\($0)'?" } ?? fallback
  }

  /// What the user typed goes back to the terminal, so it is escaped like any other data.
  private static func safe(_ text: String) -> String {
    TerminalSafe.escape(text, maxLength: 60)
  }

  /// A path is only useful whole: escaped, but cut only when absurdly long.
  private static func safePath(_ path: String) -> String {
    TerminalSafe.escape(path, maxLength: 1_000)
  }
}
