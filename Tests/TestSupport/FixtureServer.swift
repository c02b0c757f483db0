import ExampleData
import Foundation
import Synchronization

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// A loopback HTTP server serving the embedded fixtures, jsonplaceholder-shaped, that can be
/// told to fail (Tests/FixtureServer/fixture_server.py).
///
/// A test starts its own server and stops it when done (`defer { server.stop() }`); the server
/// also exits when this process dies, because it reads its stdin (our pipe) until end of file.
public final class FixtureServer: Sendable {
  /// How the server answers data requests; the control endpoint always works.
  public enum Mode: Sendable, Equatable {
    /// Serves the fixtures.
    case ok
    /// Every data request answers 500.
    case serverError
    /// Every data request answers 404.
    case notFound
    /// Every data request answers 200 with a body that is neither JSON nor an image.
    case malformed
    /// Every data request waits this long, then answers normally.
    case slow(Duration)
  }

  public struct Failure: Error, CustomStringConvertible {
    public let description: String
  }

  /// `http://127.0.0.1:<port>` followed by the path prefix, if any.
  public let baseURL: URL
  public let port: Int
  private let directory: URL
  private let running: Mutex<Running?>

  /// The server's process and the pipe ends we hold; gone once stopped.
  private struct Running {
    let process: Process
    let input: Pipe
    let output: Pipe
  }

  /// Starts the server on a thread of its own (it waits for python3 to start, which a loaded
  /// machine may take seconds to do: not on the cooperative pool); see `init`.
  public static func start(pathPrefix: String = "", files: URL? = nil) async throws
    -> FixtureServer
  {
    try await onOwnThread { try FixtureServer(pathPrefix: pathPrefix, files: files) }
  }

  /// Starts the server; `pathPrefix` (such as "/api") puts every endpoint under a prefix, and
  /// `files` serves any other path from that folder (a dev server for an app's own API).
  /// Blocks until python3 reports its port: from async code, `start` instead. The bound only
  /// stops a server that never starts from hanging the run; a busy machine is far inside it.
  public init(
    pathPrefix: String = "", files: URL? = nil, startTimeout: Duration = .seconds(120)
  ) throws {
    directory = FileManager.default.temporaryDirectory
      .appendingPathComponent("fixture-server-\(UUID().uuidString)")
    try Self.writeFixtures(to: directory)

    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    let prefix = pathPrefix.split(separator: "/").joined(separator: "/")
    // -I -S: stdlib only, so skip the environment and site-packages (and their start-up time).
    process.arguments =
      ["python3", "-I", "-S", Self.scriptPath, directory.path]
      + (prefix.isEmpty ? [] : ["--prefix", prefix]) + (files.map { ["--files", $0.path] } ?? [])
    // stderr stays ours, so a traceback from the server shows in the test log.
    let input: Pipe
    let output: Pipe
    do {
      (input, output) = try ChildSpawning.serialized {
        let input = Pipe()
        let output = Pipe()
        process.standardInput = input
        process.standardOutput = output
        try process.run()
        return (input, output)
      }
    } catch {
      try? FileManager.default.removeItem(at: directory)
      throw Failure(description: "cannot start python3: \(error)")
    }
    let running = Running(process: process, input: input, output: output)
    let line = Self.readLine(from: output.fileHandleForReading, timeout: startTimeout)
    guard let line, line.hasPrefix("PORT "), let port = Int(line.dropFirst(5)),
      let url = URL(string: "http://127.0.0.1:\(port)" + (prefix.isEmpty ? "" : "/" + prefix))
    else {
      Self.terminate(running)
      try? FileManager.default.removeItem(at: directory)
      throw Failure(
        description: "fixture server did not report its port (got \(line ?? "nothing"))")
    }
    self.port = port
    self.baseURL = url
    self.running = Mutex(running)
  }

  deinit {
    stop()
  }

