import Foundation
import SceneRuntime

/// A shell program's command line, parsed.
struct CommandLineOptions: Equatable, Sendable {
  var showHelp = false
  var showVersion = false
  var noColor = false
  /// `--clock real|virtual`; by default real at a terminal, virtual in scripts.
  var clockMode: SceneClock.Mode?
  /// `--data-url URL`: the server the scenes' own requests are passed on to (and the built-in
  /// scenes' data read from).
  var dataURL: String?
  /// `--answers PATH`, each time given: folders of answer files and HAR files.
  var answers: [String] = []
  /// `--record-answers DIR`: where the answers a server or the example data gives are written.
  var recordAnswers: String?
  /// FILE operands: one script to run, or with `--check` the scripts to check.
  var scriptPaths: [String] = []
  /// `--check`: run each script and compare its output with `FILE.expected`.
  var check = false
  /// `--update` (with `--check`): rewrite `FILE.expected` instead of comparing.
  var update = false
  /// `--bail`: stop at the first failed command.
  var bail = false
  /// `--fail-on-alert`: a command that ends in the scene's own alert fails.
  var failOnAlert = false
  /// `--rules fail`: a broken rule fails its command; `--rules warn` (the default) prints it.
  var failsOnRules = false
  /// `--timeline-size N|SIZE`: how many states the timeline keeps.
  var timelineSize: TimelineSize?
  /// `--hide FIELD[,FIELD…]`: fields whose values never print.
  var hidden: [String] = []
  /// `--echo`: print each command before its output.
  var echo = false
  /// `--json`: print one JSON object per event (command, change, note, route, alert, error,
  /// output) instead of text.
  var json = false
  /// `-c 'fetch; select 2'`: run these commands instead of reading input.
  var commands: String?
  /// `--locale ID`: the locale scene code formats with (`SceneLocale`); en_US when not given.
  var locale: String?

  var scriptPath: String? { scriptPaths.first }

  /// The usage lines, naming `program` and offering only its options.
  static func usage(_ program: ShellProgram) -> String {
    let name = program.name
    let indent = String(repeating: " ", count: name.count)
    return """
      usage: \(name) [--no-color] [--clock real|virtual] [--bail] [--fail-on-alert]
             \(indent) [--rules warn|fail] [--echo] [--json] [--timeline-size N|SIZE]
             \(indent) [--hide FIELD,...] [--locale ID] [--answers PATH]...
             \(indent) [--data-url URL] [--record-answers DIR]
             \(indent) [-c COMMANDS | FILE]
             \(name) --check [--update] FILE...
      \(program.subcommands.map { "       \(name) \($0.usage)\n" }.joined())\
             \(name) --help | --version
      """
  }

  /// `--help`: what the program is, its usage and every option it offers.
  static func help(_ program: ShellProgram) -> String {
    let dataURL = program.dataURLHelp.split(separator: "\n").joined(
      separator: "\n" + String(repeating: " ", count: 20))
    return """
      \(program.name) — \(program.summary).

      \(usage(program))

        FILE              run the commands in FILE, as if piped to stdin
        -c COMMANDS       run COMMANDS, separated by ';' (e.g. -c 'fetch; select 2')
        --bail            stop at the first command that fails (exit status 1)
        --fail-on-alert   a command that ends in the scene's own alert fails (exit status 1)
        --rules warn|fail a pattern's rule broken prints a warning (warn, default), or also
                          fails its command (fail: exit status 1, the rule on stderr)
        --timeline-size N|SIZE
                          keep the last N states for 'timeline', 'show', 'diff', 'restore',
                          or as many as fit in SIZE (64MB, 1GB; default 64MB)
        --hide FIELD,...  print these fields' values as <hidden> everywhere (as 'hide' does)
        --locale ID       the locale scene code formats amounts and dates with, as a device's
                          Region setting (de_DE, id_ID; default en_US, the same on every machine)
        --echo            print each command before its output
        --json            one JSON object per line for every event
        --check FILE...   run each script and compare its output with FILE.expected; a
                          mismatch prints a unified diff and the exit status is 1
        --update          with --check: write FILE.expected from the run instead
        --no-color        never colour the output (NO_COLOR in the environment does the same)
        --clock MODE      'real' (default at a terminal) or 'virtual' (default in scripts: time
                          moves only with 'wait', so scripts run instantly and identically)
        --answers PATH    answer the scenes' own requests (URLSession) from PATH: a folder of
                          answer files laid out by host and path (PATH/HOST/v2/home.json), or
                          a HAR file; give it again for more; before the server and the data
        --data-url URL    \(dataURL)
        --record-answers DIR
                          write each answer the server (--data-url) or the example data gives
                          into DIR, as --answers reads it: replay the session offline
        --version         print the version and exit
        --help            print this help and exit
      \(program.subcommands.map { "\n  \(program.name) \($0.usage)\n" + Self.indented($0.help) }.joined())

      At a terminal: line editing, Tab completion, history in ~/\(program.historyFileName)
      (\(program.historyVariable) overrides). Piped or from FILE: one command per line, '#'
      starts a comment. Exit status: 0 when every command ran and every 'expect' held, 1 when
      one did not (each says why on stderr as FILE:LINE: …), 2 for a bad command line. A
      scene's alert is its behaviour, not a failure, unless --fail-on-alert. Type 'help' inside
      the shell for its commands. Built with SceneShell \(ShellConfiguration.version).
      """
  }

