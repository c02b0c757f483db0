import CSceneDispatch
import StateDiff

/// The executor the calling code runs on, as the runtime knows it: what an isolation label
/// says when the code declares none.
enum RunningExecutor {
  case main
  case actor(String)
  case none

  static var current: RunningExecutor {
    let running = scene_dispatch_current_executor()
    let identity = UInt(bitPattern: running.identity)
    let implementation = running.implementation
    if identity == 0 {
      // No task: a block of the main dispatch queue, or a run loop timer, which the main
      // thread runs between jobs. The main queue is the main actor's on a device.
      let onMainQueue = isMainThread && !scene_dispatch_is_running_job()
      return onMainQueue && SceneExecutor.installed != nil ? .main : .none
    }
    if identity == mainIdentity { return .main }
    // A default actor's executor is the actor itself, with no implementation of its own;
    // any other (a custom executor) is not an object this can name.
    guard implementation == 0, let pointer = UnsafeRawPointer(bitPattern: identity) else {
      return .none
    }
    let object = Unmanaged<AnyObject>.fromOpaque(pointer).takeUnretainedValue()
    return .actor(TypeName.of(type(of: object)))
  }

  /// On the main thread, where the shell runs every task and actor.
  static var isMainThread: Bool {
    scene_dispatch_is_main_thread()
  }

  var isMain: Bool {
    if case .main = self { return true }
    return false
  }

  var name: String {
    switch self {
    case .main: "MainActor"
    case .actor(let type): "actor \(type)"
    case .none: "nonisolated"
    }
  }

  /// The main actor's executor's identity: the first of an executor reference's two words.
  private static var mainIdentity: UInt {
    unsafeBitCast(MainActor.sharedUnownedExecutor, to: (UInt, UInt).self).0
  }
}
