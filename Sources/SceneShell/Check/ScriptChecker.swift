import Glibc
import LineEditing
import SceneRuntime
import StateDiff

/// `PROGRAM --check FILE...`: runs each script in a fresh shell with its output captured and
/// compares the transcript with the script's expected file (see `ExpectedFile`); with
/// `--update` it writes the expected file instead.
///
/// The report is one line per script (`ok   FILE`, `FAIL FILE` and a unified diff, or
/// `updated FILE` / `unchanged FILE`), then a summary line that CI logs are read for.
@MainActor
struct ScriptChecker {
  private enum Outcome {
    case passed
    case failed
    case crashed
    /// Ended by a failure of the shell itself, not of the scene (exit status 4).
    case shellFailed
    case updated
    case unchanged
  }

  private let program: ShellProgram
  private let options: CommandLineOptions
  private let catalog: @MainActor (SceneCatalog.Context) -> SceneCatalog
  private let output: any LineReader
  /// With the session's own flags (those of `--check` without the scripts), each script runs
  /// in a process of its own, so that one crashing in scene code is reported and the others
  /// still run; nil runs each in this process (tests of the checker, with catalogs of theirs).
  private let childArguments: [String]?

  /// `output` receives the report. The default is a `PipedLineReader` on the standard
  /// descriptors, used only for its writes: they are unbuffered and in call order, so the
  /// report and its error lines interleave as they happened. Nothing is read from it.
  init(
    program: ShellProgram = .scenesh,
    options: CommandLineOptions,
    catalog: @escaping @MainActor (SceneCatalog.Context) -> SceneCatalog,
    output: any LineReader = PipedLineReader(),
    childArguments: [String]? = nil
  ) {
    self.program = program
    self.options = options
    self.catalog = catalog
    self.output = output
    self.childArguments = childArguments
  }

  /// Checks (or updates) every script and returns the exit status: with `--check`, 0 when all
  /// match and 1 otherwise; with `--update`, 0 unless a file could not be read or written.
  func run() async -> Int32 {
    var outcomes: [Outcome] = []
    for path in options.scriptPaths {
      let run = await transcript(of: path)
      guard case .transcript(let transcript) = run else {
        switch run {
        case .crashed(let report, let inShell):
          self.report("CRASH \(path)")
          output.write(TerminalSafe.lines(report) + "\n", to: .standardOutput)
          outcomes.append(inShell ? .shellFailed : .crashed)
        case .unopened(let reason):
          // A line of its own, as every script has: the summary's count names it.
          report("FAIL \(path): \(reason)")
          outcomes.append(.failed)
        case .transcript: break
        }
        continue
      }
      let expected = ExpectedFile(scriptPath: path)
      if options.update {
        outcomes.append(await update(expected, with: transcript, script: path))
      } else {
        outcomes.append(await compare(transcript, with: expected, script: path))
      }
    }
    let failed = outcomes.filter { $0 == .failed }.count
    let shellFailed = outcomes.filter { $0 == .shellFailed }.count
    let crashed = outcomes.filter { $0 == .crashed }.count + shellFailed
    let crashes = crashed > 0 ? ", \(crashed) crashed" : ""
    if options.update {
      let updated = outcomes.filter { $0 == .updated }.count
      let unchanged = outcomes.filter { $0 == .unchanged }.count
      let failures = failed > 0 ? ", \(failed) failed" : ""
      report("\(updated) updated, \(unchanged) unchanged\(failures)\(crashes)")
    } else {
      let passed = outcomes.filter { $0 == .passed }.count
      let failures = failed > 0 || crashed == 0 ? ", \(failed) failed" : ""
      report("\(passed) passed\(failures)\(crashes)")
    }
    if let failure = output.outputFailure {
      reportError(ShellError(failure))
      return 1
    }
    if crashed > 0 {
      reportError(.scriptsCrashed(inScene: crashed - shellFailed, inShell: shellFailed))
      return shellFailed > 0 ? CrashReport.shellFailureStatus : CrashReport.exitStatus
    }
    // CI reads stderr: a failing status says why there too.
    if failed > 0 { reportError(.scriptsFailed(count: failed)) }
    return failed > 0 ? 1 : 0
  }

