internal import CCurl
import Foundation

#if canImport(Glibc)
  import Glibc
#endif

/// One request through libcurl (a GET, or any method with a body), on a thread of its own,
/// cancelled with the task that awaits it.
///
/// The shell runs every task and actor on the main thread (SceneExecutor), and a transfer
/// blocks its thread in `curl_multi_poll` until the answer, the deadline or a cancellation
/// comes; so each transfer gets its own thread, which ends with it. Requests are few (a fetch,
/// a poll every few seconds) and short, and a thread per request keeps one request's slow name
/// lookup from holding up another's cancellation.
///
/// The deadline is libcurl's (`CURLOPT_TIMEOUT_MS`), exact to the millisecond and kept on the
/// transfer's thread: an answered request leaves no timer and no scheduled job behind.
enum CurlTransfer {
  struct Answer: Sendable {
    /// 0 when the server answered without an HTTP status line.
    var status: Int
    var body: Data
    /// The answer's header fields, in the order they came (a redirect's left out).
    var headers: [(name: String, value: String)] = []
  }

  enum Failure: Error, Equatable {
    /// The transfer failed with `code`, a CURLcode (see CCurl.h), which `text` (libcurl's
    /// own short words for it) describes.
    case transfer(code: Int, text: String)
    /// No thread could be started for the transfer: pthread_create's error.
    case noThread(errno: Int32)
    /// The request could not even be set up.
    case outOfMemory
  }

  /// GETs `url` with `headers`, giving up after `timeout`, following at most `maxRedirects`
  /// redirects and reading at most `maxBodyBytes` of answer (past that it fails with
  /// CCURL_TOO_LARGE). Throws `CancellationError` as soon
  /// as the calling task is cancelled, which also drops the connection (or, if the transfer
  /// had not started, sends nothing); any other failure is a `Failure`.
  static func get(
    _ url: String, headers: [String], timeout: Duration, maxRedirects: Int, maxBodyBytes: Int
  ) async throws -> Answer {
    try await send(
      url, method: "GET", body: nil, headers: headers, timeout: timeout,
      maxRedirects: maxRedirects, maxBodyBytes: maxBodyBytes)
  }

  /// Like `get`, with another `method` and a `body` to send (nil: none).
  static func send(
    _ url: String, method: String, body: Data?, headers: [String], timeout: Duration,
    maxRedirects: Int, maxBodyBytes: Int
  ) async throws -> Answer {
    guard
      let request = Request(
        url: url, method: method, body: body, headers: headers,
        timeoutMilliseconds: milliseconds(timeout), maxRedirects: maxRedirects,
        maxBodyBytes: maxBodyBytes)
    else { throw Failure.outOfMemory }
    return try await withTaskCancellationHandler {
      try await withCheckedThrowingContinuation { continuation in
        // A task cancelled already had `onCancel` run before this: no thread, no request.
        if request.isCancelled { return continuation.resume(throwing: CancellationError()) }
        let worker = Worker(request: request, continuation: continuation)
        if let error = worker.start() {
          continuation.resume(throwing: Failure.noThread(errno: error))
        }
      }
    } onCancel: {
      request.cancel()
    }
  }

  /// Whole milliseconds, rounded up so a deadline never comes early; at least 1, since 0 would
  /// mean "no deadline" to libcurl.
  static func milliseconds(_ duration: Duration) -> Int {
    let (seconds, attoseconds) = duration.components
    guard seconds >= 0, attoseconds >= 0 else { return 1 }
    // Under 1000: attoseconds are less than a second.
    let fraction = (attoseconds + 999_999_999_999_999) / 1_000_000_000_000_000
    let (whole, overflow) = seconds.multipliedReportingOverflow(by: 1000)
    guard !overflow, whole <= Int64.max - fraction else { return Int.max }
    return max(1, Int(whole + fraction))
  }

  /// Owns one ccurl_request, freed when the last reference goes.
  private final class Request: @unchecked Sendable {
    // Sendable although it holds a pointer, because the C request is shared only in the ways
    // CCurl.h allows: `cancel` and `isCancelled` from any thread (they take the request's
    // own lock); `perform` and then `close` on the worker's thread alone, once each; freeing in
    // deinit, when no thread holds the request any more.
    private let pointer: OpaquePointer

    init?(
      url: String, method: String, body: Data?, headers: [String], timeoutMilliseconds: Int,
      maxRedirects: Int, maxBodyBytes: Int
    ) {
      guard
        let pointer = ccurl_request_create(
          url, timeoutMilliseconds, maxRedirects, max(0, maxBodyBytes))
      else {
        return nil
      }
      var ready = headers.allSatisfy { ccurl_request_add_header(pointer, $0) == 0 }
      if ready, method != "GET" || body != nil {
        let bytes = body.map(Array.init)
        ready =
          bytes.map { bytes in
            bytes.withUnsafeBufferPointer {
              ccurl_request_set_method(pointer, method, $0.baseAddress, $0.count) == 0
            }
          } ?? (ccurl_request_set_method(pointer, method, nil, 0) == 0)
      }
      guard ready else {
        ccurl_request_free(pointer)
        return nil
      }
      // Last: once it is set, a failed init would run deinit, which frees it.
      self.pointer = pointer
    }

