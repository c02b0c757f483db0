import SceneRuntime
import StateDiff

/// The shell's own commands, in the order `help` lists them.
extension BuiltinCommand {
  static let all: [BuiltinCommand] = [
    help, intents, state, pending, consume, step, continueStepping, trace, timeline, show, diff,
    restore, wait, back, routes, scenes, open, tasks, cancel, rules, expect, source, record,
    history, watch, unwatch, hide, unhide, report, quit,
  ]

  /// The command a name (or alias) calls: looked up once per line typed, so kept by name.
  static func named(_ name: String) -> BuiltinCommand? {
    byName[name]
  }

  private static let byName: [String: BuiltinCommand] = Dictionary(
    all.flatMap { command in command.names.map { ($0, command) } },
    uniquingKeysWith: { first, _ in first })

  static let watch = BuiltinCommand(
    "watch", usage: "watch [PATH…]",
    summary: "Print only the changes under PATH (displayedUsers[id: 3] follows one element).",
    example: "watch displayedUsers[id: 3]",
    completes: .session { shell in [shell.stack.current?.scene.readState().map(\.name) ?? []] }
  ) { shell, invocation throws(ShellError) in
    // Paths, split at blanks outside brackets: `displayedUsers[id: 3]` is one path.
    try shell.watch(StatePath.split(invocation.text))
  }

  static let unwatch = BuiltinCommand(
    "unwatch", usage: "unwatch PATH|all", summary: "Print the changes under PATH again.",
    example: "unwatch all",
    completes: .session { [["all"] + $0.stack.watched.map(\.text)] }
  ) { shell, invocation throws(ShellError) in
    try shell.unwatch(invocation.words)
  }

  static let hide = BuiltinCommand(
    "hide", usage: "hide [FIELD|TYPE.FIELD|PATH]",
    summary: "Show a field's values as <hidden> everywhere from now on (alone: list them).",
    example: "hide DisplayedUser.emailLabel",
    completes: .session { shell in
      [shell.stack.current?.scene.readState().map(\.name) ?? []]
    }
  ) { shell, invocation throws(ShellError) in
    try shell.hide(invocation.words)
  }

  static let unhide = BuiltinCommand(
    "unhide", usage: "unhide FIELD|all", summary: "Show a hidden field's values again.",
    example: "unhide emailLabel",
    completes: .session { [["all"] + $0.console.redaction.fields.sorted()] }
  ) { shell, invocation throws(ShellError) in
    try shell.unhide(invocation.words)
  }

  static let report = BuiltinCommand(
    "report", usage: "report FILE",
    summary: "Write the session so far: FILE.md as Markdown (Mermaid), FILE.html as a page (SVG).",
    example: "report session.md", completes: .files(also: [])
  ) { shell, invocation throws(ShellError) in
    try shell.writeReport(invocation.words)
  }

  static let cancel = BuiltinCommand(
    "cancel", usage: "cancel N",
    summary: "Cancel live task N (see 'tasks'); its cancellation chain prints as a tree.",
    example: "cancel 3",
    completes: .session { [$0.tasks.liveTasks.map { String($0.number) }] }
  ) { shell, invocation throws(ShellError) in
    try await shell.cancelTask(invocation.words)
  }

  static let timeline = BuiltinCommand(
    "timeline", usage: "timeline [SCENE]",
    summary: "List every state the views showed, numbered: scene, time, cause, what changed.",
    example: "timeline users",
    completes: .session { [$0.stack.views.map(\.scene.title)] }
  ) { shell, invocation throws(ShellError) in
    try shell.printTimeline(invocation.words)
  }

  static let show = BuiltinCommand(
    "show", usage: "show N", summary: "Print the whole state at timeline entry N.",
    example: "show 3"
  ) { shell, invocation throws(ShellError) in
    try shell.showEntry(invocation.words)
  }

  static let diff = BuiltinCommand(
    "diff", usage: "diff N [M]",
    summary: "Print what changed from entry N to entry M (or to now) of one scene.",
    example: "diff 1 3"
  ) { shell, invocation throws(ShellError) in
    try shell.diffEntries(invocation.words)
  }

  static let restore = BuiltinCommand(
    "restore", usage: "restore N",
    summary: "Put the current scene's view state back to entry N (the interactor keeps its own).",
    example: "restore 1"
  ) { shell, invocation throws(ShellError) in
    try await shell.restore(invocation.words)
  }

  static let help = BuiltinCommand(
    "help", usage: "help [COMMAND]", summary: "List commands, or show how to use one.",
    example: "help wait",
    completes: .session { [$0.commandNames] }
  ) { shell, invocation throws(ShellError) in
    let words = invocation.words
    switch words.count {
    case 0: shell.printHelp()
    case 1: try shell.printHelp(for: words[0])
    default:
      throw .unexpectedArgument(command: "help", argument: words[1], usage: "help [COMMAND]")
    }
  }

  static let intents = BuiltinCommand.withoutArguments(
    "intents", summary: "List the current scene's intents with their arguments."
  ) { shell throws(ShellError) in
    shell.printIntents()
  }

  static let state = BuiltinCommand(
    "state", usage: "state [PATH]",
    summary: "Print the state the current scene's view shows, or its part at PATH.",
    example: "state displayedUsers[0]",
    completes: .session { shell in [shell.stack.current?.scene.readState().map(\.name) ?? []] }
  ) { shell, invocation throws(ShellError) in
    try shell.printState(at: invocation.text.trimmingWhitespace())
  }

  static let pending = BuiltinCommand.withoutArguments(
    "pending", summary: "List the one-time events set in the current scene, not yet consumed."
  ) { shell throws(ShellError) in
    shell.printPending()
  }

