import SceneRuntime

/// The rules read off the shape of the hop tree: who called whom (`one-way`), and which
/// request's answer reached the presenter (`latest-request-wins`).
struct HopRules {
  /// Requests already reported as superseded, so each breach is said once.
  private var reportedRequests: Set<Int> = []

  /// Hops where the view's own code runs: a command it sent, an event it consumes, its load.
  private static let viewKinds: Set<Hop.Kind> = [.command, .pendingConsumed, .push]
  private static let requestKinds: Set<Hop.Kind> = [.worker, .request]

  /// The breaches among `hops` (recorded since the last look); `lookUp` finds any kept hop,
  /// `pattern` the pattern of the scene a hop ran in.
  mutating func check(
    _ hops: [Hop], lookUp: (Int) -> Hop?, pattern: (Hop) -> ScenePattern?
  ) -> [RuleBreach] {
    var breaches: [RuleBreach] = []
    for hop in hops {
      guard let parent = hop.parent.flatMap(lookUp) else { continue }
      // The directions are VIP's (an MVI or TCA view sends to its reducer directly).
      if let direction = Self.backwards(hop, from: parent),
        [.vip, .observableVIP].contains(pattern(hop))
      {
        breaches.append(
          RuleBreach(
            rule: .oneWay,
            detail: "\(direction): \(Self.caller(parent)) called \(TraceLabel.call(hop))",
            hop: hop.id))
      }
      if hop.kind == .presenter, let breach = superseded(reaching: hop, under: parent, lookUp) {
        breaches.append(breach)
      }
    }
    return breaches
  }

  /// The wrong direction a call takes, if it does.
  private static func backwards(_ hop: Hop, from parent: Hop) -> String? {
    switch (parent.kind, hop.kind) {
    case (.presenter, .interactor): "presenter → interactor"
    case (.interactor, .display): "interactor → view"
    case (let kind, .presenter) where viewKinds.contains(kind): "view → presenter"
    case (let kind, .worker) where viewKinds.contains(kind): "view → worker"
    default: nil
    }
  }

  private static func caller(_ hop: Hop) -> String {
    viewKinds.contains(hop.kind) ? "the view" : TraceLabel.call(hop)
  }

  /// A presenter call made with the answer of a request that another command has asked again
  /// since: seed 001's interactor cancels the earlier one, so its answer never arrives.
  private mutating func superseded(
    reaching presenter: Hop, under parent: Hop, _ lookUp: (Int) -> Hop?
  ) -> RuleBreach? {
    // The answer it presents: the last request its caller made before it, finished.
    let siblings = (parent.id + 1..<presenter.id).compactMap(lookUp)
    guard
      let request = siblings.last(where: {
        $0.parent == parent.id && Self.requestKinds.contains($0.kind) && $0.result != nil
      }), !reportedRequests.contains(request.id)
    else { return nil }
    // Asked again by the same call (a second `fetchProfile`), not by another flow that
    // happens to use the same worker (a poller beside a refresh).
    let newer = (request.id + 1..<presenter.id).lazy.compactMap(lookUp).first { candidate in
      Self.requestKinds.contains(candidate.kind) && candidate.root != request.root
        && candidate.component == request.component && candidate.method == request.method
        && candidate.parent.flatMap(lookUp).map {
          $0.component == parent.component && $0.method == parent.method
        } == true
    }
    guard let newer else { return nil }
    reportedRequests.insert(request.id)
    let older = lookUp(request.root)?.method ?? "?"
    let newerCommand = lookUp(newer.root)?.method ?? "?"
    return RuleBreach(
      rule: .latestRequestWins,
      detail:
        "\(TraceLabel.call(request)) of '\(older)' reached \(TraceLabel.call(presenter)) after "
        + "'\(newerCommand)' asked again (\(TraceLabel.call(newer)))",
      hop: presenter.id)
  }
}
