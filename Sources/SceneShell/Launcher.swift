import Glibc
import LineEditing
import SceneRuntime
import StateDiff

/// Turns a command line and the process's environment into a running shell.
@MainActor
package enum Launcher {
  /// Runs `program` and returns its exit status: 0 success, 1 a command failed, 2 bad usage
  /// or a catalog the shell cannot host; a crash in scene code ends the process with 3
  /// (`CrashReport`).
  package static func run(
    _ program: ShellProgram = .scenesh,
    arguments: [String],
    environment: (String) -> String?,
    catalog: @escaping @MainActor (SceneCatalog.Context) -> SceneCatalog
  ) async -> Int32 {
    let options: CommandLineOptions
    do {
      options = try CommandLineOptions.parse(arguments, program: program)
    } catch {
      writeError("\(program.name): error: \(error)\n\(CommandLineOptions.usage(program))\n")
      return 2
    }
    if options.showHelp { return writeOutput(CommandLineOptions.help(program) + "\n", program) }
    if options.showVersion { return writeOutput("\(program.name) \(program.version)\n", program) }
    // Before any scene exists: a formatter keeps the locale it was made with.
    if let locale = options.locale { SceneLocale.choose(locale) }
    // Answer files are read as the server will read them, so that a missing folder or a file
    // that is no HAR stops here, with the reason, rather than at the first request.
    for (option, check) in [
      ("--answers", { try AnswerSourcePath.check(options.answers) }),
      ("--record-answers", { _ = try options.recordAnswers.map(AnswerRecorder.init(path:)) }),
    ] as [(String, () throws -> Void)] {
      do {
        try check()
      } catch {
        writeError("\(program.name): error: \(option): \(error)\n")
        return 2
      }
    }
    if options.check {
      // Each script in a process of its own, run with the same flags, as `PROGRAM < FILE`.
      let scripts = Set(options.scriptPaths)
      let flags = arguments.filter { $0 != "--check" && $0 != "--update" && !scripts.contains($0) }
      return await ScriptChecker(
        program: program, options: options, catalog: catalog, childArguments: flags
      ).run()
    }
    let colorEnabled =
      !options.noColor && environment("NO_COLOR").map(\.isEmpty) != false
      && Terminal.isTerminal(STDOUT_FILENO)
    // From here on what the scenes print is taken (`SceneOutput`); the shell writes to copies
    // of the original descriptors.
    let descriptors = SceneOutput.capture() ?? (STDOUT_FILENO, STDERR_FILENO)
    errorDescriptor = descriptors.error
    guard
      let (reader, madeConfiguration) = makeReader(
        program: program, options: options, environment: environment,
        colorEnabled: colorEnabled, output: descriptors.output, error: descriptors.error)
    else { return 2 }
    var configuration = madeConfiguration
    configuration.program = program
    configuration.clockMode = options.clockMode ?? configuration.clockMode
    configuration.dataURL = options.dataURL
    configuration.answers = options.answers
    configuration.recordAnswers = options.recordAnswers
    configuration.bail = options.bail
    configuration.failOnAlert = options.failOnAlert
    configuration.failsOnRules = options.failsOnRules
    configuration.timelineSize = options.timelineSize ?? configuration.timelineSize
    configuration.hidden = options.hidden
    configuration.echo = options.echo
    configuration.json = options.json
    let shell = Shell(configuration: configuration, reader: reader, catalog: catalog)
    CrashReport.install(program: program.name, errorDescriptor: descriptors.error) {
      [weak shell] in shell?.crashDetails() ?? ""
    }
    let status = await shell.run()
    SceneOutput.stop()
    return status
  }

  private static func makeReader(
    program: ShellProgram, options: CommandLineOptions, environment: (String) -> String?,
    colorEnabled: Bool, output: Int32, error: Int32
  ) -> (any LineReader, ShellConfiguration)? {
    let piped = { (input: Int32) in
      PipedLineReader(fileDescriptor: input, outputDescriptor: output, errorDescriptor: error)
    }
    if let commands = options.commands {
      guard let descriptor = pipeCommands(commands, program: program) else { return nil }
      return (
        piped(descriptor),
        ShellConfiguration(
          isInteractive: false, inputName: "-c", colorEnabled: colorEnabled, clockMode: .virtual)
      )
    }
    if let path = options.scriptPath {
      guard let descriptor = openScript(path, program: program) else { return nil }
      return (
        piped(descriptor),
        ShellConfiguration(
          isInteractive: false, inputName: path, colorEnabled: colorEnabled, clockMode: .virtual)
      )
    }
    if Terminal.isTerminal(STDIN_FILENO) {
      return (
        EditlineReader(
          historyPath: historyPath(program, environment), historyLimit: 1000,
          input: STDIN_FILENO, output: output, error: error),
        ShellConfiguration(
          isInteractive: true, inputName: nil, colorEnabled: colorEnabled, clockMode: .real)
      )
    }
    return (
      piped(STDIN_FILENO),
      ShellConfiguration(
        isInteractive: false, inputName: "<stdin>", colorEnabled: colorEnabled,
        clockMode: .virtual)
    )
  }

  /// `NAME_HISTORY`, else `~/.NAME_history`; none when there is no home to put it in.
  private static func historyPath(
    _ program: ShellProgram, _ environment: (String) -> String?
  ) -> String? {
    if let path = environment(program.historyVariable), !path.isEmpty { return path }
    guard let home = environment("HOME"), !home.isEmpty else { return nil }
    return (home.hasSuffix("/") ? home : home + "/") + program.historyFileName
  }

  /// `-c 'fetch; select 2'`: one command per `;` (outside quotes), fed through a pipe so they
  /// are read like any script.
  private static func pipeCommands(_ commands: String, program: ShellProgram) -> Int32? {
    var text = ""
    var quote: Character?
    for character in commands {
      if let open = quote, character == open {
        quote = nil
      } else if quote == nil, character == "\"" || character == "'" {
        quote = character
      } else if quote == nil, character == ";" {
        text.append("\n")
        continue
      }
      text.append(character)
    }
    text.append("\n")
    var ends: [Int32] = [-1, -1]
    // The whole text is written before anything reads it, so it must fit the pipe's buffer.
    guard text.utf8.count < 60_000, pipe(&ends) == 0 else {
      writeError("\(program.name): error: -c COMMANDS is too long; put them in a FILE\n")
      return nil
    }
    var bytes = Array(text.utf8)
    _ = bytes.withUnsafeMutableBytes { write(ends[1], $0.baseAddress, $0.count) }
    close(ends[1])
    return ends[0]
  }

  private static func openScript(_ path: String, program: ShellProgram) -> Int32? {
    do {
      return try ScriptFile.open(path)
    } catch {
      writeError("\(program.name): " + ErrorMessage.render(error) + "\n")
      return nil
    }
  }

  /// `--help`, `--version`: 0 once written, else 1 and why (`--help > /dev/full`).
  private static func writeOutput(_ text: String, _ program: ShellProgram) -> Int32 {
    let output = PipedLineReader(fileDescriptor: STDIN_FILENO)
    output.write(text, to: .standardOutput)
    guard let failure = output.outputFailure else { return 0 }
    writeError("\(program.name): " + ErrorMessage.render(ShellError(failure)) + "\n")
    return 1
  }

  /// Where the launcher's own errors go: the shell's stderr, once `SceneOutput` holds 2.
  private static var errorDescriptor = STDERR_FILENO

  private static func writeError(_ text: String) {
    // A path or an option the user typed may carry control bytes: escaped, as all output is.
    var bytes = Array(TerminalSafe.lines(text).utf8)
    _ = bytes.withUnsafeMutableBytes { write(errorDescriptor, $0.baseAddress, $0.count) }
  }
}
