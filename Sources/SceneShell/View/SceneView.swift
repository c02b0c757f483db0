import Observation
import SceneRuntime
import StateDiff

/// The shell's stand-in for a scene's view controller. It observes the scene's state the way
/// seed 000's view does (`withObservationTracking`, re-armed after every change, read on the
/// next main-actor turn), prints what changed since it last printed, and consumes one-time
/// events: reset first, then act.
@MainActor
final class SceneView {
  let scene: any Scene
  /// The scene's tasks, cancelled when it is popped.
  let scope: TaskScope
  private let console: Console
  private var shown: [StateField] = []
  /// Set synchronously by Observation's `onChange` (willSet), so a caller that checks right
  /// after a command's work ends never misses a change whose update task has not run yet.
  private let changed = ChangeFlag()
  private var isObserving = false

  /// The scene's one-time events, asked for once: they are bound to its state for its life.
  private lazy var pendingEvents = scene.pendingEvents

  init(scene: any Scene, scope: TaskScope, console: Console) {
    self.scene = scene
    self.scope = scope
    self.console = console
  }

  /// Starts observing; the state as it is now is the baseline nothing is printed for.
  func startObserving() {
    isObserving = true
    shown = readAndTrack()
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

  /// Brings the output up to date with the state: prints the diff since the last print and
  /// consumes pending events — each reset (and the reset shown) before its action runs, as
  /// the seed's view does. Returns whether anything changed.
  @discardableResult
  func update() -> Bool {
    guard isObserving, changed.take() else { return false }
    var changedAnything = printChanges()
    for event in pendingEvents {
      guard isObserving, let perform = event.take() else { continue }
      _ = changed.take()
      printChanges()
      perform()
      changedAnything = true
    }
    return changedAnything
  }

  /// Re-reads the state (re-arming observation), prints what differs from what was last
  /// shown, and returns whether anything did.
  @discardableResult
  private func printChanges() -> Bool {
    let current = readAndTrack()
    let changes = Self.diff(from: shown, to: current)
    shown = current
    if !changes.isEmpty { console.changes(changes) }
    return !changes.isEmpty
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
