import SceneRuntime
import StateDiff

/// `report FILE.md`: the session so far as Markdown — each command, what it printed, and its
/// hop diagram in a ```mermaid fence that GitHub and most documentation tools draw.
/// `report FILE.html`: the same as one self-contained page, each diagram drawn (`HTMLReport`).
extension Shell {
  func writeReport(_ words: [String]) throws(ShellError) {
    let path = try BuiltinCommand.onlyArgument(
      words, command: "report", argument: "FILE", usage: "report FILE")
    if path.lowercased().hasSuffix(".html") || path.lowercased().hasSuffix(".htm") {
      try WritableTextFile.replace(
        path, with: reportPage().page(), replaces: { $0 + "\n" == HTMLReport.firstLine },
        otherwise: notAReport, busy: filesBeingWritten)
      console.print("report written to \(path) (\(log.commands.count) commands)", style: .dim)
      return
    }
    let heading = "# \(configuration.program.name) session\n"
    try WritableTextFile.replace(
      path, with: reportMarkdown(heading: heading), replaces: { $0 + "\n" == heading },
      otherwise: notAReport, busy: filesBeingWritten)
    console.print("report written to \(path) (\(log.commands.count) commands)", style: .dim)
  }

  private var notAReport: String {
    "it holds text that is not a report; a report replaces only an empty file or an earlier "
      + "report"
  }

  /// The session as a page: the kept commands with their diagrams, the rules broken, and every
  /// kept timeline entry with its state and what changed from the view's entry before.
  func reportPage() -> HTMLReport {
    var summary = "\(log.commands.count) commands, scene time \(clock.now) at the end"
    summary += log.droppedCommands > 0 ? " (the first \(log.droppedCommands) not kept)." : "."
    var page = HTMLReport(title: "\(configuration.program.name) session", summary: summary)
    page.redact = console.redaction.apply
    page.rules = rules.breaches.map { "⚠ " + $0.line }
    for (index, command) in log.commands.enumerated() {
      var entry = HTMLReport.Command(
        number: log.droppedCommands + index + 1, text: command.text, lines: command.styledLines,
        droppedLines: command.droppedLines)
      if let root = command.root {
        let hops = recorder.hops(ofCommand: root)
        if hops.count > 1 {
          entry.flow = .diagram(SequenceDiagram(hops))
        } else if hops.isEmpty {
          entry.flow = .notKept(TraceLabel.notKept)
        }
      }
      page.commands.append(entry)
    }
    let timeline = stack.timeline
    if timeline.dropped > 0 {
      page.timelineNote = "\(timeline.dropped) earlier entries are no longer kept"
    }
    var previous: [Int: [StateField]] = [:]
    timeline.forEachState { entry, state in
      let changes = previous[entry.view].map {
        Diff(joining: SceneView.propertyDiffs(from: $0, to: state).map(\.diff)).pathLines()
      }
      previous[entry.view] = state
      page.timeline.append(
        HTMLReport.Entry(
          number: entry.number, scene: entry.scene, time: entry.time.description,
          cause: entry.cause, changed: entry.changed, changes: changes,
          state: state.map { "\($0.name): \(Dump.block($0.value))" }))
    }
    return page
  }

  /// The patterns' rules broken this session, each as it was printed; says so when none was.
  private func rulesSection() -> String {
    guard !rules.breaches.isEmpty else {
      return "\n## Rules\n\nNo rule was broken"
        + (rules.disabled.isEmpty
          ? ".\n" : " (off: \(rules.disabled.map(\.name).sorted().joined(separator: ", "))).\n")
    }
    let fired = Rule.allCases.compactMap { rule in
      rules.counts[rule].map { "\(rule.name) \($0)×" }
    }
    let listed =
      rules.breachCount > rules.breaches.count ? " (the last \(rules.breaches.count) listed)" : ""
    return
      "\n## Rules\n\n\(rules.breachCount) broken: \(fired.joined(separator: ", "))\(listed).\n\n"
      + rules.breaches.map { "- ⚠ " + console.redaction.apply($0.line) }.joined(separator: "\n")
      + "\n"
  }

  /// The report: a heading, then a section per command, the latest last. Made safe in one
  /// place, as a whole, at the end: a terminal may `cat` the file, so no control, bidi or
  /// invisible character of a command, an output line or a diagram stays raw in it (the
  /// heading `## 2. \`state \u{1B}]0;…\`` once retitled and cleared the terminal).
  func reportMarkdown(heading: String) -> String {
    TerminalSafe.lines(reportMarkdownText(heading: heading))
  }

  private func reportMarkdownText(heading: String) -> String {
    var text = heading + "\n"
    text += "\(log.commands.count) commands, scene time \(clock.now) at the end"
    text += log.droppedCommands > 0 ? " (the first \(log.droppedCommands) not kept).\n" : ".\n"
    text += rulesSection()
    for (index, command) in log.commands.enumerated() {
      text += "\n## \(index + 1). `\(command.text.replacingOccurrences(of: "`", with: "'"))`\n\n"
      let lines =
        command.lines
        + (command.droppedLines > 0
          ? ["… \(command.droppedLines) more lines not kept"] : [])
      if !lines.isEmpty {
        // Four backticks: a printed line may itself hold three.
        text += "````text\n" + lines.joined(separator: "\n") + "\n````\n"
      }
      if let root = command.root {
        let hops = recorder.hops(ofCommand: root)
        if hops.count > 1 {
          // Written to a file, not through the console: hidden fields are hidden here too.
          let diagram = TraceMermaid.lines(hops).map(console.redaction.apply)
          text += "\n```mermaid\n" + diagram.joined(separator: "\n") + "\n```\n"
        } else if hops.isEmpty {
          // Even a command that crossed nothing keeps its own hop while it is kept.
          text += "\n_Its hop diagram is not kept: \(TraceLabel.notKept)._\n"
        }
      }
    }
    return text
  }
}
