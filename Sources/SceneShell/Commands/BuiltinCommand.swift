/// A command the shell itself provides, whatever the scene: `help`, `state`, `quit`.
@MainActor
struct BuiltinCommand {
  /// What the user typed after the command's name: as words, and as raw text for commands
  /// whose argument is itself an expression (`expect route userDetail(userId: 3, …)`).
  struct Invocation {
    let words: [String]
    let text: String
    /// Where the command was read (`script.scenesh:4`), for commands that read files.
    let location: String?
  }

  let name: String
  let aliases: [String]
  /// The ways to write it, one per line of `help` (`consume auto|manual`, `consume [NAME]`).
  let forms: [String]
  let summary: String
  /// A line `help NAME` shows as an example.
  let example: String
  /// What Tab offers for its arguments.
  let completes: ArgumentCompletion
  let run: @MainActor (Shell, Invocation) async throws(ShellError) -> Void

  /// `usage` is the command's one form (its name when nil); `forms` lists several instead.
  init(
    _ name: String,
    aliases: [String] = [],
    usage: String? = nil,
    forms: [String]? = nil,
    summary: String,
    example: String? = nil,
    completes: ArgumentCompletion = .none,
    run: @escaping @MainActor (Shell, Invocation) async throws(ShellError) -> Void
  ) {
    self.name = name
    self.aliases = aliases
    self.forms = forms ?? [usage ?? name]
    self.summary = summary
    self.example = example ?? name
    self.completes = completes
    self.run = run
  }

  var names: [String] { [name] + aliases }

  /// The one argument of a command that takes exactly one.
  static func onlyArgument(
    _ words: [String], command: String, argument: String, usage: String
  ) throws(ShellError) -> String {
    guard let word = words.first else {
      throw .missingArgument(command: command, argument: argument, usage: usage)
    }
    guard words.count == 1 else {
      throw .unexpectedArgument(command: command, argument: words[1], usage: usage)
    }
    return word
  }

  /// A command that takes no arguments (and says so when given some).
  static func withoutArguments(
    _ name: String,
    aliases: [String] = [],
    summary: String,
    run: @escaping @MainActor (Shell) async throws(ShellError) -> Void
  ) -> BuiltinCommand {
    BuiltinCommand(name, aliases: aliases, summary: summary, example: name) {
      shell, invocation throws(ShellError) in
      try expectNoArguments(invocation.words, command: name)
      try await run(shell)
    }
  }

  /// Rejects arguments for commands that take none.
  static func expectNoArguments(_ words: [String], command: String) throws(ShellError) {
    guard let first = words.first else { return }
    throw .unexpectedArgument(command: command, argument: first, usage: command)
  }
}