  /// `text`'s lines under a subcommand's usage line, as the options' help is indented.
  private static func indented(_ text: String) -> String {
    text.split(separator: "\n").map { String(repeating: " ", count: 20) + $0 }.joined(
      separator: "\n")
  }

  private static let flags = [
    "--help", "-h", "--version", "--no-color", "--check", "--update", "--bail", "--echo",
    "--json", "--fail-on-alert",
  ]
  private static let valued = [
    "--clock", "--data-url", "-c", "--timeline-size", "--hide", "--rules", "--locale",
    "--answers", "--record-answers",
  ]

  init() {}

  /// Parses `arguments` (without the program's name) as `program`'s command line.
  static func parse(
    _ arguments: [String], program: ShellProgram = .scenesh
  ) throws(CommandLineError) -> CommandLineOptions {
    var options = CommandLineOptions()
    var remaining = arguments[...]
    var onlyOperands = false
    while let argument = remaining.popFirst() {
      guard !onlyOperands, argument.hasPrefix("-"), argument != "-" else {
        options.scriptPaths.append(argument)
        continue
      }
      let (name, inlineValue) = split(argument)
      if valued.contains(name) {
        guard let value = inlineValue ?? remaining.popFirst() else {
          throw .missingValue(name)
        }
        try options.set(name, to: value)
        continue
      }
      switch argument {
      case "--help", "-h": options.showHelp = true
      case "--version": options.showVersion = true
      case "--no-color": options.noColor = true
      case "--check": options.check = true
      case "--update": options.update = true
      case "--bail": options.bail = true
      case "--fail-on-alert": options.failOnAlert = true
      case "--echo": options.echo = true
      case "--json": options.json = true
      case "--": onlyOperands = true
      default:
        throw .unknownOption(
          argument, suggestion: Suggestion.closest(to: name, among: flags + valued))
      }
    }
    try options.validate()
    return options
  }

  private func validate() throws(CommandLineError) {
    if update && !check { throw .conflict("--update only goes with --check") }
    if check {
      guard !scriptPaths.isEmpty else { throw .conflict("--check needs at least one FILE") }
      if commands != nil { throw .conflict("-c and --check cannot be combined") }
    } else {
      if scriptPaths.count > 1 { throw .extraOperand(scriptPaths[1]) }
      if commands != nil && !scriptPaths.isEmpty {
        throw .conflict("give either -c COMMANDS or a FILE, not both")
      }
    }
  }

  private mutating func set(_ name: String, to value: String) throws(CommandLineError) {
    switch name {
    case "-c":
      commands = value
    case "--rules":
      switch value {
      case "warn": failsOnRules = false
      case "fail": failsOnRules = true
      default: throw .invalidValue(name, value, expected: "warn or fail")
      }
    case "--hide":
      let fields = value.split(separator: ",").map(String.init)
      guard !fields.isEmpty, fields.allSatisfy({ Redaction.field(named: $0) != nil }) else {
        throw .invalidValue(name, value, expected: "field names such as DisplayedUser.emailLabel")
      }
      hidden += fields.compactMap(Redaction.field(named:))
    case "--timeline-size":
      guard let size = TimelineSize(value) else {
        throw .invalidValue(
          name, value,
          expected: "a number of entries from 1 to 1000000, or a size from 64KB to 16GB")
      }
      timelineSize = size
    case "--locale":
      guard let identifier = SceneLocale.knownIdentifier(value) else {
        throw .invalidValue(name, value, expected: "a locale ICU knows, such as en_US or id_ID")
      }
      locale = identifier
    case "--answers":
      guard !value.isEmpty else {
        throw .invalidValue(name, value, expected: "a folder of answers or a HAR file")
      }
      answers.append(value)
    case "--record-answers":
      guard !value.isEmpty else { throw .invalidValue(name, value, expected: "a folder") }
      recordAnswers = value
    case "--clock":
      guard let mode = SceneClock.Mode(rawValue: value) else {
        throw .invalidValue(name, value, expected: "'real' or 'virtual'")
      }
      clockMode = mode
    default:
      let url = URL(string: value)
      guard url?.scheme == "http" || url?.scheme == "https", url?.host != nil else {
        throw .invalidValue(name, value, expected: "an http:// or https:// URL")
      }
      dataURL = value
    }
  }

  /// `--clock=virtual` → ("--clock", "virtual").
  private static func split(_ argument: String) -> (String, String?) {
    guard let equals = argument.firstIndex(of: "=") else { return (argument, nil) }
    return (String(argument[..<equals]), String(argument[argument.index(after: equals)...]))
  }
}

/// A command line scenesh cannot run.
enum CommandLineError: Error, Equatable, CustomStringConvertible {
  case unknownOption(String, suggestion: String?)
  case missingValue(String)
  case invalidValue(String, String, expected: String)
  case extraOperand(String)
  case conflict(String)

  var description: String {
    switch self {
    case .unknownOption(let option, let suggestion):
      "unknown option '\(option)'" + (suggestion.map { "; did you mean '\($0)'?" } ?? "")
    case .missingValue(let option):
      "\(option) needs a value"
    case .invalidValue(let option, let value, let expected):
      "\(option) must be \(expected), not '\(value)'"
    case .extraOperand(let operand):
      "only one FILE can be given (use --check for several); unexpected '\(operand)'"
    case .conflict(let reason):
      reason
    }
  }
}
