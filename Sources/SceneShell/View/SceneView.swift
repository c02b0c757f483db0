import Observation
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
  /// The scene's tasks, cancelled when it is popped.
  let scope: TaskScope
  /// The scene's parts, held weakly, asked for once: the leak check after a pop reads them.
  let components: [SceneComponent]
  /// False with `consume manual`: events then wait for `consume`.
  var consumesAutomatically = true
  private let console: Console
  private var shown: [StateField] = []
  /// Each pending event's value as the view last saw it (dumped), so that a value replaced
  /// before it was consumed can be reported as lost.
  private var seenPending: [String: String] = [:]
  /// Set synchronously by Observation's `onChange` (willSet), so a caller that checks right
  /// after a command's work ends never misses a change whose update task has not run yet.
  private let changed = ChangeFlag()
  private(set) var isObserving = false

  /// The scene's one-time events, asked for once: they are bound to its state for its life.
  private(set) lazy var pendingEvents = scene.pendingEvents

  init(scene: any Scene, scope: TaskScope, console: Console) {
    self.scene = scene
    self.scope = scope
    self.console = console
    // The scene itself too: a part that holds it strongly keeps it alive as well.
    self.components = [SceneComponent(scene)] + scene.components
  }

  /// Starts observing; the state as it is now is the baseline nothing is printed for.
  func startObserving() {
    isObserving = true
    shown = readAndTrack()
    notePendingValues()
  }

  /// Stops reacting to changes (the scene was covered or popped).
  func stopObserving() {
    isObserving = false
  }

  /// The scene is visible again: show what changed while it was covered, then go on
  /// observing (as a view re-applies its state in `viewWillAppear`).
  func resumeObserving() {
    isObserving = true
    changed.set()
    update()
  }

  /// Looks at the state again even if nothing changed (`consume auto` picks up what is
  /// pending).
  func catchUp() {
    changed.set()
    update()
  }

  /// Brings the output up to date with the state: prints the diff since the last print and,
  /// with `consume auto`, consumes pending events. Returns whether anything changed.
  @discardableResult
  func update() -> Bool {
    guard isObserving, changed.take() else { return false }
    var changedAnything = printChanges()
    guard consumesAutomatically else { return changedAnything }
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
    guard let perform = event.take() else { return false }
    _ = changed.take()
    printChanges()
    perform()
    return true
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
  private func printChanges() -> Bool {
    let current = readAndTrack()
    let changes = Self.diff(from: shown, to: current)
    shown = current
    if !changes.isEmpty { console.changes(changes) }
    notePendingValues()
    return !changes.isEmpty
  }

  /// Records each pending event's value, warning when one the view had seen was replaced by
  /// another before anyone consumed it: the first one is lost (the presenter overwrote it).
  /// A value set again to the same text looks unchanged to the view and is not reported.
  private func notePendingValues() {
    for event in pendingEvents {
      let now = event.value.map { Dump.line($0) }
      if let before = seenPending[event.name], let now, before != now {
        console.warning("\(event.name) overwritten; lost: \(before)")
      }
      seenPending[event.name] = now
    }
  }

  /// The full state, for the `state` command.
  func dumpState() -> [String] {
    scene.readState().map { field in "\(field.name): \(Dump.block(field.value))" }
  }

  static func diff(from old: [StateField], to new: [StateField]) -> Diff {
    var result = Diff(changes: [])
    for field in new {
      guard let before = old.first(where: { $0.name == field.name }) else { continue }
      result = result + StateDiff.diff(before.value, field.value, at: Path(field.name))
    }
    return result
  }

  private func readAndTrack() -> [StateField] {
    withObservationTracking {
      scene.readState()
    } onChange: { [weak self, changed] in
      // Fires on willSet, once. Read the new values on the next main-actor turn, as the
      // seed's view does; several changes in one turn arrive together.
      changed.set()
      Task { @MainActor in self?.update() }
    }
  }
}
