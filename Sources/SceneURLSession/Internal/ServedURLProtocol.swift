import Foundation
import SceneRuntime
import StateDiff
import Synchronization

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// The `URLProtocol` that `URLSession` hands every http(s) request to once registered: it
/// refuses none (a request the shell does not serve fails here rather than reaching the
/// network) and has the answerer answer it.
final class ServedURLProtocol: URLProtocol {
  /// The task answering, and whether `stopLoading` came: after it, nothing is delivered.
  private let answering = Mutex<(task: TrackedTask?, stopped: Bool)>((nil, false))

  private static let answerer = Mutex<RequestAnswerer?>(nil)

  /// Its place in ``ServedRequests``, for a crash report, from `startLoading` to `deinit`.
  private let listed = Mutex<Int?>(nil)

  deinit {
    if let id = listed.withLock({ $0 }) { ServedRequests.ended(id) }
  }

  static func serve(with answerer: RequestAnswerer) {
    let first = Self.answerer.withLock { current -> Bool in
      defer { current = answerer }
      return current == nil
    }
    guard first else { return }
    _ = URLProtocol.registerClass(ServedURLProtocol.self)
    // `URLSession.shared` takes the registered classes when it is first made: one made before
    // this (a global of the app's, a test's) would not ask. Its configuration is the session's
    // own object, read at each task, so the class goes first there too.
    let configuration = URLSession.shared.configuration
    let others = (configuration.protocolClasses ?? []).filter { $0 != ServedURLProtocol.self }
    configuration.protocolClasses = [ServedURLProtocol.self] + others
  }

  override class func canInit(with request: URLRequest) -> Bool {
    guard let scheme = request.url?.scheme?.lowercased() else { return false }
    return answerer.withLock { $0 != nil } && (scheme == "http" || scheme == "https")
  }

  override class func canonicalRequest(for request: URLRequest) -> URLRequest { request }

  /// Called on the session task's work queue, where the client must be called back too.
  override func startLoading() {
    guard let answerer = Self.answerer.withLock({ $0 }) else { return }
    let queue = CallingQueue.current()
    let asked = AnswerRequest(
      method: request.httpMethod ?? "GET", url: request.url ?? URL(fileURLWithPath: "/"),
      body: request.httpBody ?? request.httpBodyStream.map(Self.read))
    listed.withLock {
      $0 = ServedRequests.started(TerminalSafe.escape(asked.display, maxLength: 200), queue: queue)
    }
    let reply = Reply(self, queue: queue)
    let task = answerer.answer(asked) { outcome in reply.send(outcome) }
    let stopped = answering.withLock { state -> Bool in
      state.task = task
      return state.stopped
    }
    if stopped { task.cancel() }
  }

  /// A body URLSession hands over as a stream (an upload task's), read whole.
  private static func read(_ stream: InputStream) -> Data {
    var data = Data()
    var buffer = [UInt8](repeating: 0, count: 16_384)
    stream.open()
    defer { stream.close() }
    while true {
      let count = stream.read(&buffer, maxLength: buffer.count)
      guard count > 0 else { break }
      data.append(contentsOf: buffer[0..<count])
    }
    return data
  }

  override func stopLoading() {
    let task = answering.withLock { state -> TrackedTask? in
      state.stopped = true
      return state.task
    }
    task?.cancel()
  }

  fileprivate var isStopped: Bool { answering.withLock { $0.stopped } }
}

/// The protocol instance, as the answering task reaches it to reply once.
///
/// FoundationNetworking (swift-corelibs-foundation 6.3) expects a protocol's client calls on
/// the session task's work queue, where it keeps the session's task registry, and it has two
/// flaws that an answer arriving at the wrong moment trips:
/// - `URLSessionTask.cancel()` runs `workQueue.sync` inside the Swift task's cancellation
///   handler (upstream issue 5412, fixed after 6.3), that is, holding the task's status lock.
///   An answer delivered by a block of that queue on another thread resumes the `data(from:)`
///   continuation, which waits for the same lock: the block waits for the cancelling thread,
///   which waits for the queue. (Seen as a hang: the main thread in `cancel` → `dispatch_sync`,
///   a worker in `urlProtocolDidFinishLoading` → `CheckedContinuation.resume`.)
/// - A cancel that has begun (the task `.canceling`) finishes with its own block, which stops
///   the protocol and fails the task as cancelled. An answer delivered before that block runs
///   completes the task first and takes it out of the registry, and the cancel's failure then
///   traps (`TaskRegistry.swift:118: Trying to access a behaviour for a task that in not in the
///   registry`).
///
/// So the answer is delivered with `sync` on that queue from the answering task itself: on the
/// thread that runs the shell's jobs, where every cancellation handler of a scene's task runs
/// too, so no cancel can be half done beside it; and only to a task still `.running` and a
/// protocol not stopped. A task cancelled before its answer gets URLSession's cancellation
/// error, as it would from a server that had not answered yet.
///
/// `@unchecked Sendable` is safe here: URLProtocol is marked not Sendable, and the only thing
/// the answering task does with the instance is hand it to `send`, which runs the client calls
/// with the session task's own work queue held (the queue `startLoading` was called on), as
/// URLSession itself calls its protocols' clients; the state read there, `isStopped` and the
/// task's `state`, is behind a lock. Only a static build, which cannot see the queue, calls
/// the client from the answering task's thread.
private struct Reply: @unchecked Sendable {
  let served: ServedURLProtocol
  let queue: CallingQueue?

  init(_ served: ServedURLProtocol, queue: CallingQueue?) {
    self.served = served
    self.queue = queue
  }

  func send(_ outcome: RequestAnswerer.Outcome) {
    guard let queue else { return deliver(outcome) }
    queue.sync { deliver(outcome) }
  }

  private func deliver(_ outcome: RequestAnswerer.Outcome) {
    guard !served.isStopped, served.task?.state ?? .running == .running else { return }
    let client = served.client
    switch outcome {
    case .response(let response, let body):
      client?.urlProtocol(served, didReceive: response, cacheStoragePolicy: .notAllowed)
      client?.urlProtocol(served, didLoad: body)
      client?.urlProtocolDidFinishLoading(served)
    case .failure(let error):
      client?.urlProtocol(served, didFailWithError: error)
    }
  }
}
