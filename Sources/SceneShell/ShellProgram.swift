/// Who the shell is when a host runs it: the name and version its `--help`, `--version`,
/// errors and recordings show, and the options it offers.
///
/// ```swift
/// let program = ShellProgram(
///   name: "book-search", version: "1.0.0",
///   summary: "hosts the BookSearch scenes headless")
/// ```
///
/// `book-search --version` then prints `book-search 1.0.0`.
public struct ShellProgram: Sendable {
  /// The command's name, as users type it.
  public var name: String
  public var version: String
  /// What the program is, in a few words: the first line of `--help`.
  public var summary: String
  /// What `--data-url` reads, for `--help`. Every program takes `--data-url`, `--answers` and
  /// `--record-answers`, handed to the catalog in `SceneCatalog.Context`.
  var dataURLHelp: String
  /// Commands the program runs before any shell (`scenesh host …`): a usage line and its help.
  var subcommands: [(usage: String, help: String)] = []

  /// - Parameters:
  ///   - name: the command's name; also names the history file (`~/.NAME_history`) and the
  ///     variable that overrides it (`NAME_HISTORY`, upper-cased, `-` as `_`).
  ///   - version: what `--version` prints after the name.
  ///   - summary: the first line of `--help`.
  public init(name: String, version: String, summary: String) {
    self.name = name
    self.version = version
    self.summary = summary
    self.dataURLHelp =
      "pass the scenes' own requests (URLSession, any host and path) on to\nthis server: "
      + "https://api.example.com/v2/a.json?k=1 goes to URL/v2/a.json?k=1"
  }

  /// The program with `help` as what `--help` says `--data-url` reads (its server's paths,
  /// where the host's scenes read more than their own requests).
  public func acceptingDataURL(_ help: String) -> ShellProgram {
    var program = self
    program.dataURLHelp = help
    return program
  }

  /// The history file's name in the home folder.
  var historyFileName: String { ".\(name)_history" }

  /// The environment variable that names another history file.
  var historyVariable: String {
    name.uppercased().map { $0.isLetter || $0.isNumber ? String($0) : "_" }.joined()
      + "_HISTORY"
  }

  /// SceneShell's own program: the seed scenes.
  package static let scenesh = ShellProgram(
    name: "scenesh", version: "0.2.0",
    summary: "a shell that hosts VIP / Observable VIP / MVI scenes headless and prints every "
      + "change of their display state"
  )
  .acceptingDataURL(
    "read from a jsonplaceholder-shaped server (/users, /users/ID,\n"
      + "/posts?userId=ID, /images/root.png) instead of the embedded data; a\n"
      + "scene's own requests to other hosts go to it too, same path and query"
  )
  .offering(
    "host APP_FOLDER [--into DIR] [-- SHELL_ARGUMENTS...]",
    help: "host an app's own scenes: read its folder, build a host package of\n"
      + "generated files (outside the app) and start its shell with\n"
      + "SHELL_ARGUMENTS")

  /// The program with a command it runs before any shell, listed by `--help`.
  package func offering(_ usage: String, help: String) -> ShellProgram {
    var program = self
    program.subcommands.append((usage, help))
    return program
  }
}
