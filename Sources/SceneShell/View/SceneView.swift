@_spi(SwiftUI) import Observation
import SceneRuntime
import StateDiff

/// The shell's stand-in for a scene's view controller. It observes the scene's state the way
/// seed 000's view does (`withObservationTracking`, re-armed after every change, read on the
/// next main-actor turn), prints what changed since it last printed, and consumes one-time
/// events: reset first, then act — at once (`consume auto`), or when the user says
/// (`consume manual`, then `consume NAME`).
@MainActor
final class SceneView {
  let scene: any Scene
  /// Which push of the session this view is, from 1: how the timeline tells views apart.
  let number: Int
  /// The scene's tasks, cancelled when it is popped.
  let scope: TaskScope
  /// The scene's parts, held weakly, asked for once: the leak check after a pop reads them.
  let components: [SceneComponent]
  /// False with `consume manual`: events then wait for `consume`.
  var consumesAutomatically = true
  /// True while the shell steps through a command: with `consume auto` the view's consuming
  /// becomes steps of its own (reset, then act) instead of happening at once.
  var holdsEvents = false
  /// `watch`: only changes under these paths print; the rest are counted.
  var watched: [StatePath] = []
  /// Changes not printed because no watched path covers them, since the shell last asked.
  var unwatchedChanges = 0
  /// See `ShellConfiguration.printsChanges`.
  var printsChanges = true
  private let recorder: HopRecorder
  private let console: Console
  private let rules: RuleBook
  private let timeline: Timeline
  private let clock: SceneClock
  private var shown: [StateField] = []
  /// Each pending event's value as the view last saw it (dumped), so that a value replaced
  /// before it was consumed can be reported as lost.
  private var seenPending: [String: String] = [:]
  /// For each event set now, the hop recording that it was set (inside the hop that set it),
  /// which its consumption is recorded under.
  private var pendingOrigins: [String: HopContext] = [:]
  /// Set synchronously by Observation's `onChange` (willSet), so a caller that checks right
  /// after a command's work ends never misses a change whose update task has not run yet.
  private let changed = ChangeFlag()
  private var ledger: CostLedger { .shared }
  private(set) var isObserving = false

  /// The scene's one-time events, asked for once: they are bound to its state for its life.
  private(set) lazy var pendingEvents = scene.pendingEvents

  init(
    scene: any Scene, number: Int, scope: TaskScope, console: Console, recorder: HopRecorder,
    timeline: Timeline, clock: SceneClock, rules: RuleBook
  ) {
    self.rules = rules
    self.scene = scene
    self.number = number
    self.scope = scope
    self.console = console
    self.recorder = recorder
    self.timeline = timeline
    self.clock = clock
    // The scene itself too: a part that holds it strongly keeps it alive as well.
    self.components = [SceneComponent(scene)] + scene.components
  }

  /// Starts observing; the state as it is now is the baseline nothing is printed for.
  func startObserving() {
    isObserving = true
    ledger.measure(.observation) {
      shown = readAndTrack()
      record(shown, previous: nil, changed: shown.map(\.name), cause: "opened")
      notePendingValues(cause: nil)
    }
  }

  /// Adds what the view shows now to the timeline.
  private func record(
    _ state: [StateField], previous: [StateField]?, changed: [String], cause: String,
    at time: SceneClock.Instant? = nil
  ) {
    timeline.record(
      view: number, scene: scene.title, time: time ?? clock.now, cause: cause,
      state: state, previous: previous, changed: changed)
  }

  /// What caused a change, for the timeline: the command, and the call it happened in.
  private func describe(_ cause: HopContext?) -> String {
    guard let cause else { return "(outside any command)" }
    return TraceLabel.origin(of: cause.hop, in: recorder)
      ?? "(cause not kept: \(TraceLabel.notKept))"
  }

