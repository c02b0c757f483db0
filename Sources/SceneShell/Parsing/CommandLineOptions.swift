import Foundation
import SceneRuntime

/// scenesh's command line, parsed.
public struct CommandLineOptions: Equatable, Sendable {
  public var showHelp = false
  public var showVersion = false
  public var noColor = false
  /// `--clock real|virtual`; by default real at a terminal, virtual in scripts.
  public var clockMode: SceneClock.Mode?
  /// `--data-url URL`: read users, posts and the image from a jsonplaceholder-shaped server.
  public var dataURL: String?
  public var scriptPath: String?

  public static let usage =
    "usage: scenesh [--help] [--version] [--no-color] [--clock real|virtual] [--data-url URL] [FILE]"

  public static let help = """
    scenesh — a shell that hosts VIP / Observable VIP / MVI scenes headless and prints every \
    change of their display state.

    \(usage)

      FILE              run the commands in FILE, as if piped to stdin
      --no-color        never colour the output (NO_COLOR in the environment does the same)
      --clock MODE      'real' (default at a terminal) or 'virtual' (default in scripts: time
                        moves only with 'wait', so scripts run instantly and identically)
      --data-url URL    read from a jsonplaceholder-shaped server (/users, /users/ID,
                        /posts?userId=ID, /images/root.png) instead of the embedded data
      --version         print the version and exit
      --help            print this help and exit

    At a terminal: line editing, history in ~/.scenesh_history (SCENESH_HISTORY overrides),
    Tab completion. Piped or from FILE: one command per line, '#' starts a comment; the exit
    status is 1 if any command failed. Type 'help' inside the shell for its commands.
    """

  private static let flags = ["--help", "-h", "--version", "--no-color"]
  private static let valued = ["--clock", "--data-url"]

  public init() {}

  public static func parse(_ arguments: [String]) throws(CommandLineError) -> CommandLineOptions {
    var options = CommandLineOptions()
    var remaining = arguments[...]
    var onlyOperands = false
    while let argument = remaining.popFirst() {
      guard !onlyOperands, argument.hasPrefix("-"), argument != "-" else {
        guard options.scriptPath == nil else { throw .extraOperand(argument) }
        options.scriptPath = argument
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
      case "--": onlyOperands = true
      default:
        throw .unknownOption(
          argument, suggestion: Suggestion.closest(to: name, among: flags + valued))
      }
    }
    return options
  }

  private mutating func set(_ name: String, to value: String) throws(CommandLineError) {
    switch name {
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
public enum CommandLineError: Error, Equatable, CustomStringConvertible {
  case unknownOption(String, suggestion: String?)
  case missingValue(String)
  case invalidValue(String, String, expected: String)
  case extraOperand(String)

  public var description: String {
    switch self {
    case .unknownOption(let option, let suggestion):
      "unknown option '\(option)'" + (suggestion.map { "; did you mean '\($0)'?" } ?? "")
    case .missingValue(let option):
      "\(option) needs a value"
    case .invalidValue(let option, let value, let expected):
      "\(option) must be \(expected), not '\(value)'"
    case .extraOperand(let operand):
      "only one FILE can be given; unexpected '\(operand)'"
    }
  }
}
