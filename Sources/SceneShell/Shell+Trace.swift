import SceneRuntime
import StateDiff

/// `trace`, `trace --mermaid`, `trace --svg FILE`, `trace on|off`.
extension Shell {
  static let traceUsage = "trace [--mermaid | --svg FILE | on | off]"

  func trace(_ words: [String]) throws(ShellError) {
    if words.first == "--svg" {
      try writeTraceSVG(Array(words.dropFirst()))
      return
    }
    guard words.count <= 1 else {
      throw .unexpectedArgument(command: "trace", argument: words[1], usage: Self.traceUsage)
    }
    switch words.first {
    case nil: printTrace(of: recorder.latestCommand, mermaid: false)
    case "--mermaid": printTrace(of: recorder.latestCommand, mermaid: true)
    case "on":
      tracesEveryCommand = true
      console.print("trace: on (the hop tree prints after every command)", style: .dim)
    case "off":
      tracesEveryCommand = false
      console.print("trace: off", style: .dim)
    case let word?:
      throw .invalidArgument(
        command: "trace", argument: "MODE", value: word, expected: "--mermaid, --svg, on or off",
        usage: Self.traceUsage)
    }
  }

  /// Why there is no trace to show.
  private var noHops: String {
    recorder.hasForgottenCommands
      ? "no hops kept: the last command that recorded any is older than the "
        + "\(HopRecorder.maximumCommands) the trace keeps"
      : "no hops recorded yet: run an intent first"
  }

  /// Prints a command's hop tree (or diagram); says so when nothing was recorded yet.
  func printTrace(of command: Int?, mermaid: Bool) {
    guard let command else {
      console.print(noHops)
      return
    }
    let hops = recorder.hops(ofCommand: command)
    let lines =
      mermaid
      ? TraceMermaid.lines(hops)
      : TraceTree.lines(
        hops, dropped: recorder.droppedHops(ofCommand: command),
        waiting: recorder.waitingHops.map(\.id))
    console.trace(lines)
  }

  /// `trace --svg FILE`: the last command's diagram alone, as an SVG file for a slide or an
  /// article. It replaces only an empty file or a diagram written so before.
  private func writeTraceSVG(_ words: [String]) throws(ShellError) {
    let path = try BuiltinCommand.onlyArgument(
      words, command: "trace --svg", argument: "FILE", usage: "trace --svg FILE")
    // A diagram that cannot be drawn fails the command: a script must not pass without it.
    guard let command = recorder.latestCommand else {
      throw .cannotWrite(path: path, reason: noHops + "; nothing written")
    }
    let hops = recorder.hops(ofCommand: command)
    let title = hops.first?.method ?? ""
    try WritableTextFile.replace(
      path,
      with: SequenceSVG.document(
        SequenceDiagram(hops), title: title, redact: console.redaction.apply),
      replaces: { $0 + "\n" == SequenceSVG.firstLine },
      otherwise: "it holds text that is not a diagram scenesh wrote; it replaces only an "
        + "empty file or such a diagram",
      busy: filesBeingWritten)
    console.print("diagram of '\(TerminalSafe.escape(title))' written to \(path)", style: .dim)
  }

  /// With `trace on`: the tree of the command just run, when it recorded any hops.
  func traceIfAsked(_ command: Int) {
    guard tracesEveryCommand, recorder.hops(ofCommand: command).count > 1 else { return }
    printTrace(of: command, mermaid: false)
  }
}