    deinit {
      ccurl_request_free(pointer)
    }

    var isCancelled: Bool { ccurl_request_is_cancelled(pointer) != 0 }

    func cancel() {
      ccurl_request_cancel(pointer)
    }

    /// Sends the request and waits for the whole answer; the worker's thread only.
    func perform() -> Result<Answer, any Error> {
      let setUp = CurlGlobal.setUp
      guard setUp == CCURL_OK else {
        let text = String(cString: ccurl_strerror(setUp))
        return .failure(
          Failure.transfer(code: Int(setUp), text: "libcurl's set-up failed: \(text)"))
      }
      let code = Int(ccurl_request_perform(pointer))
      switch code {
      case CCURL_OK:
        var count = 0
        // The buffer becomes the Data's: an answer of 256 MiB is not copied once more.
        let body = ccurl_request_take_body(pointer, &count).map {
          Data(bytesNoCopy: $0, count: count, deallocator: .free)
        }
        return .success(
          Answer(status: ccurl_request_status(pointer), body: body ?? Data(), headers: head()))
      case CCURL_CANCELLED:
        return .failure(CancellationError())
      default:
        let text = String(cString: ccurl_strerror(Int32(code)))
        return .failure(Failure.transfer(code: code, text: text))
      }
    }

    /// The answer's header fields: each `Name: value` line after the status line.
    private func head() -> [(name: String, value: String)] {
      var count = 0
      guard let bytes = ccurl_request_head(pointer, &count), count > 0 else { return [] }
      let text = String(
        decoding: UnsafeRawBufferPointer(start: bytes, count: count), as: UTF8.self)
      return text.split(whereSeparator: \.isNewline).dropFirst().compactMap { line in
        guard let colon = line.firstIndex(of: ":") else { return nil }
        let name = line[..<colon].trimmingCharacters(in: .whitespaces)
        let value = line[line.index(after: colon)...].trimmingCharacters(in: .whitespaces)
        return name.isEmpty ? nil : (name, value)
      }
    }

    /// Closes the connection and lets go of libcurl's handles; the worker's thread only.
    func close() {
      ccurl_request_close(pointer)
    }
  }

  /// What a transfer's thread does: perform, resume the caller, close.
  private final class Worker: Sendable {
    private let request: Request
    private let continuation: CheckedContinuation<Answer, any Error>

    init(request: Request, continuation: CheckedContinuation<Answer, any Error>) {
      self.request = request
      self.continuation = continuation
    }

    /// Starts the thread, or returns pthread_create's error (then the caller resumes the
    /// continuation). The thread owns one reference to the worker, passed to it as its
    /// argument and released when it ends; nothing else keeps a running thread's worker.
    func start() -> Int32? {
      let context = Unmanaged.passRetained(self).toOpaque()
      var thread = pthread_t()
      // Blocked here, around the creation, so the thread is born with the mask: blocked in
      // the thread itself, a signal could still land on it before it got there.
      var previous = Self.blockAsynchronousSignals()
      defer { pthread_sigmask(SIG_SETMASK, &previous, nil) }
      let error = pthread_create(
        &thread, nil,
        { context in
          guard let context else { return nil }
          Unmanaged<Worker>.fromOpaque(context).takeRetainedValue().run()
          return nil
        }, context)
      guard error == 0 else {
        Unmanaged<Worker>.fromOpaque(context).release()
        return error
      }
      // Nobody joins it: the thread ends on its own once its request is closed.
      pthread_detach(thread)
      return nil
    }

    private func run() {
      let outcome: Result<Answer, any Error>
      if request.isCancelled {
        outcome = .failure(CancellationError())
      } else {
        outcome = request.perform()
      }
      continuation.resume(with: outcome)
      // After resuming, so the caller never waits for it: libcurl may wait here for a host
      // name lookup it cannot abandon (it joins its resolver thread).
      request.close()
    }

    /// The process's signals (Ctrl-C, a resized terminal) go to the threads that handle them,
    /// not into the middle of a transfer; and a write to a connection the server closed, should
    /// it raise SIGPIPE (libcurl sends with MSG_NOSIGNAL, but older TLS back ends wrote to the
    /// socket directly), fails with EPIPE instead of ending the process. Faults stay unblocked.
    /// Blocks them in the calling thread; returns the mask it had.
    private static func blockAsynchronousSignals() -> sigset_t {
      var signals = sigset_t()
      sigfillset(&signals)
      for fault in [SIGSEGV, SIGBUS, SIGILL, SIGFPE, SIGABRT, SIGTRAP, SIGSYS] {
        sigdelset(&signals, fault)
      }
      var previous = sigset_t()
      pthread_sigmask(SIG_BLOCK, &signals, &previous)
      return previous
    }
  }
}