  /// Tells the server how to answer from now on.
  public func setMode(_ mode: Mode) async throws {
    var components = URLComponents()
    components.scheme = "http"
    components.host = "127.0.0.1"
    components.port = port
    components.path = "/__control"
    components.queryItems = Self.queryItems(for: mode)
    guard let url = components.url else { throw Failure(description: "bad control URL") }
    var request = URLRequest(url: url)
    request.httpMethod = "POST"
    let session = URLSession(configuration: .ephemeral)
    defer { session.finishTasksAndInvalidate() }
    let (_, response) = try await session.data(for: request)
    guard (response as? HTTPURLResponse)?.statusCode == 200 else {
      throw Failure(description: "fixture server refused mode \(mode)")
    }
  }

  /// Stops the server and waits until it has exited, so nothing listens on its port any more.
  /// Safe to call more than once.
  /// Stops the server: ends its process and waits for it, which takes a moment (blocking; from
  /// a test's `defer` it is short: the process is told to end first).
  public func stop() {
    let running = self.running.withLock { running in
      defer { running = nil }
      return running
    }
    guard let running else { return }
    Self.terminate(running)
    try? FileManager.default.removeItem(at: directory)
  }

  // MARK: - Helpers

  /// The script sits in Tests/FixtureServer, next to this file's folder.
  private static let scriptPath = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent()
    .deletingLastPathComponent()
    .appendingPathComponent("FixtureServer/fixture_server.py")
    .path

  private static func writeFixtures(to directory: URL) throws {
    guard let image = Data(base64Encoded: Fixtures.rootImagePNGBase64) else {
      throw Failure(description: "the embedded image is not base64")
    }
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    try Data(Fixtures.usersJSON.utf8).write(to: directory.appendingPathComponent("users.json"))
    try Data(Fixtures.postsJSON.utf8).write(to: directory.appendingPathComponent("posts.json"))
    try image.write(to: directory.appendingPathComponent("root.png"))
  }

  /// The control endpoint's query for a mode (see fixture_server.py).
  private static func queryItems(for mode: Mode) -> [URLQueryItem] {
    let name: String
    var delay: Duration?
    switch mode {
    case .ok: name = "ok"
    case .serverError: name = "500"
    case .notFound: name = "404"
    case .malformed: name = "malformed"
    case .slow(let duration):
      name = "slow"
      delay = duration
    }
    var items = [URLQueryItem(name: "mode", value: name)]
    if let delay {
      let seconds =
        Double(delay.components.seconds) + Double(delay.components.attoseconds) * 1e-18
      items.append(URLQueryItem(name: "seconds", value: String(seconds)))
    }
    return items
  }

  /// Reads the first line the server prints, waiting at most `timeout`; nil if none came.
  /// poll(2) rather than a blocking read, so a server that hangs cannot hang the test.
  private static func readLine(from handle: FileHandle, timeout: Duration) -> String? {
    let deadline = ContinuousClock.now + timeout
    var bytes: [UInt8] = []
    var buffer = [UInt8](repeating: 0, count: 256)
    while !bytes.contains(UInt8(ascii: "\n")) {
      let left = deadline - ContinuousClock.now
      guard left > .zero else { return nil }
      var descriptor = pollfd(fd: handle.fileDescriptor, events: Int16(POLLIN), revents: 0)
      let milliseconds = Int32(clamping: left.components.seconds * 1000 + 1)
      let ready = poll(&descriptor, 1, milliseconds)
      if ready < 0 && errno == EINTR { continue }
      guard ready > 0 else { return nil }
      let count = read(handle.fileDescriptor, &buffer, buffer.count)
      if count < 0 && errno == EINTR { continue }
      guard count > 0 else { return nil }
      bytes += buffer[0..<count]
    }
    let line = bytes.prefix { $0 != UInt8(ascii: "\n") }
    return String(decoding: line, as: UTF8.self)
  }

  private static func terminate(_ running: Running) {
    try? running.input.fileHandleForWriting.close()
    if running.process.isRunning { running.process.terminate() }
    running.process.waitUntilExit()
    try? running.output.fileHandleForReading.close()
  }
}
