import SceneRuntime

/// What `help`, `help COMMAND`, `intents` and `state` print.
extension Shell {
  func printHelp() {
    let builtins = BuiltinCommand.all.map { (forms: $0.forms, summary: $0.summary) }
    HelpTable.lines([(title: "Shell commands:", entries: builtins)] + intentSections)
      .forEach { console.print($0) }
    console.print("Type 'help COMMAND' for more about one command.", style: .dim)
  }

  func printHelp(for topic: String) throws(ShellError) {
    if let command = BuiltinCommand.named(topic) {
      command.forms.forEach { console.print("usage: \($0)") }
      HelpTable.wrap(command.summary, width: HelpTable.width).forEach { console.print($0) }
      if !command.aliases.isEmpty {
        console.print("also: \(command.aliases.joined(separator: ", "))")
      }
      console.print("example: \(command.example)")
    } else if let intent = currentIntent(named: topic) {
      intent.forms.forEach { console.print("usage: \($0)") }
      HelpTable.wrap(intent.summary, width: HelpTable.width).forEach { console.print($0) }
      if let details = intent.details {
        details.split(separator: "\n", omittingEmptySubsequences: false).forEach {
          console.print(String($0))
        }
      }
      console.print("example: \(intent.example)")
    } else {
      throw .unknownHelpTopic(
        topic, suggestion: Suggestion.closest(to: topic, among: commandNames))
    }
  }

  func printIntents() {
    HelpTable.lines(intentSections).forEach { console.print($0) }
  }

  /// The current scene's intents, then the host's commands (when it has any).
  private var intentSections: [(title: String, entries: [HelpTable.Entry])] {
    guard let view = stack.current else { return [] }
    let intents = view.scene.intents.map { (forms: $0.forms, summary: $0.summary) }
    let host = catalog.commands.map { (forms: $0.forms, summary: $0.summary) }
    return [(title: "Intents of '\(view.scene.title)':", entries: intents)]
      + (host.isEmpty ? [] : [(title: "Host commands (any scene):", entries: host)])
  }

  /// `state`: every field; `state PATH`: the value at PATH (`displayedUsers[0]`,
  /// `rows.count`). A list prints a line per element, at most `SceneView.listLines`, as a diff
  /// does.
  func printState(at path: String = "") throws(ShellError) {
    guard let view = stack.current else { return }
    guard !path.isEmpty else {
      view.dumpState().forEach { console.print($0) }
      return
    }
    let statePath = try StatePath(path)
    let value = try statePath.resolve(in: view.scene.readState())
    SceneView.dump(name: path, value).forEach { console.print($0) }
  }
}
