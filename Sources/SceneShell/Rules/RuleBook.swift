import SceneRuntime

/// The rules the shell checks, which are on, how often each fired, and what it told.
///
/// A breach prints where it is found (`⚠ rule presenter-writes-state: …`), is recorded as a
/// hop under the one it happened in (so `trace` and `trace --mermaid` show it there), and is
/// kept for `report` and for `--rules fail`.
@MainActor
final class RuleBook {
  private let console: Console
  private let recorder: HopRecorder
  private(set) var disabled: Set<Rule> = []
  private(set) var counts: [Rule: Int] = [:]
  /// The session's breaches, in order, for `report`: the latest `keptBreaches` (a poller
  /// breaking a rule on every poll must not grow the shell without end).
  private(set) var breaches: [RuleBreach] = []
  /// How many breaches the session had, kept or not.
  private(set) var breachCount = 0
  static let keptBreaches = 1_000
  // Never by title: a title may change (`profile(-)` → `profile(1)`) and two scenes may share
  // one. What a scene did is known by its view's number (which push of the session made it);
  // what its adapter decorates, by its type: every scene of one type has the same hops.
  /// Scene types whose presenter-kind hops have been seen: writes outside one are breaches
  /// there, not unknowns.
  private var decoratedScenes: Set<ObjectIdentifier> = []
  /// Rules already told they are not checked for a scene type, and why.
  private var unchecked: [UncheckedKey: String] = [:]
  private struct UncheckedKey: Hashable {
    let rule: Rule
    let kind: ObjectIdentifier
  }
  private var hopRules = HopRules()
  private var lookedUpTo = 0
  private var reportedPollers: Set<[Int]> = []
  private var patterns: [Int: ScenePattern?] = [:]
  /// The scene each push hop opened and each command was typed in: where a hop's scene is
  /// found, walking up to the nearest of them.
  private var scenesOfHops: [Int: Int] = [:]
  /// The hop kinds each scene has recorded, of those a rule needs to see at all.
  private var kindsSeen: [Int: Set<Hop.Kind>] = [:]
  private static func isTelling(_ kind: Hop.Kind) -> Bool {
    switch kind {
    case .interactor, .worker, .request: true
    default: false
    }
  }
  /// True while the shell itself writes a view's state (`restore`): no scene code runs.
  var isSuspended = false

  init(console: Console, recorder: HopRecorder) {
    self.console = console
    self.recorder = recorder
  }

  func isOn(_ rule: Rule) -> Bool { !disabled.contains(rule) }

  func set(_ rule: Rule, on: Bool) {
    if on { disabled.remove(rule) } else { disabled.insert(rule) }
  }

  /// A change the view saw: judged at once, so the warning prints right after the change.
  func stateWritten(_ write: StateWrite) {
    guard !isSuspended else { return }
    patterns[write.scene] = write.pattern
    if write.writer?.kind == .presenter || write.decoratesPresenter {
      decoratedScenes.insert(write.kind)
    }
    let (found, notJudged) = StateWriteRules.check(write) {
      // A presenter-kind hop in the scene before, or in this command: the presenter is
      // decorated, so a write outside one is known not to be its.
      decoratedScenes.contains(write.kind)
        || write.writer.map { writer in
          recorder.hops(ofCommand: writer.root).contains { $0.kind == .presenter }
        } ?? false
    }
    found.forEach(report)
    if let rule = notJudged {
      let owner = rule == .modelThroughUpdate ? "update(state:)" : "presenter"
      sayUnchecked(
        rule, in: write.kind, titled: write.title, briefly: "no \(owner) hop",
        because: "no \(owner) hop is recorded there (its adapter decorates none), so who "
          + "changed \(write.properties.joined(separator: ", ")) is not known")
    }
  }

  /// A one-time event the scene set again before the view could consume it.
  func eventLost(_ name: String, value: String, hop: Int?) {
    report(
      RuleBreach(
        rule: .eventsConsumed,
        detail: "\(name) set again before the view could consume it; lost: \(value)",
        hop: hop))
  }

  /// Looks at the hops recorded since the last look: after every command, and before the
  /// session ends.
  func checkHops() {
    let hops = recorder.hops(after: lookedUpTo)
    guard let last = hops.last else { return }
    lookedUpTo = last.id
    // Scenes by hop, for this look: siblings share their ancestors' walk.
    var scenes: [Int: Int] = [:]
    for index in hops.indices where Self.isTelling(hops[index].kind) {
      if let scene = scene(of: hops[index], in: hops, known: &scenes) {
        kindsSeen[scene, default: []].insert(hops[index].kind)
      }
    }
    hopRules.check(hops, lookUp: recorder.hop) { [patterns] hop in
      scene(of: hop, in: hops, known: &scenes).flatMap { patterns[$0] ?? nil }
    }
    .forEach(report)
  }

  /// A scene the view shows (its view's number), its pattern and the hop that pushed it: how
  /// the hop rules learn it.
  func register(_ scene: Int, pattern: ScenePattern?, pushedIn push: Int?) {
    patterns[scene] = pattern
    guard let push else { return }
    scenesOfHops[push] = scene
    // The session's first scene: the command that opened it had no scene to be typed in, and
    // what its view did as it appeared (a view controller's `viewWillAppear` fetch, recorded
    // beside the push) is that scene's.
    if let command = recorder.hop(push)?.parent, scenesOfHops[command] == nil,
      recorder.hop(command)?.kind == .command
    {
      scenesOfHops[command] = scene
    }
  }

