import SceneRuntime

/// A rule one of the seeds teaches, checked on what a scene actually did: its recorded hops and
/// the state changes the view saw, each with the hop it happened in.
enum Rule: String, CaseIterable, Sendable {
  case presenterWritesState = "presenter-writes-state"
  case oneWay = "one-way"
  case mainActorState = "main-actor-state"
  case latestRequestWins = "latest-request-wins"
  case onePoller = "one-poller"
  case modelThroughUpdate = "model-through-update"
  case eventsConsumed = "events-consumed"

  var name: String { rawValue }

  /// What the rule says, in the words of its seed.
  var statement: String {
    switch self {
    case .presenterWritesState:
      "only the presenter writes the DisplayState; the view only resets a one-time event it "
        + "consumes"
    case .oneWay: "calls go view → interactor → presenter → view, never back"
    case .mainActorState: "view state and MVI models change on the main actor only"
    case .latestRequestWins:
      "a newer request supersedes the one in flight, whose result never reaches the presenter"
    case .onePoller: "one poller at a time: starting live updates stops the running poller"
    case .modelThroughUpdate: "the model's state changes only through update(state:)"
    case .eventsConsumed: "a one-time event is consumed before the next one replaces it"
    }
  }

  var seed: String {
    switch self {
    case .presenterWritesState, .mainActorState, .eventsConsumed: "000"
    case .oneWay, .latestRequestWins: "001"
    case .onePoller: "003"
    case .modelThroughUpdate: "004"
    }
  }

  /// The patterns the rule belongs to; every pattern (and a scene that names none) when nil.
  var patterns: [ScenePattern]? {
    switch self {
    case .presenterWritesState: [.observableVIP]
    case .modelThroughUpdate: [.mvi]
    case .oneWay: [.vip, .observableVIP]
    case .mainActorState, .latestRequestWins, .onePoller, .eventsConsumed: nil
    }
  }

  /// `⚠ rule one-way: …` ends with this: the rule's statement and where it comes from.
  var reason: String { "\(statement); seed \(seed)" }
}
