import SceneRuntime

/// How a shell session runs, decided from the command line and the terminal.
public struct ShellConfiguration: Sendable {
  public static let version = "0.1.0"

  /// Where commands come from: a terminal with line editing, or lines read from a pipe or file.
  public var isInteractive: Bool
  /// The name used in error locations: `<stdin>` or the script's path; nil at a terminal.
  public var inputName: String?
  public var colorEnabled: Bool
  public var clockMode: SceneClock.Mode
  /// `--data-url`: the server scenes read from instead of the embedded fixtures.
  public var dataURL: String?
  /// `--bail`: stop at the first command that fails.
  public var bail = false
  /// `--echo`: print each command before its output.
  public var echo = false
  /// `--json`: one JSON object per event instead of text.
  public var json = false

  public init(
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
