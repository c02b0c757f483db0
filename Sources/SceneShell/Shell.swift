import LineEditing
import SceneRuntime
import StateDiff

/// The shell: reads commands, runs them against the current scene, and prints what changed.
///
/// Everything here runs on the main actor, like the view controllers it stands in for. The
/// blocking read happens on the line reader's own thread; the loop only awaits it.
@MainActor
package final class Shell {
  let configuration: ShellConfiguration
  let console: Console
  let tasks = TaskTracker()
  let clock: SceneClock
  let stack: SceneStack
  /// The patterns' rules, checked on every command (`rules`).
  let rules: RuleBook
  /// Every command's hops, and the gates step mode holds them at.
  let recorder: HopRecorder
  /// `step on`: the next intent is walked through hop by hop.
  var isStepping = false
  /// The intent being walked through, while it is.
  var steppedCommand: SteppedCommand?
  /// `trace on`: every command's hop tree prints after it.
  var tracesEveryCommand = false
  private let reader: any LineReader
  private(set) var catalog = SceneCatalog(entries: [], initialSceneName: "")
  private var isQuitting = false
  var failedCommands = 0
  /// The root hop of the command running now (or last run): where a crash report looks.
  var runningCommand: Int?
  /// `record FILE`, while it runs.
  var recording: ScriptRecording?
  /// What `record off` says after a failed write stopped the recording: that it had stopped.
  var stoppedRecording: String?
  static let maximumLineLength = LineReadResult.maximumLineLength
  /// The commands run this session, for `history` and `record`.
  var history = SessionHistory()
  /// What the session printed, command by command, for `report`.
  let log = SessionLog()
  /// Where the shell's time goes, when a benchmark asks (`CostLedger`).
  var ledger: CostLedger { .shared }
  /// How deep `source` calls are nested (a script that sources itself must end).
  var sourceDepth = 0
  /// Set by a Ctrl-C while a `source` runs: it, and every `source` around it, stops before its
  /// next line (said once, where it stopped).
  var sourceInterrupted: Interruption = .none

  enum Interruption {
    case none, pending, said
  }
  /// Whether the shell has said that a task sleeps on a clock it does not control.
  private var hasWarnedAboutRealTimers = false
  /// What the shell has said about GCD and run loop timers, once each.
  let dispatchNotices = DispatchNotices()
  /// Intents whose `perform` had not ended when their command did (held in step mode).
  var unfinishedIntents: [IntentOutcome] = []

  package init(
    configuration: ShellConfiguration,
    reader: any LineReader,
    catalog makeCatalog: @MainActor (SceneCatalog.Context) -> SceneCatalog
  ) {
    self.configuration = configuration
    self.reader = reader
    self.clock = SceneClock(mode: configuration.clockMode, tracker: tasks)
    self.console = Console(
      output: reader, colorEnabled: configuration.colorEnabled,
      format: configuration.json ? .json : .text)
    self.recorder = HopRecorder(clock: clock, tracker: tasks)
    // Weak: the clock holds the tracker, which must not hold the clock back.
    tasks.readTimes { [weak clock] in clock?.now.offset ?? .zero }
    self.rules = RuleBook(console: console, recorder: recorder)
    self.stack = SceneStack(
      console: console, tasks: tasks, clock: clock, events: SceneEvents(), recorder: recorder,
      timeline: Timeline(
        size: configuration.timelineSize, storesCopies: configuration.timelineStoresCopies),
      rules: rules)
    stack.printsChanges = configuration.printsChanges
    // Notes can arrive at any time (a live poll at a terminal): print them on the next
    // main-actor turn, as the view does with state changes.
    stack.events.whenEmitted { [weak stack] in
      Task { @MainActor in stack?.update() }
    }
    console.log = log
    configuration.hidden.forEach { console.redaction.hide($0) }
    console.context = { [weak stack, clock] in (stack?.current?.scene.title, clock.now)
    }
    self.catalog = makeCatalog(
      SceneCatalog.Context(
        tasks: tasks, clock: clock, events: stack.events, dataURL: configuration.dataURL,
        answers: configuration.answers, recordAnswers: configuration.recordAnswers))
    // While a stepped command runs, a worker's result line goes before what the scene made of
    // it (a presenter not held at a hop, or a `wait`, prints at once).
    console.beforeSceneOutput = { [weak self] in
      self?.showSceneOutput(readingDescriptors: true)
      self?.showFinishedWorkerCalls()
    }
    console.beforeEveryLine = { [weak self] in self?.showSceneOutput(readingDescriptors: false) }
    timeDispatchOnSceneClock()
  }

  /// Runs until `quit` or the end of input. Returns the exit status: 0 when every command
  /// succeeded and every `expect` held (or the session was interactive), 1 when one did not.
  package func run() async -> Int32 {
    let problems = catalogProblems()
    guard problems.isEmpty else {
      for problem in problems {
        reader.write(
          TerminalSafe.lines("\(configuration.program.name): error: catalog: \(problem)") + "\n",
          to: .standardError)
      }
      return 2
    }
    if configuration.isInteractive {
      console.print(
        "\(configuration.program.name) \(configuration.program.version). "
          + "Type 'help' for commands, Ctrl-D to leave.",
        style: .dim)
    }
    // The first screen loads itself (its `viewDidLoad`): shown before any command, and traced
    // as the session's first tree, `start: open NAME`.
    let start = HopContext(
      recorder: recorder, hop: recorder.beginCommand("start: open \(catalog.initialSceneName)"))
    log.begin("start: open \(catalog.initialSceneName)", root: start.hop)
    guard HopContext.$current.withValue(start, operation: openInitialScene) else { return 1 }
    await HopContext.$current.withValue(start) { await settle() }
    checkRules()
    await runLines(from: reader, name: configuration.inputName, prompt: true)
    // What ran after the last command (a live poll) is checked too.
    checkRules()
    showSceneOutput(readingDescriptors: true, ending: true)
    reader.close()
    saveRecording()
    await shutDown()
    if let failure = reader.outputFailure {
      // CI reads the transcript: one that could not be written fails, whatever ran.
      reader.write(
        "\(configuration.program.name): \(ErrorMessage.render(ShellError(failure)))\n",
        to: .standardError)
      return 1
    }
    return failedCommands > 0 && !configuration.isInteractive ? 1 : 0
  }

  /// Reads and runs lines until the input ends, `quit`, or (with `--bail`) a failure.
  /// `name` is where errors say they came from (`script.scenesh:4:`).
  func runLines(from input: any LineReader, name: String?, prompt showPrompt: Bool) async {
    var lineNumber = 0
    while !isQuitting {
      // Ctrl-C stops a `source` between lines: a 30 MB script once ran to its end regardless.
      if sourceDepth > 0, let name, stopsSource(before: "\(name):\(lineNumber + 1)") { return }
      // Completions matter only at a terminal; building them costs a scene's intent list.
      let completions = configuration.isInteractive ? self.completions : []
      let result = await input.readLine(
        prompt: showPrompt ? prompt : "", completions: completions)
      switch result {
      case .endOfInput:
        return
      case .failed(let reason):
        failedCommands += 1
        console.error(.readFailed(reason: reason), at: name.map { "\($0):\(lineNumber + 1)" })
        return
      case .interrupted:
        // Ctrl-C at the prompt drops the line; while an intent is held it ends the stepping.
        await abandonStepping()
      case .overlong(let bytes, let endsInput):
        // Never read into memory: a line over the limit is counted and refused; input with no
        // line break at all (a device, a binary file) ends here.
        lineNumber += 1
        let location = name.map { "\($0):\(lineNumber)" }
        failedCommands += 1
        console.error(
          endsInput
            ? .noLineBreaks(bytes: bytes)
            : .lineTooLong(bytes: bytes, limit: Self.maximumLineLength),
          at: location)
        if configuration.bail { console.stopped(at: location) }
        if configuration.bail || endsInput { return }
      case .line(let text):
        lineNumber += 1
        let location = name.map { "\($0):\(lineNumber)" }
        let failed = await execute(text, location: location)
        if failed && configuration.bail {
          // CI reads stderr: say where the script stopped, and why.
          console.stopped(at: location)
          isQuitting = true
        }
      }
      // What runs after a write failed would print into the void: the session ends (`run`
      // says why).
      if reader.outputFailure != nil { isQuitting = true }
    }
  }

  func quit() {
    isQuitting = true
  }

  /// Leaves nothing running: every scene's tasks are cancelled, timers on the scene clock end
  /// (a scene's own sleeping task included), and the tracked tasks are awaited, so the process
  /// exits with no task left suspended. A request still on the wire ends by its own deadline.
  private func shutDown() async {
    // The input ended (Ctrl-D, a script's last line) while an intent was held: it is let go,
    // as Ctrl-C lets it go, and runs to its end before the scenes close. Nothing else would
    // open its gate: an intent's own task belongs to no scene, so closing them never cancels
    // it.
    await abandonStepping()
    let awaited = stack.takeReleaseChecks().filter { $0.awaitedTimers != nil }
    stack.closeAll()
    clock.cancelAllSleepers()
    await tasks.allEnded()
    // The scenes' own tasks just cancelled finish their turn first: under SceneExecutor
    // `settled()` waits for them; on another executor (a test's) the yields let them run.
    await tasks.settled()
    for _ in 0..<3 { await Task.yield() }
    concludeReleaseChecks(awaited)
    stopTimingDispatch()
  }

  /// The scene titles come from the host's code: escaped like any other outside text. While
  /// step mode holds an intent the prompt says which (`users (holding fetch)> `): there `s`
  /// goes on and new work is refused, unlike at the plain prompt.
  private var prompt: String {
    let held = steppedCommand.map { " (holding \($0.text))" } ?? ""
    return "\(TerminalSafe.escape(stack.path + held, maxLength: 200))> "
  }

  /// Every command name: the built-ins, then the current scene's intents and the host's.
  var commandNames: [String] {
    BuiltinCommand.all.flatMap(\.names) + currentIntents.map(\.name)
  }

  /// What Tab offers now: command names, then each command's declared arguments — built-ins'
  /// own, and an intent's `choice` arguments position by position.
  var completions: Completions {
    var arguments: [String: [[String]]] = [:]
    var fileCommands: Set<String> = []
    for command in BuiltinCommand.all {
      let lists: [[String]]
      switch command.completes {
      case .none: continue
      case .choices(let choices): lists = choices
      case .session(let words): lists = words(self)
      case .files(let also):
        lists = [also]
        fileCommands.formUnion(command.names)
      }
      for name in command.names { arguments[name] = lists }
    }
    for intent in currentIntents where !intent.arguments.isEmpty {
      arguments[intent.name] = intent.arguments.map { argument in
        if case .choice(let words) = argument.kind { return words }
        return []
      }
    }
    return Completions(commands: commandNames, arguments: arguments, fileCommands: fileCommands)
  }

  /// The current scene's intents, then the host's commands.
  var currentIntents: [Intent] {
    (stack.current?.scene.intents ?? []) + catalog.commands
  }

  /// The intent `currentIntents` names `name`, found where it is: every command looks one up,
  /// and joining the lists, then copying each intent passed (seven references), added up.
  func currentIntent(named name: String) -> Intent? {
    func named(in intents: [Intent]) -> Intent? {
      intents.indices.first { intents[$0].name == name }.map { intents[$0] }
    }
    return named(in: stack.current?.scene.intents ?? []) ?? named(in: catalog.commands)
  }

  /// What is wrong with the host's catalog. Each scene is built once, with an environment of
  /// its own that is then cancelled, to ask for its intents: a configurator only wires objects.
  private func catalogProblems() -> [CatalogProblem] {
    let builtins = Set(BuiltinCommand.all.flatMap(\.names))
    return CatalogProblem.all(in: catalog, builtins: builtins) { entry in
      let environment = SceneEnvironment(
        tasks: tasks, clock: clock, events: SceneEvents(), navigator: nil)
      defer { environment.tasks.cancelAll() }
      return entry.make(environment).intents.map(\.name)
    }
  }

  private func openInitialScene() -> Bool {
    guard let entry = catalog.entry(named: catalog.initialSceneName) else {
      console.error(.unknownScene(catalog.initialSceneName, suggestion: nil))
      return false
    }
    stack.push(entry.make)
    return true
  }

  /// Runs one line; returns whether it failed: an error, an `expect` that did not hold, or
  /// (with `--fail-on-alert`) the scene's own alert. An alert is the scene's behaviour, not a
  /// failure, unless asked.
  private func execute(_ line: String, location: String?) async -> Bool {
    // No command is this long; refusing early keeps a pasted megabyte from stalling the shell.
    guard line.utf8.count <= Self.maximumLineLength else {
      failedCommands += 1
      console.error(
        .lineTooLong(bytes: line.utf8.count, limit: Self.maximumLineLength), at: location)
      return true
    }
    let trimmed = line.trimmingWhitespace()
    guard !trimmed.isEmpty, !trimmed.hasPrefix("#") else {
      // A walk-through's comments are its teaching: `--echo` keeps them, and its paragraphs.
      if configuration.echo { console.comment(trimmed) }
      return false
    }
    // Changes a live poll made while the prompt waited are no part of this command.
    sayUnwatchedChanges(since: " since the last command")
    if configuration.echo || console.format == .json {
      console.command(trimmed, prompt: prompt, location: location)
    }
    let alertsBefore = stack.alertCount
    let breachesBefore = rules.breachCount
    // Each command is the root of a hop tree; everything it sets off is recorded inside it.
    CrashReport.commandStarted(trimmed, location: location)
    let root = ledger.measure(.dispatch) {
      history.append(trimmed)
      record(trimmed, at: location)
      let title = stack.current?.scene.title
      let root = HopContext(
        recorder: recorder,
        hop: ledger.measure(.hops) { recorder.beginCommand(trimmed, in: title) })
      log.begin(trimmed, root: root.hop)
      return root
    }
    runningCommand = root.hop
    var failure: ShellError?
    await HopContext.$current.withValue(configuration.recordsHops ? root : nil) {
      do throws(ShellError) {
        try await run(trimmed, location: location)
      } catch {
        failure = error
      }
    }
    ledger.measure(.dispatch) {
      sayUnwatchedChanges(since: "")
      checkRules()
      traceIfAsked(root.hop)
    }
    if let failure {
      failedCommands += 1
      console.error(failure, at: location)
      return true
    }
    // A rule broken while the command ran: a failure with `--rules fail`, for CI.
    if configuration.failsOnRules, let breach = rules.breach(after: breachesBefore) {
      failedCommands += 1
      console.error(.ruleBroken(breach.line), at: location)
      return true
    }
    // The command ran, and the scene answered with an alert: a failure only when asked.
    guard configuration.failOnAlert, stack.alertCount != alertsBefore,
      let alert = stack.lastAlert
    else { return false }
    failedCommands += 1
    console.error(.alertShown(title: alert.title, message: alert.message), at: location)
    return true
  }

  /// With `watch`: how many changes no watched path covered, since this was last said.
  private func sayUnwatchedChanges(since: String) {
    let unwatched = stack.takeUnwatchedChanges()
    guard unwatched > 0 else { return }
    console.print(
      "… \(unwatched) other change\(unwatched == 1 ? "" : "s")\(since) (not watched)", style: .dim)
  }

  private func run(_ line: String, location: String?) async throws(ShellError) {
    switch try ledger.measure(.parse, { () throws(ShellError) in try parse(line) }) {
    case .none:
      return
    case .builtin(let command, let arguments, let name):
      let text = line.dropFirst(name.count).drop(while: \.isWhitespace)
      let invocation = BuiltinCommand.Invocation(
        words: arguments, text: String(text), location: location)
      try await command.run(self, invocation)
    case .intent(let intent, let arguments):
      try refuseWhileStepping(intent.name)
      let values = try ledger.measure(.parse) { () throws(ShellError) in
        try IntentArgumentParser.parse(arguments, for: intent)
      }
      // The host's own commands (`data`, `fault`) change the world, not the view: not walked.
      if !catalog.commands.contains(where: { $0.name == intent.name }) {
        ledger.measure(.dispatch) { beginStepping(line) }
      }
      // In a task of its own that the shell waits for as it waits for the scene's: an intent
      // that awaits a hop held in step mode (or a sleep on the scene clock) leaves the shell
      // free to print `next:` and read `step`, `continue`, Ctrl-C and Ctrl-D. Awaited here,
      // the shell would wait for what only those could release.
      let outcome = IntentOutcome(name: intent.name, location: location)
      let perform = intent.perform
      _ = tasks.run(asPartOfCaller: { @MainActor in
        do throws(IntentFailure) {
          try await perform(values)
          outcome.end(refusal: nil)
        } catch {
          outcome.end(refusal: error)
        }
      })
      // Even a refused intent may have started work before it refused.
      await settle()
      ledger.measure(.dispatch) { showNextStep() }
      guard outcome.hasEnded else {
        // Held at a step gate, asleep on the scene clock, or the wait was stopped (Ctrl-C): a
        // refusal is said when it ends (`reportLateRefusals`).
        unfinishedIntents.append(outcome)
        return
      }
      if let refusal = outcome.refusal {
        throw .intentFailed(command: intent.name, message: refusal.message)
      }
    }
  }

  /// Says the refusals of intents that ended after their command did (held in step mode, say):
  /// each is a failed command, at the line that ran it.
  func reportLateRefusals() {
    guard !unfinishedIntents.isEmpty else { return }
    let ended = unfinishedIntents.filter(\.hasEnded)
    unfinishedIntents.removeAll(where: \.hasEnded)
    for outcome in ended {
      guard let refusal = outcome.refusal else { continue }
      failedCommands += 1
      console.error(
        .intentFailed(command: outcome.name, message: refusal.message), at: outcome.location)
    }
  }

  /// What a line asks for.
  private enum ParsedLine {
    case none
    case builtin(BuiltinCommand, arguments: [String], name: String)
    case intent(Intent, arguments: [String])
  }

  private func parse(_ line: String) throws(ShellError) -> ParsedLine {
    let words = try Tokenizer.words(line)
    guard let name = words.first else { return .none }
    let arguments = Array(words.dropFirst())
    if let command = BuiltinCommand.named(name) {
      return .builtin(command, arguments: arguments, name: name)
    }
    guard let intent = currentIntent(named: name) else {
      throw .unknownCommand(name, suggestion: Suggestion.closest(to: name, among: commandNames))
    }
    return .intent(intent, arguments: arguments)
  }

  /// Waits until the work a command started has finished and its effects are printed: every
  /// tracked task parked or done, and the view up to date (which may start more work, such as
  /// a route the view performs). Then popped scenes whose tasks have ended are checked for
  /// leaks.
  func settle() async {
    while true {
      guard await interruptible({ [tasks] in await tasks.settledOrCancelled() }) != nil else {
        return
      }
      let changed = stack.update()
      if !changed && tasks.isSettled { break }
    }
    ledger.measure(.dispatch) {
      warnAboutRealTimers()
      warnAboutDispatch()
    }
    showSceneOutput(readingDescriptors: true)
    reportLateRefusals()
    await checkReleases()
  }

  /// On the virtual clock, a task asleep on a real one (`ContinuousClock`, `Task.sleep`) wakes
  /// whenever real time says, not when the script says `wait`: the shell cannot wait for it
  /// without guessing, so it says so, once.
  private func warnAboutRealTimers() {
    guard clock.mode == .virtual, !hasWarnedAboutRealTimers,
      let executor = SceneExecutor.installed, executor.realTimerCount > 0
    else { return }
    hasWarnedAboutRealTimers = true
    console.warning(
      "a task sleeps on a real clock (ContinuousClock, Task.sleep), which 'wait' does not move: "
        + "what it does next is not waited for; give the scene the shell's clock "
        + "(SceneEnvironment.clock)")
  }

  /// Runs `operation` (a wait) and returns its result; at a terminal, Ctrl-C stops the wait
  /// and returns nil. The scene's work is not cancelled: the prompt comes back and its output
  /// arrives as it happens, as an app's UI stays responsive while a request runs.
  func interruptible<Result: Sendable>(
    _ operation: @escaping @Sendable () async -> Result
  ) async -> Result? {
    guard configuration.isInteractive else { return await operation() }
    let result = await withTaskGroup(of: Result?.self) { [reader] group in
      group.addTask { await operation() }
      group.addTask {
        await reader.waitForInterrupt()
        return nil
      }
      let first = await group.next() ?? nil
      group.cancelAll()
      return first
    }
    if result == nil {
      console.print("stopped waiting; the scene's work goes on in the background", style: .dim)
      // The Ctrl-C that stops a wait in a script stops the script too.
      if sourceDepth > 0, sourceInterrupted == .none { sourceInterrupted = .pending }
    }
    return result
  }

  /// Whether a `source` stops before the line at `location`: Ctrl-C was pressed (now, or
  /// during a wait it stopped). The innermost script says where; those around it stop quietly.
  private func stopsSource(before location: String) -> Bool {
    if sourceInterrupted == .none, reader.takeInterrupt() { sourceInterrupted = .pending }
    switch sourceInterrupted {
    case .none: return false
    case .said: return true
    case .pending:
      sourceInterrupted = .said
      console.print(
        "stopped by Ctrl-C before \(location): the rest of the script did not run", style: .dim)
      return true
    }
  }
}

/// How an intent's `perform`, run in a task of its own, ended: whether it has, and the
/// refusal it threw, if any.
@MainActor
final class IntentOutcome {
  let name: String
  let location: String?
  private(set) var hasEnded = false
  private(set) var refusal: IntentFailure?

  init(name: String, location: String?) {
    self.name = name
    self.location = location
  }

  func end(refusal: IntentFailure?) {
    hasEnded = true
    self.refusal = refusal
  }
}
