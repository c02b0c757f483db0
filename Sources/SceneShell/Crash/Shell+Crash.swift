import SceneRuntime
import StateDiff

extension Shell {
  /// What a crash report says after its first line: the hop the command was in, and the
  /// current scene's state as last printed. Outside text, escaped.
  func crashDetails() -> String {
    var lines: [String] = []
    if let root = runningCommand, let command = recorder.hop(root) {
      let inside = recorder.hops(ofCommand: root).last { $0.id != root && $0.kind.isCall }
      if let inside {
        lines.append("  in: \(TraceLabel.call(inside)), called from '\(command.method)'")
      }
    }
    if let view = stack.current {
      lines.append("  last state of '\(view.scene.title)':")
      lines += view.lastShownFields.map { "    " + console.redaction.apply($0) }
    }
    return TerminalSafe.lines(lines.joined(separator: "\n")) + "\n"
  }
}

extension Hop.Kind {
  /// A crossing into code (a call, a delivery, a request), rather than what the shell saw.
  fileprivate var isCall: Bool {
    switch self {
    case .interactor, .worker, .request, .presenter, .display, .router, .delivery: true
    default: false
    }
  }
}
