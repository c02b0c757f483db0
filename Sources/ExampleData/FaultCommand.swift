import SceneRuntime
import StateDiff

/// `fault network|notfound|http CODE|malformed|slow DURATION`, `fault next …`, `fault off`,
/// `fault`: make the data calls of every scene fail or slow down, embedded or HTTP alike, so
/// that error paths can be exercised from a script or by hand without a broken server.
@MainActor
enum FaultCommand {
  nonisolated static let forms = [
    "fault network|notfound|malformed", "fault http CODE", "fault slow DURATION",
    "fault next KIND …", "fault off", "fault",
  ]

  /// What a `fault` line asks for.
  enum Request: Equatable {
    /// `fault` alone: print the setting.
    case show
    /// Replace the setting; nil is `fault off`.
    case set(FaultInjectingDataSource.Setting?)
  }

  static func intent(faults: FaultInjectingDataSource, events: SceneEvents) -> Intent {
    Intent(
      "fault",
      arguments: [
        IntentArgument(
          "KIND",
          .choice(["network", "notfound", "http", "malformed", "slow", "next", "off"]),
          optional: true),
        IntentArgument("CODE|DURATION|KIND", .text, optional: true),
        IntentArgument("CODE|DURATION", .text, optional: true),
      ],
      summary: "Make data calls fail or slow down (network, http 500, slow 5s, next …, off).",
      details: """
        network, notfound, http CODE and malformed fail every data call and every
        request the shell serves, the way a broken server would; each scene shows it
        as its own error. slow DURATION delays each call on the scene clock (real
        time at a terminal, reported and instant in a script). 'fault next KIND …'
        applies to the next call only, before the fault in force, which stays.
        'fault' alone prints the setting.
        """,
      forms: forms, example: "fault http 500"
    ) { arguments throws(IntentFailure) in
      let words = [
        arguments.choice("KIND"), arguments.text("CODE|DURATION|KIND"),
        arguments.text("CODE|DURATION"),
      ].compactMap(\.self)
      switch try request(words) {
      case .show:
        break
      case .set(let setting):
        faults.set(setting)
      }
      var note = "fault: " + faults.summary
      if faults.slows, faults.clockMode == .virtual {
        // Simulated latency is instant on the virtual clock; say so, or the fault looks inert.
        note += " (the clock is virtual: calls return at once)"
      }
      events.emit(note)
    }
  }

  /// Reads the words after `fault`. Separate from the intent so the grammar is testable alone.
  nonisolated static func request(_ words: [String]) throws(IntentFailure) -> Request {
    guard let first = words.first else { return .show }
    switch first {
    case "off":
      guard words.count == 1 else { throw IntentFailure("usage: fault off (it takes no value)") }
      return .set(nil)
    case "next":
      let rest = Array(words.dropFirst())
      guard let kind = rest.first, kind != "next", kind != "off" else {
        throw IntentFailure(
          "usage: fault next KIND, where KIND is network, notfound, http CODE, malformed or"
            + " slow DURATION")
      }
      return .set(FaultInjectingDataSource.Setting(try fault(rest), nextCallOnly: true))
    default:
      return .set(FaultInjectingDataSource.Setting(try fault(words)))
    }
  }

  /// One fault: its kind and, for `http` and `slow`, its value.
  private nonisolated static func fault(
    _ words: [String]
  ) throws(IntentFailure) -> FaultInjectingDataSource.Fault {
    let kind = words.first ?? ""
    let value = words.dropFirst().first
    switch kind {
    case "network", "notfound", "malformed":
      guard words.count == 1 else {
        throw IntentFailure("usage: fault \(kind) (it takes no value; see 'help fault')")
      }
      return kind == "network" ? .network : kind == "notfound" ? .notFound : .malformed
    case "http":
      // Only failing statuses: a 2xx is no fault, and the real source treats 3xx as followed.
      guard let code = value.flatMap({ Int($0) }), (400...599).contains(code), words.count == 2
      else {
        throw IntentFailure("usage: fault http CODE, where CODE is an HTTP error status (400-599)")
      }
      return .http(status: code)
    case "slow":
      guard let duration = value.flatMap(DurationFormat.parse), duration > .zero,
        words.count == 2
      else {
        throw IntentFailure(
          "usage: fault slow DURATION, where DURATION is longer than zero, such as 500ms, 5s or 2m"
        )
      }
      return .slow(duration)
    default:
      throw IntentFailure("unknown fault '\(kind)'; usage: \(forms.joined(separator: " | "))")
    }
  }
}
