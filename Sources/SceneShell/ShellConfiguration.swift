import SceneRuntime

/// How a shell session runs, decided from the command line and the terminal.
package struct ShellConfiguration: Sendable {
  /// SceneShell's own version, whatever program is built with it.
  package static let version = "0.2.0"

  /// The program the shell is: its name in errors and recordings, its options.
  package var program = ShellProgram.scenesh

  /// Where commands come from: a terminal with line editing, or lines read from a pipe or file.
  package var isInteractive: Bool
  /// The name used in error locations: `<stdin>` or the script's path; nil at a terminal.
  package var inputName: String?
  package var colorEnabled: Bool
  package var clockMode: SceneClock.Mode
  /// `--data-url`: the server scenes read from instead of the embedded fixtures.
  package var dataURL: String?
  /// `--answers`, `--record-answers`: see `SceneCatalog.Context`.
  package var answers: [String] = []
  package var recordAnswers: String?
  /// `--bail`: stop at the first command that fails.
  package var bail = false
  /// `--fail-on-alert`: a command that ends in the scene's own alert fails.
  package var failOnAlert = false
  /// `--rules fail`: a command during which a pattern's rule was broken fails.
  package var failsOnRules = false
  /// `--timeline-size N|SIZE`: how many states the timeline keeps.
  package var timelineSize = TimelineSize.standard
  /// `--hide`: fields hidden from the start.
  package var hidden: [String] = []
  /// `--echo`: print each command before its output.
  package var echo = false
  /// `--json`: one JSON object per event instead of text.
  package var json = false
  /// Turned off only by `scenesh-bench` (and the tests that keep it honest): commands run with
  /// no hop recorded (no `trace`, stepping or causes), to measure what recording costs whole,
  /// its asynchronous side included, which `CostLedger`'s phases cannot attribute. No option
  /// turns it off.
  package var recordsHops = true
  /// Turned off only by `scenesh-bench`, likewise: the view still observes the state and
  /// consumes events, but diffs, prints and keeps nothing of what changed.
  package var printsChanges = true
  /// On only in the test that compares the two, and in `scenesh-bench`: the timeline keeps a
  /// whole copy of every state, as it did before it kept changes.
  package var timelineStoresCopies = false

  package init(
    isInteractive: Bool, inputName: String?, colorEnabled: Bool, clockMode: SceneClock.Mode,
    dataURL: String? = nil
  ) {
    self.isInteractive = isInteractive
    self.inputName = inputName
    self.colorEnabled = colorEnabled
    self.clockMode = clockMode
    self.dataURL = dataURL
  }
}