  /// A command typed while `scene` (its view's number) was current: the hops it sets off are
  /// that scene's, unless a push inside it opened another.
  func commandTyped(_ command: Int, in scene: Int?) {
    if let scene { scenesOfHops[command] = scene }
  }

  /// The scene a hop ran in: the one its nearest push opened, else the one its command was
  /// typed in. `known` keeps the answers of this look, for the hops under the same parents;
  /// `batch`, this look's hops, holds most of the parents walked.
  private func scene(of hop: Hop, in batch: [Hop], known: inout [Int: Int]) -> Int? {
    if let scene = known[hop.id] { return scene }
    if hop.kind == .push || hop.kind == .command {
      known[hop.id] = scenesOfHops[hop.id]
      return scenesOfHops[hop.id]
    }
    // Most hops sit right under a known one (their parent was asked first): no walk, and no
    // list of the walked.
    if let parent = hop.parent, let scene = known[parent] {
      known[hop.id] = scene
      return scene
    }
    var walked = [hop.id]
    var current = hop.parent.flatMap { batch.hop(withID: $0) ?? recorder.hop($0) }
    var found: Int?
    while let step = current {
      if let scene = known[step.id] {
        found = scene
        break
      }
      walked.append(step.id)
      if step.kind == .push || step.kind == .command {
        found = scenesOfHops[step.id]
        break
      }
      current = step.parent.flatMap { batch.hop(withID: $0) ?? recorder.hop($0) }
    }
    if let found { walked.forEach { known[$0] = found } }
    return found
  }

  /// Each scene's polling tasks (see `TaskTracker.pollers`): more than one at a time is a
  /// breach, said once for each set of pollers.
  func checkPollers(_ pollersByScene: [(scene: String, pollers: [TaskTracker.LiveTask])]) {
    for (scene, pollers) in pollersByScene where pollers.count > 1 {
      let numbers = pollers.map(\.number)
      guard reportedPollers.insert(numbers).inserted else { continue }
      let listed = pollers.map { "#\($0.number) \($0.name)" }.joined(separator: ", ")
      report(
        RuleBreach(
          rule: .onePoller, detail: "'\(scene)' runs \(pollers.count) pollers: \(listed)",
          hop: pollers.last?.hop))
    }
  }

  /// Why `rule` is not checked for `scene` (its view's number), of type `kind` and `pattern`,
  /// titled `title` now; nil when it is.
  func uncheckedReason(
    _ rule: Rule, scene: Int?, kind: ObjectIdentifier?, titled title: String,
    pattern: ScenePattern?
  ) -> String? {
    if disabled.contains(rule) { return "turned off ('rules on \(rule.name)')" }
    if let patterns = rule.patterns {
      guard let pattern else { return "'\(title)' names no pattern (Scene.pattern)" }
      if !patterns.contains(pattern) { return "'\(title)' is \(pattern.name)" }
    }
    if let kind, let reason = unchecked[UncheckedKey(rule: rule, kind: kind)] { return reason }
    let seen = scene.flatMap { kindsSeen[$0] } ?? []
    switch rule {
    case .latestRequestWins where seen.isDisjoint(with: [.worker, .request]):
      return "no worker call or request recorded in '\(title)' (none made yet, or its worker "
        + "is not decorated)"
    case .oneWay where !seen.contains(.interactor):
      return "no interactor call recorded in '\(title)' (none made yet, or its interactor is "
        + "not decorated)"
    default:
      return nil
    }
  }

  /// Says once, briefly, that `rule` cannot be checked for scenes of type `kind`, the one seen
  /// titled `title` now; `rules` gives the reason.
  private func sayUnchecked(
    _ rule: Rule, in kind: ObjectIdentifier, titled title: String, briefly: String,
    because reason: String
  ) {
    let key = UncheckedKey(rule: rule, kind: kind)
    guard isOn(rule), unchecked[key] == nil else { return }
    unchecked[key] = reason
    console.note("rule \(rule.name) is not checked for '\(title)': \(briefly)")
  }

  /// The first breach after the session had `count` of them, while it is kept.
  /// Nil when there was none since.
  func breach(after count: Int) -> RuleBreach? {
    guard breachCount > count else { return nil }
    // Past the kept ones (thousands in one command), the oldest kept is this command's too.
    return breaches[max(0, breaches.count - (breachCount - count))]
  }

  private func report(_ breach: RuleBreach) {
    guard isOn(breach.rule) else { return }
    counts[breach.rule, default: 0] += 1
    breachCount += 1
    breaches.append(breach)
    if breaches.count > 2 * Self.keptBreaches {
      breaches.removeFirst(breaches.count - Self.keptBreaches)
    }
    if let hop = breach.hop {
      _ = HopContext(recorder: recorder, hop: hop).record(
        .rule, component: "", method: "⚠ \(breach.line)")
    }
    console.rule(breach)
  }
}
