import SceneRuntime

/// The rules read off the shape of the hop tree: who called whom (`one-way`), and which
/// request's answer reached the presenter (`latest-request-wins`).
struct HopRules {
  /// Requests already reported as superseded, so each breach is said once.
  private var reportedRequests: Set<Int> = []

  /// Hops where the view's own code runs: a command it sent, an event it consumes, its load.
  /// (Switches, not sets: every hop of every command is checked, and a set hashes.)
  private static func isView(_ kind: Hop.Kind) -> Bool {
    switch kind {
    case .command, .pendingConsumed, .push: true
    default: false
    }
  }

  private static func isRequest(_ kind: Hop.Kind) -> Bool {
    switch kind {
    case .worker, .request: true
    default: false
    }
  }

  /// The breaches among `hops` (recorded since the last look); `lookUp` finds any kept hop,
  /// `pattern` the pattern of the scene a hop ran in.
  mutating func check(
    _ hops: [Hop], lookUp: (Int) -> Hop?, pattern: (Hop) -> ScenePattern?
  ) -> [RuleBreach] {
    var breaches: [RuleBreach] = []
    func check(_ hop: Hop, under parent: Hop) {
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
      if Self.isRequest(hop.kind) {
        note(request: hop, under: parent)
      } else if hop.kind == .presenter,
        let breach = superseded(reaching: hop, under: parent, lookUp)
      {
        breaches.append(breach)
      }
    }
    // Read in place: every hop of every command passes here, and a copy of each (and of each
    // parent found among them) retained and released its text.
    hops.withUnsafeBufferPointer { hops in
      for index in hops.indices {
        guard let parentID = hops[index].parent else { continue }
        // Most parents are in this look's hops too: found there without asking the recorder.
        if let position = hops.position(ofID: parentID) {
          check(hops[index], under: hops[position])
        } else if let parent = lookUp(parentID) {
          check(hops[index], under: parent)
        }
      }
    }
    return breaches
  }

  /// The wrong direction a call takes, if it does.
  private static func backwards(_ hop: Hop, from parent: Hop) -> String? {
    switch (parent.kind, hop.kind) {
    case (.presenter, .interactor): "presenter → interactor"
    case (.interactor, .display): "interactor → view"
    case (let kind, .presenter) where isView(kind): "view → presenter"
    case (let kind, .worker) where isView(kind): "view → worker"
    default: nil
    }
  }

  private static func caller(_ hop: Hop) -> String {
    isView(hop.kind) ? "the view" : TraceLabel.call(hop)
  }

  /// A call by its component and method (`UserListInteractor`, `fetchUsers`), compared without
  /// building the two into one string.
  private struct Call: Hashable {
    let component: String
    let method: String

    init(_ hop: Hop) {
      component = hop.component
      method = hop.method
    }
  }

  /// A request as `latest-request-wins` remembers it: which call made it, in which command.
  private struct Request {
    let id: Int
    let root: Int
    /// `UserListInteractor.fetchUsers`: the call that made the request.
    let caller: Call
  }

  /// Each call's latest requests (by `Worker.method`), the last few: what a presenter call is
  /// checked against. Kept as hops stream by, so no check walks the recorder.
  private var requestsByCall: [Call: [Request]] = [:]
  /// The latest request each call (by hop id) made, which its presenter call then presents.
  private var lastRequestOfCaller: [Int: Int] = [:]
  private static let keptRequests = 16

  /// Notes a request as it streams by, with the call that made it.
  private mutating func note(request hop: Hop, under parent: Hop) {
    // Changed where it is stored: one lookup, and the list is not copied.
    func keep(_ request: Request, in kept: inout [Request]) {
      kept.append(request)
      if kept.count > Self.keptRequests { kept.removeFirst(kept.count - Self.keptRequests) }
    }
    keep(
      Request(id: hop.id, root: hop.root, caller: Call(parent)),
      in: &requestsByCall[Call(hop), default: []])
    lastRequestOfCaller[parent.id] = hop.id
    if lastRequestOfCaller.count > 4 * Self.keptRequests {
      // Old callers' entries: their presenter calls are long past.
      let recent = lastRequestOfCaller.keys.sorted().suffix(2 * Self.keptRequests)
      lastRequestOfCaller = lastRequestOfCaller.filter { recent.contains($0.key) }
    }
  }

  /// A presenter call made with the answer of a request that another command has asked again
  /// since: seed 001's interactor cancels the earlier one, so its answer never arrives.
  private mutating func superseded(
    reaching presenter: Hop, under parent: Hop, _ lookUp: (Int) -> Hop?
  ) -> RuleBreach? {
    // The answer it presents: the request a completion handler answers, when the presenter
    // is called from one; otherwise the last request its caller made before it, finished.
    // (Only a completion's delivery names one: a stream's answers no request, and a request
    // made in its body is its own.)
    let answered = parent.delivers
    guard let id = answered ?? lastRequestOfCaller[parent.id], !reportedRequests.contains(id),
      let request = lookUp(id), request.result != nil
    else { return nil }
    // Asked again by the same call (a second `fetchProfile`), not by another flow that
    // happens to use the same worker (a poller beside a refresh).
    let asker = answered == nil ? parent : request.parent.flatMap(lookUp)
    guard let asker else { return nil }
    let caller = Call(asker)
    let newer = requestsByCall[Call(request), default: []].first {
      $0.id > request.id && $0.id < presenter.id && $0.root != request.root
        && $0.caller == caller
    }
    guard let newer, let newerHop = lookUp(newer.id) else { return nil }
    reportedRequests.insert(request.id)
    let older = lookUp(request.root)?.method ?? "?"
    let newerCommand = lookUp(newer.root)?.method ?? "?"
    return RuleBreach(
      rule: .latestRequestWins,
      detail:
        "\(TraceLabel.call(request)) of '\(older)' reached \(TraceLabel.call(presenter)) after "
        + "'\(newerCommand)' asked again (\(TraceLabel.call(newerHop)))",
      hop: presenter.id)
  }
}

extension Array where Element == Hop {
  /// The hop of `id` among hops in id order (as the recorder hands them out), found by halving.
  func hop(withID id: Int) -> Hop? {
    withUnsafeBufferPointer { hops in hops.position(ofID: id).map { hops[$0] } }
  }
}

extension UnsafeBufferPointer where Element == Hop {
  /// Where the hop of `id` is among hops in id order, found by halving, each probe read in
  /// place.
  func position(ofID id: Int) -> Int? {
    var low = startIndex
    var high = endIndex
    while low < high {
      let middle = (low + high) / 2
      if self[middle].id < id {
        low = middle + 1
      } else {
        high = middle
      }
    }
    return low < endIndex && self[low].id == id ? low : nil
  }
}