  /// The state as last printed, a line per field (`rows: 10 rows`): what a crash report
  /// shows of the scene.
  var lastShownFields: [String] {
    shown.map { "\($0.name): \(Summary.of($0.value, maxLength: 100))" }
  }

  /// Stops reacting to changes (the scene was covered or popped).
  func stopObserving() {
    isObserving = false
  }

  /// The scene is visible again: show what changed while it was covered, then go on
  /// observing (as a view re-applies its state in `viewWillAppear`).
  func resumeObserving() {
    isObserving = true
    changed.set(cause: HopContext.current, observed: false)
    update()
  }

  /// Looks at the state again even if nothing changed (`consume auto` picks up what is
  /// pending).
  func catchUp() {
    changed.set(cause: HopContext.current, observed: false)
    update()
  }

  /// Brings the output up to date with the state: prints the diff since the last print and,
  /// with `consume auto`, consumes pending events. Returns whether anything changed.
  @discardableResult
  func update() -> Bool {
    let announced = announceDisplays()
    guard isObserving, let notification = changed.take() else { return announced }
    var changedAnything = printChanges(notification) || announced
    guard consumesAutomatically, !holdsEvents else { return changedAnything }
    for event in pendingEvents {
      guard isObserving, consume(event) else { continue }
      changedAnything = true
    }
    return changedAnything
  }

  /// Consumes one event as the seed's view does: reset it, show the reset, then perform the
  /// action with the value it held. The one path for `consume auto` and `consume NAME`.
  /// Returns false when nothing was pending.
  @discardableResult
  func consume(_ event: PendingEvent) -> Bool {
    guard let act = take(event) else { return false }
    act()
    return true
  }

  /// The first half of consuming: records the consumption (inside the hop that noted the event
  /// set), resets the event and prints the reset. Returns the second half, the view's action
  /// (alert, router), to run inside the same hop; nil when nothing was pending.
  func take(_ event: PendingEvent) -> (@MainActor () -> Void)? {
    guard event.value != nil else { return nil }
    let origin = pendingOrigins[event.name] ?? HopContext.current
    let inside = origin?.record(
      .pendingConsumed, component: "view", method: "consume \(event.name)",
      isolation: "MainActor")
    guard let perform = HopContext.within(inside, { event.take() }) else { return nil }
    HopContext.within(inside) { _ = printChanges(changed.take()) }
    return { HopContext.within(inside, perform) }
  }

  /// The hop that set `event` (a presenter call), while it is pending.
  func setter(of event: PendingEvent) -> Hop? {
    pendingOrigins[event.name]
      .flatMap { recorder.hop($0.hop)?.parent }
      .flatMap { recorder.hop($0) }
  }

  /// The event `step` would consume next: the first one set, while the view holds events
  /// for stepping.
  var nextEventToConsume: PendingEvent? {
    guard isObserving, consumesAutomatically, holdsEvents else { return nil }
    return pendingEvents.first { $0.value != nil }
  }
  /// Prints each call a presenter made into a pure-VIP view since the last look
  /// (`◂ displayProfile(…)`), before the changes they made. Returns whether there was any.
  private func announceDisplays() -> Bool {
    let displays = ledger.measure(.hops) { recorder.takeDisplays() }
    for display in displays {
      console.display(display.call.dropComponent(display.component))
    }
    return !displays.isEmpty
  }

  /// The changes under a watched path (where it points before or after the change: an element
  /// followed by identity may have moved), and how many others there were.
  private func watchedPart(
    of diff: Diff, before old: [StateField], after new: [StateField]
  ) -> (Diff, others: Int) {
    guard !watched.isEmpty else { return (diff, 0) }
    let places = watched.flatMap { [$0.location(in: old), $0.location(in: new)] }.compactMap(\.self)
    let kept = diff.changes.filter { change in
      places.contains { place in
        change.path.components.starts(with: place.components)
          || place.components.starts(with: change.path.components)
      }
    }
    return (Diff(changes: kept), diff.changes.count - kept.count)
  }

