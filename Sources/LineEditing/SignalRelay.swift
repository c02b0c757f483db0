import Synchronization

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Process-wide routing of SIGINT, SIGWINCH and SIGCONT for the terminal reader.
///
/// A handler may run on any thread and may only touch atomics and write(2), so it records what
/// happened and writes one byte to the reader's self-pipe; the editing thread (which blocks
/// these signals) wakes from `poll` and acts on it. SIGINT is installed without SA_RESTART.
enum SignalRelay {
  /// Set by every Ctrl-C; consumed by the prompt (`.interrupted`) or by `takeInterrupt()`.
  static let interruptPending = Atomic<Bool>(false)
  /// Set when the terminal was resized; the editing thread tells libedit.
  static let resizePending = Atomic<Bool>(false)
  /// Set when the process was continued after Ctrl-Z: the job-control shell changed the
  /// terminal's modes meanwhile.
  static let continuePending = Atomic<Bool>(false)
  /// Write end of the active reader's self-pipe, or -1.
  static let wakeDescriptor = Atomic<Int32>(-1)

  /// The handlers that were in place before `install`, for `restore`.
  struct SavedHandlers: Sendable {
    fileprivate let interrupt: sigaction
    fileprivate let resize: sigaction
    fileprivate let resume: sigaction
  }

  static func install(wakeDescriptor fd: Int32) -> SavedHandlers {
    // Initialise the lazy statics here, never inside a handler.
    interruptPending.store(false, ordering: .sequentiallyConsistent)
    resizePending.store(false, ordering: .sequentiallyConsistent)
    continuePending.store(false, ordering: .sequentiallyConsistent)
    wakeDescriptor.store(fd, ordering: .sequentiallyConsistent)

    var action = sigaction()
    action.__sigaction_handler.sa_handler = { signal in
      let savedErrno = errno
      switch signal {
      case SIGINT: SignalRelay.interruptPending.store(true, ordering: .sequentiallyConsistent)
      case SIGCONT: SignalRelay.continuePending.store(true, ordering: .sequentiallyConsistent)
      default: SignalRelay.resizePending.store(true, ordering: .sequentiallyConsistent)
      }
      SignalRelay.wake()
      errno = savedErrno
    }
    sigemptyset(&action.sa_mask)
    action.sa_flags = 0  // no SA_RESTART: a blocked read must see EINTR
    var oldInterrupt = sigaction()
    var oldResize = sigaction()
    var oldResume = sigaction()
    sigaction(SIGINT, &action, &oldInterrupt)
    sigaction(SIGWINCH, &action, &oldResize)
    sigaction(SIGCONT, &action, &oldResume)
    return SavedHandlers(interrupt: oldInterrupt, resize: oldResize, resume: oldResume)
  }

  static func restore(_ saved: SavedHandlers) {
    var interrupt = saved.interrupt
    var resize = saved.resize
    var resume = saved.resume
    sigaction(SIGINT, &interrupt, nil)
    sigaction(SIGWINCH, &resize, nil)
    sigaction(SIGCONT, &resume, nil)
    wakeDescriptor.store(-1, ordering: .sequentiallyConsistent)
  }

  /// Wakes the editing thread; async-signal-safe. A full pipe already means "wake up".
  static func wake() {
    let fd = wakeDescriptor.load(ordering: .sequentiallyConsistent)
    guard fd >= 0 else { return }
    var byte: UInt8 = 0x21
    _ = write(fd, &byte, 1)
  }

  /// Keeps the relayed signals off the calling thread, so they land where EINTR is harmless.
  static func blockOnCurrentThread() {
    var set = sigset_t()
    sigemptyset(&set)
    sigaddset(&set, SIGINT)
    sigaddset(&set, SIGWINCH)
    sigaddset(&set, SIGCONT)
    pthread_sigmask(SIG_BLOCK, &set, nil)
  }
}
