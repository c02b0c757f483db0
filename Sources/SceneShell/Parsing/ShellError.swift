/// Everything a user can get wrong at the prompt or in a script. Thrown by the parsers and the
/// commands; rendered in one place (`ErrorMessage`) as a one-line error.
enum ShellError: Error, Equatable {
  case unknownCommand(String, suggestion: String?)
  case missingArgument(command: String, argument: String, usage: String)
  case unexpectedArgument(command: String, argument: String, usage: String)
  case invalidArgument(
    command: String, argument: String, value: String, expected: String, usage: String)
  case unterminatedQuote
  case lineTooLong(bytes: Int, limit: Int)
  /// Input with no line break in its first `bytes` bytes: a device or a binary file.
  case noLineBreaks(bytes: Int)
  case tooManyTimers(limit: Int, at: String)
  /// `what` says what the sequence is instead, when it is a code point but no character.
  case invalidEscape(String, what: String = "not an escape")
  case unknownHelpTopic(String, suggestion: String?)
  case unknownScene(String, suggestion: String?)
  /// A write to stdout or stderr failed: the session ends, since CI reads what it prints.
  case outputFailed(isStandardError: Bool, reason: String)
  /// The input (a script, stdin) failed mid-way: the rest is not run.
  case readFailed(reason: String)
  /// `cancel N` of a number that is no live task (the live ones are listed).
  case noSuchTask(String, live: [Int])
  /// `open NAME` of a scene that only a router opens.
  case routedScene(String, reachedBy: String)
  case cannotGoBack(scene: String)
  case cannotRead(path: String, reason: String)
  case cannotWrite(path: String, reason: String)
  /// `--check` could not start the process a script runs in.
  case cannotRun(path: String, reason: String)
  /// `--check`: scripts whose scene code crashed, or whose shell failed (each `CRASH` above).
  case scriptsCrashed(inScene: Int, inShell: Int)
  /// `--check`: scripts whose transcript differed or could not be made (each `FAIL` above).
  case scriptsFailed(count: Int)
  case sourceTooDeep(path: String)
  case expectationFailed(subject: String, expected: String, actual: String)
  case invalidExpectation(String)
  /// `consume NAME` names no one-time event of the scene.
  case unknownEvent(String, scene: String, suggestion: String?)
  /// `consume [NAME]` with nothing (or not that event) pending.
  case nothingPending(scene: String, event: String?, automatic: Bool)
  /// An intent refused what it was asked (its own one-line reason).
  case intentFailed(command: String, message: String)
  /// A command that would start new work while a stepped intent is held at a hop.
  case stepping(command: String, held: String)
  /// `step` or `continue` with no intent held.
  case notStepping(command: String, stepModeOn: Bool)
  /// `restore N` cannot write the scene's state back.
  case cannotRestore(scene: String, reason: String)
  /// `--fail-on-alert`: the command ended in the scene's own alert.
  case alertShown(title: String, message: String)
  /// With `--rules fail`: the first rule the command broke (`rule one-way: …`).
  case ruleBroken(String)
}
