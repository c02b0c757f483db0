import Foundation

/// Runs a program the benchmarks measure to its end and keeps one of its output streams.
enum ChildProcess {
  enum Stream {
    case output
    case errors
  }

  /// What `program` wrote to `stream` (the other goes nowhere) when it exits with status 0;
  /// nil when it cannot start or fails. `input` is its standard input, `environment` is added
  /// to the benchmark's own.
  static func run(
    _ program: String, _ arguments: [String], input: String? = nil,
    environment: [String: String] = [:], keeping stream: Stream = .output
  ) -> String? {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: program)
    process.arguments = arguments
    process.environment = ProcessInfo.processInfo.environment.merging(
      environment, uniquingKeysWith: { $1 })
    let kept = Pipe()
    process.standardOutput = stream == .output ? kept : FileHandle.nullDevice
    process.standardError = stream == .errors ? kept : FileHandle.nullDevice
    let inputPipe = input.map { _ in Pipe() }
    if let inputPipe { process.standardInput = inputPipe }
    guard (try? process.run()) != nil else { return nil }
    if let inputPipe, let input {
      inputPipe.fileHandleForWriting.write(Data(input.utf8))
      try? inputPipe.fileHandleForWriting.close()
    }
    let data = kept.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    guard process.terminationStatus == 0 else { return nil }
    return String(decoding: data, as: UTF8.self)
  }

  /// Where `program` is on the PATH, if it is.
  static func which(_ program: String) -> String? {
    let paths = (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin").split(
      separator: ":")
    return paths.map { "\($0)/\(program)" }.first {
      FileManager.default.isExecutableFile(atPath: $0)
    }
  }
}
