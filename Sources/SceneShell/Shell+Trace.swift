import SceneRuntime

/// `trace`, `trace --mermaid`, `trace on|off`.
extension Shell {
  static let traceUsage = "trace [--mermaid | on | off]"

  func trace(_ words: [String]) throws(ShellError) {
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
        command: "trace", argument: "MODE", value: word, expected: "--mermaid, on or off",
        usage: Self.traceUsage)
    }
  }

  /// Prints a command's hop tree (or diagram); says so when nothing was recorded yet.
  func printTrace(of command: Int?, mermaid: Bool) {
    guard let command else {
      console.print(
        recorder.hasForgottenCommands
          ? "no hops kept: the last command that recorded any is older than the "
            + "\(HopRecorder.maximumCommands) the trace keeps"
          : "no hops recorded yet: run an intent first")
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

  /// With `trace on`: the tree of the command just run, when it recorded any hops.
  func traceIfAsked(_ command: Int) {
    guard tracesEveryCommand, recorder.hops(ofCommand: command).count > 1 else { return }
    printTrace(of: command, mermaid: false)
  }
}