  /// The scene is being covered or popped: an event still set will never be acted on by this
  /// view (unless the scene comes back), which is worth a warning.
  func warnAboutPendingEvents() {
    for event in pendingEvents {
      guard let value = event.value else { continue }
      console.warning(
        "\(event.name) still pending as '\(scene.title)' is left: \(Dump.line(value))")
    }
  }

  /// Re-reads the state (re-arming observation), prints what differs from what was last
  /// shown, and returns whether anything did.
  @discardableResult
  private func printChanges(_ notification: ChangeFlag.Notification?) -> Bool {
    let current = ledger.measure(.observation) { readAndTrack() }
    let previous = shown
    shown = current
    guard printsChanges else { return false }
    let cause = notification?.cause ?? HopContext.current
    let properties = ledger.measure(.diff) { Self.propertyDiffs(from: previous, to: current) }
    if !properties.isEmpty {
      // Several properties changed before the view looked: Observation told it once.
      let coalesced = notification?.isObserved == true && properties.count > 1
      let (shownDiff, others) = ledger.measure(.diff) {
        let diff = Diff(joining: properties.map(\.diff))
        return watchedPart(of: diff, before: previous, after: current)
      }
      let notifications = notification.map(Self.announcements) ?? 1
      if !shownDiff.isEmpty {
        console.changes(
          shownDiff, coalesced: coalesced ? properties.count : nil, notifications: notifications)
      }
      unwatchedChanges += others
      // Named once for the timeline and the rules.
      let names = properties.map(\.name)
      ledger.measure(.observation) {
        // When the change happened (its hop was recorded as Observation fired), not when the
        // view got to print it: work that takes scene time may have run in between.
        let time = notification?.change.flatMap { recorder.hop($0.hop)?.time }
        record(current, previous: previous, changed: names, cause: describe(cause), at: time)
      }
      ledger.measure(.hops) {
        recordChange(
          properties, coalesced: coalesced, as: notification?.change, under: cause,
          notifications: notifications)
      }
      if let notification, notification.isObserved {
        checkRules(notification, changed: names, fields: current)
      }
    } else if let change = notification?.change {
      ledger.measure(.hops) {
        recorder.describe(change.hop, as: "Δ none (notified; nothing the view shows changed)")
      }
    }
    ledger.measure(.observation) { notePendingValues(cause: cause) }
    return !properties.isEmpty
  }

  /// How many notifications arrived before the view looked: each `ObjectChanges.send()` (an
  /// `ObservableObject`'s `objectWillChange`) is one; Observation's own writes are one in all.
  private static func announcements(in notification: ChangeFlag.Notification) -> Int {
    let key = ObjectChanges.announcementKeyPath
    let sent = notification.writes.count { $0.keyPath?.keyPath == key }
    return max(sent, 1)
  }

  /// Hands the rules who wrote what: each changed property under the hop its write was made in
  /// (several writes in one turn arrive in one notification, each with its own hop).
  private func checkRules(
    _ notification: ChangeFlag.Notification, changed: [String], fields: [StateField]
  ) {
    // Most often every write of a notification was made in one hop: nothing to tell apart, and
    // every changed property is that hop's (a value-only field's too).
    let first = notification.writes.first
    // Compared in place: each write copied out holds four references.
    let oneWriter = notification.writes.withUnsafeBufferPointer { writes in
      writes.indices.allSatisfy {
        writes[$0].cause?.hop == first?.cause?.hop && writes[$0].isolation == first?.isolation
      }
    }
    if oneWriter {
      if !changed.isEmpty {
        stateWritten(
          changed, by: first?.cause ?? notification.cause,
          isolation: first?.isolation ?? "MainActor", in: notification)
      }
      checkEventsSetTwice(notification.writes)
      return
    }
    var groups: [(cause: HopContext?, isolation: String, names: Set<String>)] = []
    var attributed: Set<String> = []
    for write in notification.writes {
      guard let keyPath = write.keyPath?.keyPath,
        let name = fields.first(where: { $0.keyPath == keyPath })?.name, changed.contains(name)
      else { continue }
      attributed.insert(name)
      if let index = groups.firstIndex(where: {
        $0.cause?.hop == write.cause?.hop && $0.isolation == write.isolation
      }) {
        groups[index].names.insert(name)
      } else {
        groups.append((write.cause, write.isolation, [name]))
      }
    }
    // A value-only field has no key path to match: its change is the first write's.
    let unmatched = Set(changed).subtracting(attributed)
    if !unmatched.isEmpty {
      groups.insert(
        (first?.cause ?? notification.cause, first?.isolation ?? "MainActor", unmatched), at: 0)
    }
    for group in groups {
      stateWritten(
        changed.filter(group.names.contains), by: group.cause, isolation: group.isolation,
        in: notification)
    }
    checkEventsSetTwice(notification.writes)
  }

