import SceneRuntime

/// What `help`, `help COMMAND`, `intents` and `state` print.
extension Shell {
  func printHelp() {
    console.print("Shell commands:")
    for command in BuiltinCommand.all {
      console.print(Self.helpRow(command.usage, command.summary))
    }
    printIntents()
    console.print("Type 'help COMMAND' for more about one command.", style: .dim)
  }

  func printHelp(for topic: String) throws(ShellError) {
    if let command = BuiltinCommand.all.first(where: { $0.names.contains(topic) }) {
      console.print("usage: \(command.usage)")
      console.print(command.summary)
      if !command.aliases.isEmpty {
        console.print("also: \(command.aliases.joined(separator: ", "))")
      }
    } else if let intent = currentIntents.first(where: { $0.name == topic }) {
      console.print("usage: \(intent.usage)")
      console.print(intent.summary)
      if let details = intent.details {
        details.split(separator: "\n", omittingEmptySubsequences: false).forEach {
          console.print(String($0))
        }
      }
    } else {
      throw .unknownHelpTopic(
        topic, suggestion: Suggestion.closest(to: topic, among: commandNames))
    }
  }

  func printIntents() {
    guard let view = stack.current else { return }
    console.print("Intents of '\(view.scene.title)':")
    for intent in view.scene.intents {
      console.print(Self.helpRow(intent.usage, intent.summary))
    }
    guard !catalog.commands.isEmpty else { return }
    console.print("Host commands (any scene):")
    for command in catalog.commands {
      console.print(Self.helpRow(command.usage, command.summary))
    }
  }

  func printState() {
    stack.current?.dumpState().forEach { console.print($0) }
  }

  private static func helpRow(_ usage: String, _ summary: String) -> String {
    "  \(usage.padding(to: 22))  \(summary)"
  }
}
