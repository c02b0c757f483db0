/// The shell's own commands, in the order `help` lists them.
extension BuiltinCommand {
  static let all: [BuiltinCommand] = [help, intents, state, quit]

  static let help = BuiltinCommand(
    "help", usage: "help [COMMAND]", summary: "List commands, or show how to use one."
  ) { shell, words throws(ShellError) in
    switch words.count {
    case 0: shell.printHelp()
    case 1: try shell.printHelp(for: words[0])
    default:
      throw .unexpectedArgument(command: "help", argument: words[1], usage: "help [COMMAND]")
    }
  }

  static let intents = BuiltinCommand(
    "intents", summary: "List the current scene's intents with their arguments."
  ) { shell, words throws(ShellError) in
    try expectNoArguments(words, command: "intents")
    shell.printIntents()
  }

  static let state = BuiltinCommand(
    "state", summary: "Print the whole state the current scene's view shows."
  ) { shell, words throws(ShellError) in
    try expectNoArguments(words, command: "state")
    shell.printState()
  }

  static let quit = BuiltinCommand(
    "quit", aliases: ["exit"], summary: "Leave the shell (Ctrl-D does too)."
  ) { shell, words throws(ShellError) in
    try expectNoArguments(words, command: "quit")
    shell.quit()
  }
}