  /// Tells the rules that the hop `cause` wrote `properties`.
  private func stateWritten(
    _ properties: [String], by cause: HopContext?, isolation: String,
    in notification: ChangeFlag.Notification
  ) {
    rules.stateWritten(
      StateWrite(
        scene: scene.title, pattern: scene.pattern,
        decoratesPresenter: scene.decoratesPresenter, properties: properties,
        writer: cause.flatMap { recorder.hop($0.hop) }, isolation: isolation,
        change: notification.change?.hop))
  }

  /// A one-time event the scene set twice before the view could look: the first value never
  /// reached it. Told apart from the view's own resets by their hop.
  private func checkEventsSetTwice(_ writes: [ChangeFlag.Write]) {
    for event in pendingEvents {
      var unconsumed: (value: String, cause: HopContext?)?
      for write in writes where write.keyPath?.keyPath == event.keyPath {
        let byView = write.cause.flatMap { recorder.hop($0.hop) }?.kind == .pendingConsumed
        guard let value = write.pendingValue, !byView else {
          unconsumed = nil
          continue
        }
        if let earlier = unconsumed {
          rules.eventLost(event.name, value: earlier.value, hop: write.cause?.hop)
        }
        unconsumed = (value, write.cause)
      }
    }
  }

  /// The value of the one-time event stored at `keyPath`, dumped; nil for any other property.
  fileprivate func pendingValue(at keyPath: AnyKeyPath?) -> String? {
    guard let keyPath, let event = pendingEvents.first(where: { $0.keyPath == keyPath }) else {
      return nil
    }
    return event.value.map { Dump.line($0) }
  }

  /// Describes the notification's state-change hop (or records one, when the change came
  /// with none).
  private func recordChange(
    _ properties: [(name: String, diff: Diff)], coalesced: Bool, as change: HopContext?,
    under cause: HopContext?, notifications: Int = 1
  ) {
    guard let hop = change ?? cause?.record(.stateChange, component: "", method: "Δ") else {
      return
    }
    let summaries = properties.map { ChangeSummary.line(for: $0.diff, of: $0.name) }
    guard coalesced else {
      recorder.describe(hop.hop, as: "Δ " + summaries.joined(separator: ", "))
      return
    }
    let sent = notifications > 1 ? "\(notifications) notifications in one turn" : "one notification"
    recorder.describe(
      hop.hop, as: "Δ \(properties.count) properties in \(sent) (coalesced)", details: summaries)
  }

