import Foundation
import Synchronization

/// A server on 127.0.0.1 that answers every request with the next of `bodies`, in turn, as
/// JSON: what `scale` points the shell's `--data-url` at, so the answer's bytes are made once
/// and the server costs the measurement nothing but a write. `onRequest` sees each request's
/// number (from 1) before it is answered: the client has finished with every answer before.
final class LoopbackServer: Sendable {
  let port: Int
  private let socket: Int32
  private let bodies: [Data]
  private let served = Atomic<Int>(0)
  /// What `whenRequested` set, and how many requests had come before it.
  private let onRequest: Mutex<(body: @Sendable (Int) -> Void, before: Int)?> = Mutex(nil)

  var baseURL: URL { URL(string: "http://127.0.0.1:\(port)") ?? URL(fileURLWithPath: "/") }

  init?(bodies: [Data]) {
    let descriptor = Glibc.socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
    guard descriptor >= 0 else { return nil }
    var address = sockaddr_in()
    address.sin_family = sa_family_t(AF_INET)
    address.sin_addr.s_addr = inet_addr("127.0.0.1")
    address.sin_port = 0
    var length = socklen_t(MemoryLayout<sockaddr_in>.size)
    let bound = withUnsafePointer(to: &address) {
      $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
        bind(descriptor, $0, length) == 0 && listen(descriptor, 16) == 0
          && getsockname(descriptor, UnsafeMutablePointer(mutating: $0), &length) == 0
      }
    }
    guard bound else {
      close(descriptor)
      return nil
    }
    socket = descriptor
    port = Int(UInt16(bigEndian: address.sin_port))
    self.bodies = bodies
    let thread = Thread { [self] in serve() }
    thread.start()
  }

  /// Calls `body` with each request's number from now on (the next is 1), before answering it.
  func whenRequested(_ body: (@Sendable (Int) -> Void)?) {
    let before = served.load(ordering: .relaxed)
    onRequest.withLock { $0 = body.map { ($0, before) } }
  }

  /// Ends the accept loop; a request in flight is answered first.
  func stop() {
    shutdown(socket, Int32(SHUT_RDWR))
    close(socket)
  }

  private func serve() {
    while true {
      let connection = accept(socket, nil, nil)
      guard connection >= 0 else { return }
      answer(connection)
      close(connection)
    }
  }

  private func answer(_ connection: Int32) {
    // The request line and headers, up to the blank line; there is no body to read.
    var request: [UInt8] = []
    var chunk = [UInt8](repeating: 0, count: 4096)
    while !request.ends(with: [13, 10, 13, 10]) {
      let count = read(connection, &chunk, chunk.count)
      guard count > 0 else { return }
      request += chunk[..<count]
    }
    let number = served.add(1, ordering: .relaxed).newValue
    if let (body, before) = onRequest.withLock({ $0 }) { body(number - before) }
    let body = bodies[(number - 1) % bodies.count]
    let head =
      "HTTP/1.1 200 OK\r\nContent-Type: application/json\r\nContent-Length: \(body.count)\r\n"
      + "Connection: close\r\n\r\n"
    write(Data(head.utf8), to: connection)
    write(body, to: connection)
  }

  private func write(_ data: Data, to connection: Int32) {
    data.withUnsafeBytes { bytes in
      guard let base = bytes.baseAddress else { return }
      var offset = 0
      while offset < bytes.count {
        let written = Glibc.write(connection, base + offset, bytes.count - offset)
        guard written > 0 else { return }
        offset += written
      }
    }
  }
}

extension Array where Element == UInt8 {
  fileprivate func ends(with suffix: [UInt8]) -> Bool {
    count >= suffix.count && self[(count - suffix.count)...].elementsEqual(suffix)
  }
}
