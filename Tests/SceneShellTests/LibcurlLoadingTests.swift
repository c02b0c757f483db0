import Foundation
import TestSupport
import Testing

#if canImport(Glibc)
  import Glibc
#endif

/// libcurl is loaded by the first HTTP request, never at start-up: a session without
/// `--data-url` does not map it (nor the TLS, Kerberos and LDAP libraries behind it).
///
/// Checked on scenesh linked as it is installed (statically, `make test` passes it as
/// SCENESH_BIN): a dynamic build maps libcurl with FoundationNetworking's shared library, which
/// needs it.
@Suite struct LibcurlLoadingTests {
  @Test(
    .enabled(
      if: (try? Self.linksFoundationNetworkingStatically()) == true,
      "a dynamic build maps libcurl with libFoundationNetworking.so; make test checks the static one"
    ))
  func libcurlIsMappedOnlyOnceARequestWasMade() async throws {
    // Each read waits for a child process: on a thread of its own, not the cooperative pool.
    let plain = try await onOwnThread { try Self.librariesAfterTheOpening(arguments: []) }
    // The whole map was read: the C library is mapped before anything a request loads.
    #expect(plain.contains { $0.hasSuffix("/libc.so.6") }, "\(plain)")
    #expect(!plain.contains { $0.contains("libcurl") }, "\(plain)")

    // The same check sees libcurl once the opening's users came over HTTP.
    let server = try await FixtureServer.start()
    defer { server.stop() }
    let url = server.baseURL.absoluteString
    let fetching = try await onOwnThread {
      try Self.librariesAfterTheOpening(arguments: ["--data-url", url])
    }
    #expect(fetching.contains { $0.contains("libcurl") }, "\(fetching)")
  }

  /// Whether the scenesh under test has FoundationNetworking inside it: its dynamic section
  /// names no libFoundationNetworking.so.
  static func linksFoundationNetworkingStatically() throws -> Bool {
    let binary = try Data(contentsOf: Scenesh.binary)
    return binary.range(of: Data("libFoundationNetworking.so".utf8)) == nil
  }

  /// The shared objects a running scenesh maps once it has printed its opening, read from
  /// /proc/PID/maps while it waits for its first command.
  static func librariesAfterTheOpening(arguments: [String]) throws -> Set<String> {
    let process = Process()
    process.executableURL = try Scenesh.binary
    process.arguments = arguments
    process.currentDirectoryURL = Scenesh.packageRoot
    let (input, output) = try ChildSpawning.serialized {
      let input = Pipe()
      let output = Pipe()
      process.standardInput = input
      process.standardOutput = output
      process.standardError = output
      try process.run()
      return (input, output)
    }
    defer {
      try? input.fileHandleForWriting.close()
      if process.isRunning { process.terminate() }
      process.waitUntilExit()
    }

    // Every byte of the opening, read with poll(2) so that a hung scenesh cannot hang the test.
    let expected = Scenesh.opening.utf8.count
    // Generous: it only keeps a hung scenesh from hanging the run; a busy machine is far inside.
    let deadline = ContinuousClock.now + .seconds(120)
    var received = 0
    var buffer = [UInt8](repeating: 0, count: 4096)
    let descriptor = output.fileHandleForReading.fileDescriptor
    while received < expected {
      let left = deadline - ContinuousClock.now
      guard left > .zero else { throw Scenesh.Failure.timedOut }
      var entry = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
      let ready = poll(&entry, 1, Int32(clamping: left.components.seconds * 1000 + 1))
      if ready < 0 && errno == EINTR { continue }
      guard ready > 0 else { throw Scenesh.Failure.timedOut }
      let count = read(descriptor, &buffer, buffer.count)
      if count < 0 && errno == EINTR { continue }
      guard count > 0 else { break }
      received += count
    }

    // Read to the end: procfs gives the file's size as 0, and String(contentsOfFile:) kept
    // only the first part of it.
    let file = try FileHandle(
      forReadingFrom: URL(fileURLWithPath: "/proc/\(process.processIdentifier)/maps"))
    defer { try? file.close() }
    let maps = String(decoding: try file.readToEnd() ?? Data(), as: UTF8.self)
    let paths = maps.split(separator: "\n").compactMap { line in
      line.split(separator: " ", omittingEmptySubsequences: true).dropFirst(5).first
    }
    return Set(paths.map(String.init).filter { $0.contains(".so") })
  }
}
