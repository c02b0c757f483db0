import SceneRuntime

/// Who may write a scene's state, judged for each change the view sees.
///
/// - Observable VIP: the presenter (`presenter-writes-state`); the view only resets an event it
///   consumes.
/// - MVI: the model's `update(state:)`, recorded as a presenter-kind hop
///   (`model-through-update`).
/// - VIP: the view owns its state; an interactor or worker writing it is a call backwards
///   (`one-way`).
/// - Every pattern: the main actor (`main-actor-state`).
enum StateWriteRules {
  /// The rule that names who may write the state of a scene of `pattern`.
  static func writerRule(for pattern: ScenePattern) -> Rule {
    switch pattern {
    case .observableVIP: .presenterWritesState
    case .mvi: .modelThroughUpdate
    case .vip: .oneWay
    }
  }

  /// The breaches of one write, and the writer rule it could not judge: with no presenter-kind
  /// hop recorded in the scene (`decorated` false), an undecorated presenter (or
  /// `update(state:)`) and a missing one look the same. A scene that names no pattern is
  /// judged on the main actor alone (`rules` says why).
  static func check(_ write: StateWrite, decorated: () -> Bool) -> (
    breaches: [RuleBreach], notJudged: Rule?
  ) {
    var breaches: [RuleBreach] = []
    // Written only for a breach: most writes break nothing, and every change is checked.
    var fields: String { write.properties.joined(separator: ", ") }
    if write.isolation != "MainActor" {
      let by = write.writer.map { " by \(TraceLabel.call($0))" } ?? " outside any recorded hop"
      breaches.append(
        RuleBreach(
          rule: .mainActorState, detail: "\(fields) written on \(write.isolation)\(by)",
          hop: write.change))
    }
    guard let pattern = write.pattern else { return (breaches, nil) }
    let rule = writerRule(for: pattern)
    guard let writer = write.writer, !isAllowed(writer, writing: write.properties, in: pattern)
    else { return (breaches, nil) }
    guard pattern == .vip || decorated() else { return (breaches, rule) }
    let detail =
      pattern == .vip
      ? "interactor → view: \(fields) written by \(TraceLabel.call(writer))"
      : "\(fields) written by \(TraceLabel.call(writer))"
    breaches.append(RuleBreach(rule: rule, detail: detail, hop: write.change))
    return (breaches, nil)
  }

  private static func isAllowed(
    _ writer: Hop, writing properties: [String], in pattern: ScenePattern
  ) -> Bool {
    switch (pattern, writer.kind) {
    case (.vip, .interactor), (.vip, .worker), (.vip, .request): false
    case (.vip, _): true
    case (_, .presenter): true
    case (_, .pendingConsumed):
      // `consume NAME` resets NAME, and nothing else.
      properties == [String(writer.method.dropFirst("consume ".count))]
    default: false
    }
  }
}
