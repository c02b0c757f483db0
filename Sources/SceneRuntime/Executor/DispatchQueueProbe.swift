import Dispatch

/// The shell's own queue (its label starts `scenesh.`, so its blocks are never counted as a
/// scene's), used once to see whether `dispatch_async` is interposed.
enum DispatchQueueProbe {
  private static let queue = DispatchQueue(label: "scenesh.probe")

  static func submitEmptyBlock() {
    queue.async {}
  }
}
