import CSceneDispatch
import Glibc

/// What the executor sleeps on when it has nothing to run: an eventfd that an enqueue (or the
/// last GCD block in flight returning) writes, polled together with the main dispatch queue's
/// own descriptor, so that a block sent to `DispatchQueue.main` wakes the main thread too.
final class WakeUp: Sendable {
  /// The eventfd; lives as long as the process (the executor is never torn down).
  let descriptor: Int32

  init() {
    let made = scene_dispatch_make_eventfd()
    // Without it the shell could not sleep at all; there is no sensible way on.
    precondition(made >= 0, "eventfd failed: errno \(errno)")
    descriptor = made
  }

  func signal() {
    var one: UInt64 = 1
    _ = write(descriptor, &one, MemoryLayout<UInt64>.size)
  }

  /// Sleeps until signalled, `other` is readable, or `deadline` (none: for ever); clears the
  /// signal.
  func wait(until deadline: ContinuousClock.Instant?, alsoWatching other: Int32?) {
    var descriptors = [pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)]
    if let other { descriptors.append(pollfd(fd: other, events: Int16(POLLIN), revents: 0)) }
    let timeout: Int32
    if let deadline {
      let left = ContinuousClock.now.duration(to: deadline)
      let (seconds, attoseconds) = left.components
      // Rounded up: waking a little early only to sleep again would spin.
      let milliseconds =
        seconds * 1_000 + (attoseconds + 999_999_999_999_999) / 1_000_000_000_000_000
      timeout = Int32(clamping: max(0, milliseconds))
    } else {
      timeout = -1
    }
    _ = poll(&descriptors, nfds_t(descriptors.count), timeout)
    var value: UInt64 = 0
    _ = read(descriptor, &value, MemoryLayout<UInt64>.size)
  }
}
