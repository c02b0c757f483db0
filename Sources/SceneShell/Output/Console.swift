import LineEditing
import SceneRuntime
import StateDiff

/// The one writer all shell output goes through. It hands text to the line reader, which knows
/// whether a prompt is on screen. As text it adds colour only when asked to (stdout is a
/// terminal and neither `--no-color` nor `NO_COLOR` says otherwise); with `--json` every
/// event becomes one JSON object on its own line instead (see `OutputEvent`).
@MainActor
final class Console {
  enum Style {
    case plain
    case added
    case removed
    case changed
    case moved
    case route
    case alert
    case warning
    case error
    case dim
    case step
  }

  enum Format: Sendable {
    case text
    case json
  }

  private let output: any LineReader
  private let colorEnabled: Bool
  let format: Format
  /// Every line printed (text escaped and unpainted, or a JSON event), for `report`.
  var log: SessionLog?
  /// `hide`: fields whose values never leave, in text or JSON.
  var redaction = Redaction()
  /// Where and when an event happens, for `--json`: the current scene's title and the scene
  /// clock's time. Set by the shell once its stack and clock exist.
  var context: (@MainActor () -> (scene: String?, time: SceneClock.Instant))?
  /// Runs before anything the scenes did is printed (changes, display calls, routes, alerts,
  /// pushes and pops), so that what led to it can print first.
  var beforeSceneOutput: (@MainActor () -> Void)?
  /// Runs before any line is printed: what the scenes printed meanwhile goes first, where it
  /// happened.
  var beforeEveryLine: (@MainActor () -> Void)?
  private var isPrintingSceneOutput = false
  /// How many lines have been written, on either stream: whether a command printed anything.
  private(set) var linesWritten = 0

  init(output: any LineReader, colorEnabled: Bool, format: Format = .text) {
    self.output = output
    self.colorEnabled = colorEnabled && format == .text
    self.format = format
  }

  /// Ordinary output: help, `state`, `routes`, `tasks`.
  func print(_ line: String, style: Style = .plain) {
    switch format {
    case .text: write(paint(line, style))
    case .json: emit(OutputEvent("output", text: line))
    }
  }

  /// A command about to run (`--echo`, and always in JSON).
  func command(_ text: String, prompt: String, location: String?) {
    switch format {
    // Not in the report's log: each command there is a heading of its own, and a line logged
    // here would close the previous command's output (a new user saw each box end with the
    // next command's echo).
    case .text: write(paint(prompt + text, .dim, logged: false))
    case .json: emit(OutputEvent("command", text: text, location: location))
    }
  }

  func error(_ error: ShellError, at location: String? = nil) {
    var error = error
    // The values of a hidden field stand on lines of their own, which the path does not
    // name: hidden here, where the error still knows the path.
    if case .expectationFailed(let subject, _, _) = error, redaction.hides(path: subject) {
      error = .expectationFailed(subject: subject, expected: "<hidden>", actual: "<hidden>")
    }
    switch format {
    case .text: write(paint(ErrorMessage.render(error, at: location), .error), to: .standardError)
    case .json:
      emit(OutputEvent("error", location: location, message: ErrorMessage.text(of: error)))
      // CI reads stderr whatever the format: the reason is there too, as text.
      writeUnlogged(ErrorMessage.render(error, at: location), to: .standardError)
    }
  }

  /// What changed in the state since the view last printed. `coalesced` counts the
  /// properties that changed together in one observation notification (then grouped under a
  /// header), nil when there is nothing to group.
  /// `notifications`: how many change notifications arrived before the view looked (an
  /// `ObservableObject` that sent `objectWillChange` twice: two).
  func changes(_ diff: Diff, coalesced: Int? = nil, notifications: Int = 1) {
    beforeSceneOutput?()
    switch format {
    case .text:
      let indent = coalesced == nil ? "" : "  "
      if let coalesced {
        let sent =
          notifications > 1 ? "\(notifications) notifications in one turn" : "one notification"
        write(paint("Δ \(sent), \(coalesced) properties changed together:", .dim))
      }
      // One write for the diff: a line feed appended to each line was a copy of it, and each
      // write a system call at a pipe.
      guard colorEnabled || !redaction.isEmpty else {
        // Nothing to paint line by line, nor to hide in one: the diff is written as one text,
        // not a string per line joined afterwards.
        let text = CostLedger.shared.measure(.render) {
          var text = ""
          diff.appendPathLines(prefix: indent, to: &text)
          return text
        }
        if !text.isEmpty { write(paint(text, .plain)) }
        return
      }
      let lines = CostLedger.shared.measure(.render) {
        diff.pathLines().map { paint(indent + $0, Self.style(ofDiffLine: $0)) }
      }
      if !lines.isEmpty { write(lines.joined(separator: "\n")) }
    case .json:
      for change in diff.changes {
        var event = OutputEvent(change: change)
        event.coalesced = coalesced
        emit(event)
      }
    }
  }

  /// Where a stepped command is held (`next: …`), or that it finished.
  func step(_ text: String) {
    switch format {
    case .text: write(paint(text, .step))
    case .json: emit(OutputEvent("step", text: text))
    }
  }

  /// A hop tree or diagram (`trace`): one line each as text, one event in JSON.
  func trace(_ lines: [String]) {
    switch format {
    case .text: lines.forEach { write(paint($0, .plain)) }
    case .json: emit(OutputEvent("trace", text: lines.joined(separator: "\n")))
    }
  }

