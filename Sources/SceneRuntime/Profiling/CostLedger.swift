import Synchronization

/// Where the shell's own time goes, phase by phase: what `scenesh-bench throughput` prints
/// beside its ratio. Off unless a benchmark turns it on; off, a `measure` costs one atomic load.
///
/// Time is charged to the innermost phase running (a hop recorded while the view prints is
/// `hops`, not `render`); time outside every phase is the scenes' own work, the navigation and
/// the waiting for quiet, which a program driving the scenes directly pays too. Phases are timed
/// on one thread's terms: the benchmark runs every job on `SceneExecutor`, so they never
/// overlap. Measured on several threads at once, the totals stay safe but mix.
package final class CostLedger: Sendable {
  /// A part of the shell's work on a command.
  package enum Phase: Int, CaseIterable, Sendable {
    /// Splitting the line into words, finding the command, reading its arguments.
    case parse
    /// The command's bookkeeping: history, recording, the settle loop's own checks.
    case dispatch
    /// Recording hops for `trace`: the call tree, payload summaries, descriptions.
    case hops
    /// The view reading the state under observation, re-arming it, noting pending events and
    /// keeping the timeline.
    case observation
    /// Comparing what the view showed with what it shows now.
    case diff
    /// Turning changes into lines: paths, dumps of values, escaping, colour.
    case render
    /// Handing lines to the output.
    case write

    package var name: String {
      switch self {
      case .parse: "parse"
      case .dispatch: "dispatch"
      case .hops: "hops"
      case .observation: "observation"
      case .diff: "diff"
      case .render: "render"
      case .write: "write"
      }
    }
  }

  private struct State {
    var totals = [Duration](repeating: .zero, count: Phase.allCases.count)
    /// The phases running, innermost last, and when the innermost one was last charged.
    var running: [Phase] = []
    var mark = ContinuousClock.Instant.now

    mutating func charge(until now: ContinuousClock.Instant) {
      if let phase = running.last { totals[phase.rawValue] += now - mark }
      mark = now
    }
  }

  /// The one ledger the shell's phases report to.
  package static let shared = CostLedger()

  private let isOn = Atomic(false)
  private let state = Mutex(State())

  /// Starts counting from zero.
  package func start() {
    state.withLock { $0 = State() }
    isOn.store(true, ordering: .releasing)
  }

  /// Stops counting; returns the time charged to each phase since `start`.
  package func stop() -> [Phase: Duration] {
    isOn.store(false, ordering: .releasing)
    let totals = state.withLock { $0.totals }
    return Dictionary(uniqueKeysWithValues: Phase.allCases.map { ($0, totals[$0.rawValue]) })
  }

  /// Runs `body`, charging its time to `phase` (less any phase it runs inside it).
  package func measure<Result, Failure>(
    _ phase: Phase, _ body: () throws(Failure) -> Result
  ) throws(Failure) -> Result {
    guard isOn.load(ordering: .acquiring) else { return try body() }
    state.withLock { state in
      state.charge(until: .now)
      state.running.append(phase)
    }
    defer {
      state.withLock { state in
        state.charge(until: .now)
        // Empty only when `start` ran inside this phase, which then counts from `start`.
        _ = state.running.popLast()
      }
    }
    return try body()
  }
}
