import Synchronization

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Process-wide routing of SIGINT, SIGWINCH and SIGCONT for the terminal reader.
///
/// A handler may run on any thread and may only touch atomics and async-signal-safe calls
/// (write(2); on SIGCONT while a command runs, tcgetattr and tcsetattr), so it records what
/// happened and writes one byte to the reader's self-pipe; the editing thread (which blocks
/// these signals) wakes from `poll` and acts on it. SIGINT is installed without SA_RESTART.
package enum SignalRelay {
  /// Set by every Ctrl-C; consumed by the prompt (`.interrupted`), by a task waiting for
  /// one (`waitForInterrupt()`) or by `takeInterrupt()`.
  static let interruptPending = Atomic<Bool>(false)
  /// Set when the terminal was resized; the editing thread tells libedit.
  static let resizePending = Atomic<Bool>(false)
  /// Set when the process was continued after Ctrl-Z: the job-control shell changed the
  /// terminal's modes meanwhile.
  static let continuePending = Atomic<Bool>(false)
  /// Whether a command runs with the terminal's command-time modes (`runningFlags`).
  static let commandModesActive = Atomic<Bool>(false)
  /// Write end of the active reader's self-pipe, or -1.
  static let wakeDescriptor = Atomic<Int32>(-1)

  /// The handlers that were in place before `install`, for `restore`.
  struct SavedHandlers: Sendable {
    fileprivate let interrupt: sigaction
    fileprivate let resize: sigaction
    fileprivate let resume: sigaction
    fileprivate let fatal: [Int32: sigaction]
  }

  /// The signals that end the process (a `kill`, a closed terminal, Ctrl-\): the terminal's
  /// modes are put back first, then the signal does what it always does.
  static let fatalSignals: [Int32] = [SIGTERM, SIGHUP, SIGQUIT]

  /// The terminal's modes before the editor changed them, and its descriptor, for the
  /// fatal-signal handler.
  // Safety: written only by `rememberTerminal`, before `install` puts the handler that reads
  // them in place (sigaction orders the write before any delivery), and never again while it
  // is installed; the handler only reads.
  nonisolated(unsafe) private static var terminalModes = termios()
  private static let terminalDescriptor = Atomic<Int32>(-1)

  /// Remembers `descriptor`'s modes for the fatal-signal handler to restore.
  static func rememberTerminal(_ descriptor: Int32) {
    guard tcgetattr(descriptor, &terminalModes) == 0 else { return }
    terminalDescriptor.store(descriptor, ordering: .sequentiallyConsistent)
  }

  static func install(wakeDescriptor fd: Int32) -> SavedHandlers {
    // Initialise the lazy statics here, never inside a handler.
    interruptPending.store(false, ordering: .sequentiallyConsistent)
    resizePending.store(false, ordering: .sequentiallyConsistent)
    continuePending.store(false, ordering: .sequentiallyConsistent)
    commandModesActive.store(false, ordering: .sequentiallyConsistent)
    _ = terminalDescriptor.load(ordering: .sequentiallyConsistent)
    wakeDescriptor.store(fd, ordering: .sequentiallyConsistent)

    var action = sigaction()
    action.__sigaction_handler.sa_handler = { signal in
      let savedErrno = errno
      switch signal {
      case SIGINT: SignalRelay.interruptPending.store(true, ordering: .sequentiallyConsistent)
      case SIGCONT:
        SignalRelay.continuePending.store(true, ordering: .sequentiallyConsistent)
        SignalRelay.resumeCommandModes()
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

    // SIGTERM, SIGHUP, SIGQUIT: async-signal-safe calls only — put the terminal's modes back,
    // then die of the same signal, so the parent sees the conventional status. History and
    // recordings were written as each line was entered: nothing is left to flush.
    var fatal = sigaction()
    fatal.__sigaction_handler.sa_handler = { signal in
      SignalRelay.restoreTerminalModes()
      Glibc.signal(signal, SIG_DFL)
      raise(signal)
    }
    sigemptyset(&fatal.sa_mask)
    fatal.sa_flags = 0
    var oldFatal: [Int32: sigaction] = [:]
    for signal in fatalSignals {
      var old = sigaction()
      sigaction(signal, &fatal, &old)
      oldFatal[signal] = old
    }
    return SavedHandlers(
      interrupt: oldInterrupt, resize: oldResize, resume: oldResume, fatal: oldFatal)
  }

  static func restore(_ saved: SavedHandlers) {
    var interrupt = saved.interrupt
    var resize = saved.resize
    var resume = saved.resume
    sigaction(SIGINT, &interrupt, nil)
    sigaction(SIGWINCH, &resize, nil)
    sigaction(SIGCONT, &resume, nil)
    for (signal, old) in saved.fatal {
      var old = old
      sigaction(signal, &old, nil)
    }
    wakeDescriptor.store(-1, ordering: .sequentiallyConsistent)
  }

  /// Puts the terminal's modes back as they were before the editor changed them, if it did;
  /// async-signal-safe (a crash handler calls it).
  package static func restoreTerminalModes() {
    let descriptor = terminalDescriptor.load(ordering: .sequentiallyConsistent)
    if descriptor >= 0 { tcsetattr(descriptor, TCSANOW, &terminalModes) }
  }

  /// The local-mode flags a command runs with: no echo (keys typed ahead wait for the next
  /// prompt), no flush on an interrupt (so Ctrl-C keeps them).
  static let runningFlags = tcflag_t(ECHO) | tcflag_t(ECHOCTL) | tcflag_t(NOFLSH)

  /// `modes` as a command runs with them.
  static func setCommandModes(_ modes: inout termios) {
    modes.c_lflag = (modes.c_lflag & ~(tcflag_t(ECHO) | tcflag_t(ECHOCTL))) | tcflag_t(NOFLSH)
  }

  /// Back from Ctrl-Z while a command runs: the job-control shell gave the terminal its own
  /// modes (echo on: typed keys landed among the output), and the editing thread is not
  /// polling to notice. Async-signal-safe (tcgetattr and tcsetattr are); only in the
  /// foreground, where setting modes does not stop the process (SIGTTOU) again.
  static func resumeCommandModes() {
    let descriptor = terminalDescriptor.load(ordering: .sequentiallyConsistent)
    guard commandModesActive.load(ordering: .sequentiallyConsistent), descriptor >= 0,
      tcgetpgrp(descriptor) == getpgrp()
    else { return }
    var modes = termios()
    guard tcgetattr(descriptor, &modes) == 0 else { return }
    setCommandModes(&modes)
    _ = tcsetattr(descriptor, TCSANOW, &modes)
  }

  /// Wakes the editing thread; async-signal-safe. A full pipe already means "wake up".
  static func wake() {
    wake(wakeDescriptor.load(ordering: .sequentiallyConsistent))
  }

  /// One byte on a self-pipe; a full pipe already means "wake up". Async-signal-safe: a
  /// write(2) and nothing the Swift runtime would have to set up first.
  static func wake(_ descriptor: Int32) {
    guard descriptor >= 0 else { return }
    var byte: UInt8 = 0x21
    _ = write(descriptor, &byte, 1)
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
