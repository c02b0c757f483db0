/// `scenesh [--help] [--version] [--no-color] [FILE]`, parsed.
public struct CommandLineOptions: Equatable, Sendable {
  public var showHelp = false
  public var showVersion = false
  public var noColor = false
  public var scriptPath: String?

  public static let usage = "usage: scenesh [--help] [--version] [--no-color] [FILE]"

  public static let help = """
    scenesh — a shell that hosts VIP / Observable VIP / MVI scenes headless and prints every \
    change of their display state.

    \(usage)

      FILE         run the commands in FILE, as if piped to stdin
      --no-color   never colour the output (NO_COLOR in the environment does the same)
      --version    print the version and exit
      --help       print this help and exit

    At a terminal: line editing, history in ~/.scenesh_history (SCENESH_HISTORY overrides),
    Tab completion. Piped or from FILE: one command per line, '#' starts a comment; the exit
    status is 1 if any command failed. Type 'help' inside the shell for its commands.
    """

  public init() {}

  public static func parse(_ arguments: [String]) throws(CommandLineError) -> CommandLineOptions {
    var options = CommandLineOptions()
    var onlyOperands = false
    for argument in arguments {
      if !onlyOperands && argument.hasPrefix("-") && argument != "-" {
        switch argument {
        case "--help", "-h": options.showHelp = true
        case "--version": options.showVersion = true
        case "--no-color": options.noColor = true
        case "--": onlyOperands = true
        default:
          let known = ["--help", "--version", "--no-color"]
          throw .unknownOption(argument, suggestion: Suggestion.closest(to: argument, among: known))
        }
      } else if options.scriptPath == nil {
        options.scriptPath = argument
      } else {
        throw .extraOperand(argument)
      }
    }
    return options
  }
}

/// A command line scenesh cannot run.
public enum CommandLineError: Error, Equatable, CustomStringConvertible {
  case unknownOption(String, suggestion: String?)
  case extraOperand(String)

  public var description: String {
    switch self {
    case .unknownOption(let option, let suggestion):
      "unknown option '\(option)'" + (suggestion.map { "; did you mean '\($0)'?" } ?? "")
    case .extraOperand(let operand):
      "only one FILE can be given; unexpected '\(operand)'"
    }
  }
}