  /// A line the scene's own code printed: `⌁ print: …` from stdout, `⌁ stderr: …` from stderr.
  func sceneOutput(_ text: String, stream: LineEditing.OutputStream) {
    let safe = TerminalSafe.escape(text, maxLength: 2_000)
    switch format {
    case .text: write(paint("⌁ \(stream == .standardOutput ? "print" : "stderr"): \(safe)", .dim))
    case .json:
      var event = OutputEvent("output", text: safe)
      event.source = "scene"
      event.stream = stream == .standardOutput ? "stdout" : "stderr"
      emit(event)
    }
  }

  /// Prints what the scenes printed since the last line, before the line about to be.
  private func sceneOutputFirst() {
    guard !isPrintingSceneOutput, let beforeEveryLine else { return }
    isPrintingSceneOutput = true
    defer { isPrintingSceneOutput = false }
    beforeEveryLine()
  }

  /// A note from a scene (a poll, a data change).
  func note(_ text: String) {
    let safe = TerminalSafe.escape(text, maxLength: 300)
    switch format {
    case .text: write(paint("· \(safe)", .dim))
    case .json: emit(OutputEvent("note", text: safe))
    }
  }

  /// A presenter told a pure-VIP view what to show (`◂ displayProfile(…)`), before the
  /// changes that made.
  func display(_ call: String) {
    beforeSceneOutput?()
    switch format {
    case .text: write(paint("◂ \(call)", .route))
    case .json: emit(OutputEvent("display", text: call))
    }
  }

  func route(_ description: String) {
    beforeSceneOutput?()
    switch format {
    case .text: write(paint("→ route \(description)", .route))
    case .json: emit(OutputEvent("route", text: description))
    }
  }

  func alert(title: String, message: String) {
    beforeSceneOutput?()
    let title = TerminalSafe.escape(title, maxLength: 80)
    let message = TerminalSafe.escape(message, maxLength: 500)
    switch format {
    case .text: write(paint("! alert \(title): \(message)", .alert))
    case .json: emit(OutputEvent("alert", title: title, message: message))
    }
  }

  /// Something the shell noticed that is probably a bug in the scene: an event lost before the
  /// view consumed it, one left pending, a part not released. The text is built from dumps,
  /// which are already escaped.
  func warning(_ text: String) {
    switch format {
    case .text: write(paint("⚠ \(text)", .warning))
    case .json: emit(OutputEvent("warning", text: text))
    }
  }

  /// A pattern's rule broken (`⚠ rule one-way: …`); in JSON a `rule` event naming it.
  func rule(_ breach: RuleBreach) {
    switch format {
    case .text: write(paint("⚠ \(breach.line)", .warning))
    case .json:
      var event = OutputEvent("rule", text: breach.detail, message: breach.rule.reason)
      event.rule = breach.rule.name
      emit(event)
    }
  }

  /// `--bail` ended the script at `location`, after the failure reported just above.
  func stopped(at location: String?) {
    let text = "stopped here (--bail): the command failed"
    let prefix = location.map { "\($0): " } ?? ""
    switch format {
    case .text: write(paint(prefix + text, .error), to: .standardError)
    case .json:
      emit(OutputEvent("error", location: location, message: text))
      writeUnlogged(prefix + text, to: .standardError)
    }
  }

  /// A script's comment or blank line, echoed (`--echo`); JSON has no place for it.
  func comment(_ text: String) {
    guard format == .text else { return }
    write(paint(TerminalSafe.escape(text, maxLength: Shell.maximumLineLength), .dim))
  }

  /// A scene pushed or popped, naming it and the one it covers or uncovers.
  func scene(_ text: String) {
    beforeSceneOutput?()
    let safe = TerminalSafe.escape(text, maxLength: 300)
    switch format {
    case .text: write(paint(safe, .dim))
    case .json: emit(OutputEvent("scene", text: safe))
    }
  }

  private func emit(_ event: OutputEvent) {
    sceneOutputFirst()
    var event = event.redacted(by: redaction)
    if let (scene, time) = context?() {
      event.scene = scene
      event.time = time.description
      event.ms = Int(clamping: DurationFormat.milliseconds(of: time.offset))
    }
    let line = TerminalSafe.jsonSafe(event.json)
    // As printed: a JSON session's report holds its events, as a text session's its lines.
    log?.add(line)
    write(line)
  }

  /// The one way out to the terminal: every line is escaped here, whatever it carries (a
  /// command, a path, a scene's data, a golden file), then painted. Colour codes are added
  /// after escaping, so they are the only escape sequences that ever leave.
  private func write(_ line: String, to stream: LineEditing.OutputStream = .standardOutput) {
    linesWritten += 1
    CostLedger.shared.measure(.write) { output.write(line + "\n", to: stream) }
  }

  /// A line beside the JSON events (an error's text on stderr): escaped, never painted, and
  /// not in the report, which holds the events.
  private func writeUnlogged(_ line: String, to stream: LineEditing.OutputStream) {
    write(TerminalSafe.lines(redaction.apply(line)), to: stream)
  }

  private static func style(ofDiffLine line: String) -> Style {
    switch line.first {
    case "+": .added
    case "-": .removed
    case "~": .changed
    case "↕": .moved
    default: .dim
    }
  }

  private func paint(_ text: String, _ style: Style, logged: Bool = true) -> String {
    sceneOutputFirst()
    return CostLedger.shared.measure(.render) {
      let safe = TerminalSafe.lines(redaction.apply(text))
      if logged { log?.add(safe, style: style) }
      guard colorEnabled, let code = Self.code(for: style) else { return safe }
      return "\u{1B}[\(code)m\(safe)\u{1B}[0m"
    }
  }

  private static func code(for style: Style) -> String? {
    switch style {
    case .plain: nil
    case .added: "32"
    case .removed: "31"
    case .changed: "33"
    case .moved: "36"
    case .route: "35"
    case .alert: "1;31"
    case .warning: "33"
    case .error: "31"
    case .dim: "2"
    case .step: "1;36"
    }
  }
}
