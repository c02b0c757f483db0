import Foundation

#if canImport(Glibc)
  import Glibc
#endif

/// A TCP port on loopback that a test answers by hand: to see what a client sent and when it
/// hung up, and to answer as no HTTP server would (never, with garbage, by hanging up).
///
/// Waits happen on a thread of their own (`poll`), never on the test's executor, and the times
/// they report are taken there: a test run keeps the cooperative pool busy (some tests block it
/// while a subprocess runs), and a time read after an `await` includes however long the pool
/// took to come back.
final class LoopbackListener: Sendable {
  struct Failure: Error, CustomStringConvertible {
    let description: String
  }

  let port: Int
  private let descriptor: Int32

  init() throws {
    let descriptor = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
    guard descriptor >= 0 else { throw Failure(description: "socket: errno \(errno)") }
    var address = sockaddr_in()
    address.sin_family = sa_family_t(AF_INET)
    address.sin_addr.s_addr = inet_addr("127.0.0.1")
    address.sin_port = 0  // any free port
    var length = socklen_t(MemoryLayout<sockaddr_in>.size)
    let bound = withUnsafeMutablePointer(to: &address) { pointer in
      pointer.withMemoryRebound(to: sockaddr.self, capacity: 1) { address in
        bind(descriptor, address, length) == 0 && listen(descriptor, 8) == 0
          && getsockname(descriptor, address, &length) == 0
      }
    }
    guard bound else {
      close(descriptor)
      throw Failure(description: "bind/listen: errno \(errno)")
    }
    self.descriptor = descriptor
    self.port = Int(UInt16(bigEndian: address.sin_port))
  }

  deinit {
    close(descriptor)
  }

  /// `http://127.0.0.1:<port>`.
  var baseURL: URL {
    get throws {
      guard let url = URL(string: "http://127.0.0.1:\(port)") else {
        throw Failure(description: "no URL for port \(port)")
      }
      return url
    }
  }

  /// The next client to connect within `timeout`, or nil if none did.
  func accept(within timeout: Duration) async -> Connection? {
    let descriptor = self.descriptor
    return await Self.onOwnThread {
      guard Self.waitReadable(descriptor, within: timeout) else { return nil }
      let connection = Glibc.accept(descriptor, nil, nil)
      return connection >= 0 ? Connection(descriptor: connection, acceptedAt: .now) : nil
    }
  }

  /// The next client's connection, once its request head has come (what a server waits for
  /// before it answers); throws if either does not come within `timeout`. The default only
  /// keeps a client that never sends from hanging the run: a loaded machine is far inside it.
  func acceptRequest(within timeout: Duration = .seconds(120)) async throws -> Connection {
    guard let connection = await accept(within: timeout),
      await connection.readRequestHead(within: timeout) != nil
    else { throw Failure(description: "no request within \(timeout)") }
    return connection
  }

  /// For a client that is never answered: when the next one connected and when it hung up,
  /// both read on one thread, so however late the test's executor comes back, the times are
  /// the connection's own. Nil if no client connected, or did not hang up, within `timeout`.
  func acceptAndAwaitHangUp(
    within timeout: Duration
  ) async -> (accepted: ContinuousClock.Instant, hungUp: ContinuousClock.Instant)? {
    let descriptor = self.descriptor
    return await Self.onOwnThread {
      let deadline = ContinuousClock.now + timeout
      guard Self.waitReadable(descriptor, within: timeout) else { return nil }
      let accepted = Glibc.accept(descriptor, nil, nil)
      guard accepted >= 0 else { return nil }
      let connection = Connection(descriptor: accepted, acceptedAt: .now)
      guard let hungUp = connection.hangUpTime(before: deadline) else { return nil }
      return (connection.acceptedAt, hungUp)
    }
  }

  /// One accepted connection, closed when the last reference goes.
  final class Connection: Sendable {
    /// When the listener's thread accepted it.
    let acceptedAt: ContinuousClock.Instant
    private let descriptor: Int32

    fileprivate init(descriptor: Int32, acceptedAt: ContinuousClock.Instant) {
      self.descriptor = descriptor
      self.acceptedAt = acceptedAt
    }

    deinit {
      close(descriptor)
    }

    /// The request's head (up to the blank line), or nil when it did not come within
    /// `timeout`.
    func readRequestHead(within timeout: Duration) async -> String? {
      let descriptor = self.descriptor
      return await LoopbackListener.onOwnThread {
        let deadline = ContinuousClock.now + timeout
        var bytes: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 4096)
        while !bytes.reversed().starts(with: Array("\r\n\r\n".utf8.reversed())) {
          guard LoopbackListener.waitReadable(descriptor, within: deadline - .now) else {
            return nil
          }
          let count = read(descriptor, &buffer, buffer.count)
          guard count > 0 else { return nil }
          bytes += buffer[0..<count]
        }
        return String(decoding: bytes, as: UTF8.self)
      }
    }

    /// Ends the connection from this side, as a server that gives up would.
    func hangUp() {
      shutdown(descriptor, Int32(SHUT_RDWR))
    }

    /// Sends `text`; a client that hung up meanwhile fails the send (EPIPE) without raising
    /// SIGPIPE, which would end the test process.
    func write(_ text: String) {
      let bytes = Array(text.utf8)
      _ = bytes.withUnsafeBytes { send(descriptor, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL)) }
    }

    /// When the client hung up (end of file or a reset, after reading and dropping anything
    /// it still sent), or nil if it did not within `timeout`.
    func clientHungUp(within timeout: Duration) async -> ContinuousClock.Instant? {
      await LoopbackListener.onOwnThread { [self] in
        hangUpTime(before: ContinuousClock.now + timeout)
      }
    }

    /// Blocks this thread until the client hangs up or `deadline` passes.
    fileprivate func hangUpTime(before deadline: ContinuousClock.Instant) -> ContinuousClock
      .Instant?
    {
      var buffer = [UInt8](repeating: 0, count: 4096)
      while LoopbackListener.waitReadable(descriptor, within: deadline - .now) {
        let count = read(descriptor, &buffer, buffer.count)
        if count <= 0 { return .now }
      }
      return nil
    }
  }

  /// Whether `descriptor` became readable within `timeout`.
  fileprivate static func waitReadable(_ descriptor: Int32, within timeout: Duration) -> Bool {
    let deadline = ContinuousClock.now + timeout
    while true {
      let left = deadline - .now
      guard left > .zero else { return false }
      var entry = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
      let (seconds, attoseconds) = left.components
      let milliseconds = seconds * 1000 + attoseconds / 1_000_000_000_000_000 + 1
      let ready = poll(&entry, 1, Int32(clamping: milliseconds))
      if ready < 0 && errno == EINTR { continue }
      return ready > 0
    }
  }

  /// Runs a blocking `body` on a thread of its own and returns what it returns.
  fileprivate static func onOwnThread<Value: Sendable>(
    _ body: @escaping @Sendable () -> Value
  ) async -> Value {
    await withCheckedContinuation { continuation in
      Thread { continuation.resume(returning: body()) }.start()
    }
  }
}
