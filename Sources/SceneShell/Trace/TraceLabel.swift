import SceneRuntime
import StateDiff

/// How a hop reads on one line, in the tree, after `next:` and in the Mermaid diagram.
enum TraceLabel {
  /// What was called or what happened, without isolation or timing.
  static func call(_ hop: Hop) -> String {
    switch hop.kind {
    case .interactor, .presenter, .worker, .request, .display, .router: hop.call
    case .delivery: "\(hop.caller ?? "stream") ⇢ \(hop.component): \(hop.method)"
    case .taskCancelled: "✕ \(hop.method)"
    case .streamTerminated: "✕ \(hop.component) \(hop.method)"
    default: hop.method
    }
  }

  /// Where a hop happened, for a timeline entry or a task: the command, and the call in it
  /// (`fetch → UserListPresenter.presentUsers(users: 10 users)`). Nil when the hop is not kept
  /// (see `notKept`).
  static func origin(of id: Int, in recorder: HopRecorder) -> String? {
    guard let hop = recorder.hop(id) else { return nil }
    let command = recorder.hop(hop.root)?.method ?? "?"
    return hop.kind == .command ? command : "\(command) → \(call(hop))"
  }

  /// Why the recorder has no hop for an id it handed out: its command is older than the ones
  /// kept, or the hop came past the most one command keeps.
  static let notKept =
    "the trace keeps the last \(HopRecorder.maximumCommands) commands, a limited number of hops "
    + "in each"

  /// A hop about to run, as `next:` shows it: the call and where it will run.
  static func next(_ hop: Hop) -> String {
    "\(call(hop))\(isolation(hop))"
  }

  /// The full line: the call, where it ran, and a worker's result and duration.
  static func line(_ hop: Hop) -> String {
    switch hop.kind {
    case .interactor, .presenter, .display, .router, .pendingConsumed:
      return next(hop)
    case .worker, .request:
      guard let result = hop.result else { return "\(call(hop)) …\(isolation(hop))" }
      let arrow = hop.failed ? "✕" : "→"
      let duration = hop.duration.map { "  (\(DurationFormat.string($0)))" } ?? ""
      return "\(call(hop)) \(arrow) \(result)\(duration)"
    default:
      return call(hop)
    }
  }

  private static func isolation(_ hop: Hop) -> String {
    hop.isolation.map { "  [\($0)]" } ?? ""
  }
}