  /// Records each pending event's value, warning when one the view had seen was replaced by
  /// another before anyone consumed it: the first one is lost (the presenter overwrote it).
  /// A value set again to the same text looks unchanged to the view and is not reported.
  private func notePendingValues(cause: HopContext?) {
    for event in pendingEvents {
      let now = event.value.map { Dump.line($0) }
      let before = seenPending[event.name]
      // Nothing pending, and nothing was: nothing to note (an origin is kept only while seen).
      if now == nil && before == nil { continue }
      // Replaced after the view saw it: the view (the user, with `consume manual` or while
      // stepping) held it, so no rule of the scene's is broken; events-consumed is about the
      // scene setting one twice before the view could look (`checkEventsSetTwice`).
      if let before, let now, before != now {
        console.warning("\(event.name) overwritten; lost: \(before)")
      }
      seenPending[event.name] = now
      guard now != nil else {
        pendingOrigins[event.name] = nil
        continue
      }
      guard now != before, let cause else { continue }
      pendingOrigins[event.name] = cause.record(
        .pendingSet, component: "", method: "\(event.name) set: waits for the view")
    }
  }

  /// The full state, for the `state` command.
  func dumpState() -> [String] {
    scene.readState().flatMap { field in Self.dump(name: field.name, field.value) }
  }

  /// How many elements of a list `state` prints, as a diff prints at most so many lines.
  static let listLines = 20

  /// `name: value` as `state` prints it: a list a line per element (at most `listLines`,
  /// then how many more), anything else as a block.
  static func dump(name: String, _ value: Any) -> [String] {
    let mirror = Mirror(reflecting: value)
    guard mirror.displayStyle == .collection, !mirror.children.isEmpty else {
      return ["\(name): \(Dump.block(value))"]
    }
    let count = mirror.children.count
    var lines = ["\(name): ["]
    for (index, child) in mirror.children.prefix(listLines).enumerated() {
      let comma = index < count - 1 ? "," : ""
      lines.append("  [\(index)]: \(Dump.line(child.value))\(comma)")
    }
    if count > listLines { lines.append("  … and \(count - listLines) more in \(name)") }
    lines.append("]")
    return lines
  }

  /// What changed, property by property (only the properties that did).
  static func propertyDiffs(
    from old: [StateField], to new: [StateField]
  ) -> [(name: String, diff: Diff)] {
    var diffs: [(name: String, diff: Diff)] = []
    // By position, reading the fields in place: a view reads its fields in the same order
    // each time, and copying a field (a name, a value, a way back) on every look adds up.
    for index in new.indices {
      let name = new[index].name
      let before =
        index < old.count && old[index].name == name
        ? index : old.firstIndex { $0.name == name }
      guard let before, !valuesAreEqual(old[before].value, new[index].value) else { continue }
      let diff = StateDiff.diff(old[before].value, new[index].value, at: Path(name))
      if !diff.isEmpty { diffs.append((name, diff)) }
    }
    return diffs
  }

  private func readAndTrack() -> [StateField] {
    let generation = changed.nextGeneration()
    return withObservationTracking {
      scene.readState()
    } willSet: { [weak self, changed] tracking in
      // An earlier read's tracking: this read's reports the write.
      guard changed.isCurrent(generation) else { return tracking.cancel() }
      // The first write since the view looked: read the new values on the next main-actor
      // turn, as the seed's view does; several changes in one turn arrive together.
      CostLedger.shared.measure(.observation) {
        if changed.begin(cause: HopContext.current) {
          Task { @MainActor in self?.update() }
        }
      }
    } didSet: { [weak self, changed] tracking in
      guard changed.isCurrent(generation) else { return tracking.cancel() }
      // The write is complete: filed under the hop it was made in (see `ChangeFlag`). This
      // variant of the tracking does not end by itself, as `onChange`'s does: each write until
      // the view reads again is reported, each with its own hop, for the rules.
      let keyPath = tracking.changed.map(ChangeFlag.ChangedKeyPath.init)
      // A one-time event's value, read only where the view may read it: on the main actor.
      let isolation = HopContext.isolationName(nil)
      let pending =
        isolation == "MainActor"
        ? MainActor.assumeIsolated { self?.pendingValue(at: keyPath?.keyPath) } : nil
      CostLedger.shared.measure(.observation) {
        changed.complete(keyPath: keyPath, isolation: isolation, pendingValue: pending)
      }
    }
  }
}