  static let consumeForms = ["consume auto|manual", "consume [NAME]"]
  static let consumeUsage = consumeForms.joined(separator: " | ")

  static let consume = BuiltinCommand(
    "consume", forms: consumeForms,
    summary: "Events consumed at once (auto), or kept until 'consume [NAME]' (manual).",
    example: "consume pendingError",
    completes: .session { shell in
      [["auto", "manual"] + (shell.stack.current?.pendingEvents.map(\.name) ?? [])]
    }
  ) { shell, invocation throws(ShellError) in
    try await shell.consume(invocation.words)
  }

  static let step = BuiltinCommand(
    "step", aliases: ["s"], usage: Shell.stepUsage,
    summary: "Walk an intent hop by hop: 'step on', run it, then 'step' (s) for each hop.",
    example: "step on",
    completes: .choices([["on", "off"]])
  ) { shell, invocation throws(ShellError) in
    try await shell.step(invocation.words)
  }

  static let continueStepping = BuiltinCommand.withoutArguments(
    "continue", aliases: ["c"], summary: "Run the intent held by 'step' to its end."
  ) { shell throws(ShellError) in
    try await shell.continueStepping()
  }

  static let trace = BuiltinCommand(
    "trace", usage: Shell.traceUsage,
    summary: "Print the last command's hop tree (--mermaid, --svg FILE: a diagram; on: always).",
    example: "trace --mermaid",
    completes: .choices([["--mermaid", "--svg", "on", "off"]])
  ) { shell, invocation throws(ShellError) in
    try shell.trace(invocation.words)
  }

  static let wait = BuiltinCommand(
    "wait", usage: "wait DURATION",
    summary: "Let scene time pass (500ms, 30s, 2m): timers that fall due fire in order.",
    example: "wait 30s"
  ) { shell, invocation throws(ShellError) in
    let usage = "wait DURATION"
    let word = try onlyArgument(
      invocation.words, command: "wait", argument: "DURATION", usage: usage)
    guard let duration = DurationFormat.parse(word) else {
      throw .invalidArgument(
        command: "wait", argument: "DURATION", value: word,
        expected: "a duration such as 500ms, 30s or 2m (up to a year)", usage: usage)
    }
    try await shell.wait(duration)
  }

  static let back = BuiltinCommand.withoutArguments(
    "back", summary: "Pop the current scene; the one below comes back as it was."
  ) { shell throws(ShellError) in
    try await shell.goBack()
  }

  static let routes = BuiltinCommand.withoutArguments(
    "routes", summary: "Print the navigation stack, first scene first."
  ) { shell throws(ShellError) in
    shell.printRoutes()
  }

  static let scenes = BuiltinCommand.withoutArguments(
    "scenes", summary: "List the scenes 'open' can start directly."
  ) { shell throws(ShellError) in
    shell.printScenes()
  }

  static let open = BuiltinCommand(
    "open", usage: "open SCENE", summary: "Push a scene by name (see 'scenes').",
    example: "open root",
    completes: .session { [$0.catalog.entries.map(\.name)] }
  ) { shell, invocation throws(ShellError) in
    try await shell.open(
      onlyArgument(invocation.words, command: "open", argument: "SCENE", usage: "open SCENE"))
  }

  static let rules = BuiltinCommand(
    "rules", usage: Shell.rulesUsage,
    summary: "List the patterns' rules checked on this scene, and how often each fired.",
    example: "rules off one-way",
    completes: .choices([["on", "off"], Rule.allCases.map(\.name)])
  ) { shell, invocation throws(ShellError) in
    try shell.rulesCommand(invocation.words)
  }

  static let tasks = BuiltinCommand.withoutArguments(
    "tasks", summary: "List the background tasks scenes have running."
  ) { shell throws(ShellError) in
    shell.printTasks()
  }

  static let expect = BuiltinCommand(
    "expect", forms: Expectation.forms,
    summary: "Assert the state, the last route or alert; a mismatch is an error.",
    example: "expect displayedUsers.count == 10",
    completes: .session { shell in
      let fields = shell.stack.current?.scene.readState().map(\.name) ?? []
      return [["route", "alert", "no", "pending"] + fields, ["==", "alert", "none"]]
    }
  ) { shell, invocation throws(ShellError) in
    try Expectation.check(invocation.text, in: shell.stack)
  }

  static let source = BuiltinCommand(
    "source", usage: "source FILE", summary: "Run the commands in FILE here.",
    example: "source examples/userlist.scenesh",
    completes: .files(also: [])
  ) { shell, invocation throws(ShellError) in
    let path = try onlyArgument(
      invocation.words, command: "source", argument: "FILE", usage: "source FILE")
    try await shell.source(path)
  }

  static let record = BuiltinCommand(
    "record", usage: "record [--append] FILE|off",
    summary: "Save the commands you run from now on as a script that replays them.",
    example: "record session.scenesh",
    completes: .files(also: ["off", "--append"])
  ) { shell, invocation throws(ShellError) in
    let usage = "record [--append] FILE|off"
    var words = invocation.words
    let appending = words.first == "--append"
    if appending { words.removeFirst() }
    let target = try onlyArgument(words, command: "record", argument: "FILE", usage: usage)
    if target == "off" && !appending {
      shell.saveRecording()
    } else {
      try shell.startRecording(to: target, appending: appending)
    }
  }

  static let history = BuiltinCommand.withoutArguments(
    "history", summary: "List the commands run in this session."
  ) { shell throws(ShellError) in
    shell.printHistory()
  }

  static let quit = BuiltinCommand.withoutArguments(
    "quit", aliases: ["exit"], summary: "Leave the shell (Ctrl-D does too)."
  ) { shell throws(ShellError) in
    shell.quit()
  }
}
