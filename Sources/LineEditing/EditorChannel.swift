import Dispatch
import Synchronization

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Everything the callers of `EditlineReader` share with its editing thread: read requests,
/// output queued while a prompt is up, and the self-pipe that wakes the thread. All mutable
/// state is behind one Mutex; libedit itself never appears here.
final class EditorChannel: Sendable {
  /// One `readLine` call waiting for the editing thread.
  struct Request: Sendable {
    let prompt: String
    let completions: Completions
    let continuation: CheckedContinuation<LineReadResult, Never>
  }

  struct QueuedOutput: Sendable {
    let stream: OutputStream
    let text: String
  }

  enum Work: Sendable {
    case read(Request)
    /// Shut down; the requests still waiting get `.endOfInput`.
    case close([Request])
  }

  private struct State {
    var promptActive = false
    var queued: [QueuedOutput] = []
    var requests: [Request] = []
    var closing = false
  }

  let input: Int32
  let output: Int32
  let error: Int32
  let wakeRead: Int32
  let wakeWrite: Int32
  private let state = Mutex(State())
  /// Signalled for each read and for closing when there is no self-pipe to wake the thread.
  private let workAvailable = DispatchSemaphore(value: 0)
  /// Tasks waiting for a Ctrl-C while no prompt is up (a command runs); the editing thread
  /// delivers it between prompts.
  let interruptWaiters: InterruptWaiters
  /// Signalled by the editing thread once libedit is torn down and history saved.
  let finished = DispatchSemaphore(value: 0)

  init(input: Int32, output: Int32, error: Int32) {
    self.input = input
    self.output = output
    self.error = error
    var fds: [Int32] = [-1, -1]
    if pipe(&fds) == 0 {
      for fd in fds {
        _ = fcntl(fd, F_SETFL, fcntl(fd, F_GETFL) | O_NONBLOCK)
        _ = fcntl(fd, F_SETFD, FD_CLOEXEC)
      }
    }
    wakeRead = fds[0]
    wakeWrite = fds[1]
    let wakeDescriptor = fds[1]
    interruptWaiters = InterruptWaiters { SignalRelay.wake(wakeDescriptor) }
  }

  /// The first write to the terminal that failed.
  let failures = OutputFailureRecord()

  /// Writes `text` now, noting a failure.
  func writeNow(_ text: String, to stream: OutputStream) {
    failures.note(DescriptorWriter.write(text, to: descriptor(for: stream)), on: stream)
  }

  func descriptor(for stream: OutputStream) -> Int32 {
    stream == .standardOutput ? output : error
  }

  // MARK: Callers' side

  /// Queues a read; false once closing (the caller answers `.endOfInput` itself).
  func submit(_ request: Request) -> Bool {
    let accepted = state.withLock { state in
      guard !state.closing else { return false }
      state.requests.append(request)
      return true
    }
    if accepted { signalWork() }
    return accepted
  }

  /// Written at once when no prompt is up (under the lock, so in call order); otherwise queued
  /// for the editing thread to print above the prompt.
  func write(_ text: String, to stream: OutputStream) {
    let queued = state.withLock { state in
      guard state.promptActive else {
        writeNow(text, to: stream)
        return false
      }
      state.queued.append(QueuedOutput(stream: stream, text: text))
      return true
    }
    if queued { wake() }
  }

  /// Starts shutting down; false if already closing.
  func requestClose() -> Bool {
    let first = state.withLock { state in
      defer { state.closing = true }
      return !state.closing
    }
    if first {
      interruptWaiters.close()
      signalWork()  // also ends an el_gets in progress, which returns end of input
    }
    return first
  }

  // MARK: Editing thread's side

  /// Blocks until there is a read to serve or the reader is closing. Meanwhile a command runs:
  /// each Ctrl-C goes to the tasks waiting for one, if any.
  func nextWork() -> Work {
    while true {
      let work: Work? = state.withLock { state in
        if state.closing {
          defer { state.requests.removeAll() }
          return .close(state.requests)
        }
        return state.requests.isEmpty ? nil : .read(state.requests.removeFirst())
      }
      if let work { return work }
      interruptWaiters.deliver {
        SignalRelay.interruptPending.exchange(false, ordering: .sequentiallyConsistent)
      }
      waitForWork()
    }
  }

  /// Sleeps until the self-pipe has a byte (a read, closing, a signal, a new interrupt
  /// waiter), which it then drains; the state says what it was for.
  private func waitForWork() {
    guard wakeRead >= 0 else { return workAvailable.wait() }
    var entry = pollfd(fd: wakeRead, events: Int16(POLLIN), revents: 0)
    _ = poll(&entry, 1, -1)  // EINTR cannot come: this thread blocks the relayed signals
    drainWake()
  }

  private func signalWork() {
    if wakeRead >= 0 { wake() } else { workAvailable.signal() }
  }

  var isClosing: Bool {
    state.withLock { $0.closing }
  }

  func beginPrompt() {
    state.withLock { state in
      flush(&state)
      state.promptActive = true
    }
  }

  /// The prompt is gone: output queued meanwhile is written now, in order.
  func endPrompt() {
    state.withLock { state in
      state.promptActive = false
      flush(&state)
    }
  }

  func takeQueued() -> [QueuedOutput] {
    state.withLock { state in
      defer { state.queued.removeAll() }
      return state.queued
    }
  }

  func wake() {
    SignalRelay.wake(wakeWrite)
  }

  /// Empties the self-pipe (non-blocking); the wake-up reasons live in the state and atomics.
  func drainWake() {
    guard wakeRead >= 0 else { return }
    var buffer = [UInt8](repeating: 0, count: 64)
    while buffer.withUnsafeMutableBytes({ read(wakeRead, $0.baseAddress, $0.count) }) > 0 {}
  }

  func closePipe() {
    if wakeRead >= 0 { _ = Glibc.close(wakeRead) }
    if wakeWrite >= 0 { _ = Glibc.close(wakeWrite) }
  }

  private func flush(_ state: inout State) {
    for item in state.queued {
      writeNow(item.text, to: item.stream)
    }
    state.queued.removeAll()
  }
}
