import SceneRuntime

/// What the leak check needs of a popped scene: its title, its parts held weakly, and its task
/// scope — its parts can only be expected to be gone once its tasks have ended.
@MainActor
struct ReleaseCheck {
  let title: String
  let components: [SceneComponent]
  let scope: TaskScope
  /// The timers that were pending when a part was first found alive: until they have fired, a
  /// sleeping task (a debounce's `Task {}`) may be what holds it.
  var awaitedTimers: Set<Int>?

  /// The parts something still holds.
  var survivors: [SceneComponent] {
    components.filter { !$0.isReleased }
  }
}