  private enum Run {
    case transcript(String)
    /// `inShell`: the shell failed (exit status 4), not the scene (3).
    case crashed(report: String, inShell: Bool)
    /// Why the script did not run.
    case unopened(String)
  }

  /// Runs the script as if piped to scenesh and returns what it printed, or why it did not run.
  ///
  /// Errors name the input `<stdin>`, as when the script is piped: a transcript must not depend
  /// on how the script was named on the command line (relative, absolute, another working
  /// directory), and piping is how the examples' transcripts are recorded and tested.
  private func transcript(of path: String) async -> Run {
    let descriptor: Int32
    do {
      descriptor = try ScriptFile.open(path)
    } catch {
      if case .cannotRead(_, let reason) = error { return .unopened("cannot read it: " + reason) }
      return .unopened(ErrorMessage.render(error))
    }
    defer { close(descriptor) }
    if let childArguments {
      guard let run = ChildTranscript.run(arguments: childArguments, script: descriptor) else {
        return .unopened(
          "cannot run it in a process of its own: " + String(cString: strerror(errno)))
      }
      if let report = run.crashReport(script: path) {
        return .crashed(report: report, inShell: run.status == CrashReport.shellFailureStatus)
      }
      return .transcript(run.output)
    }
    let reader = CapturingLineReader(fileDescriptor: descriptor)
    var configuration = ShellConfiguration(
      isInteractive: false, inputName: "<stdin>", colorEnabled: false,
      clockMode: options.clockMode ?? .virtual, dataURL: options.dataURL)
    // The transcript is what `scenesh FILE` with the same flags prints.
    configuration.program = program
    configuration.answers = options.answers
    configuration.recordAnswers = options.recordAnswers
    configuration.bail = options.bail
    configuration.failOnAlert = options.failOnAlert
    configuration.failsOnRules = options.failsOnRules
    configuration.timelineSize = options.timelineSize ?? configuration.timelineSize
    configuration.hidden = options.hidden
    configuration.echo = options.echo
    configuration.json = options.json
    // A fresh shell per script: its own clock, tasks and scenes. The exit status is not
    // compared: every failure it counts prints an error or alert line into the transcript.
    let shell = Shell(configuration: configuration, reader: reader, catalog: catalog)
    _ = await shell.run()
    return .transcript(reader.output)
  }

  private func compare(
    _ transcript: String, with expected: ExpectedFile, script path: String
  ) async -> Outcome {
    switch await expected.read() {
    case .missing:
      report("FAIL \(path): no \(expected.path) (run with --update to create it)")
      return .failed
    case .unreadable(let reason):
      report("FAIL \(path): cannot read \(expected.path): \(reason)")
      return .failed
    case .bytes(let bytes):
      // Bytes, not `String ==`, which would call differently normalised accents equal.
      if bytes == Array(transcript.utf8) {
        report("ok   \(path)")
        return .passed
      }
      let diff = UnifiedDiff(oldName: expected.path, newName: "\(path) (actual)")
      let text = diff.render(old: String(decoding: bytes, as: UTF8.self), new: transcript)
      report("FAIL \(path)")
      // Only bytes that are not UTF-8 can differ without a line differing.
      // A golden file is outside text: escaped on its way to the terminal like any other.
      output.write(
        TerminalSafe.lines(
          text ?? "(\(expected.path) differs only in bytes that are not UTF-8)\n"),
        to: .standardOutput)
      return .failed
    }
  }

  private func update(
    _ expected: ExpectedFile, with transcript: String, script path: String
  ) async -> Outcome {
    if case .bytes(let bytes) = await expected.read(), bytes == Array(transcript.utf8) {
      report("unchanged \(path)")
      return .unchanged
    }
    do {
      try await expected.write(transcript)
    } catch {
      reportError(.cannotWrite(path: expected.path, reason: error.description))
      return .failed
    }
    report("updated \(path)")
    return .updated
  }

  /// Report lines name scripts, which are outside text: escaped.
  private func report(_ line: String) {
    output.write(TerminalSafe.lines(line) + "\n", to: .standardOutput)
  }

  private func reportError(_ error: ShellError) {
    output.write(
      TerminalSafe.lines("\(program.name): " + ErrorMessage.render(error)) + "\n",
      to: .standardError)
  }
}
