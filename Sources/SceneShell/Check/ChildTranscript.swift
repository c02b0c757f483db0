import Glibc

/// A script run by a process of its own: the program itself (`/proc/self/exe`), the script on
/// its standard input and its standard output and error on one pipe, as a user pipes it. A
/// crash in scene code then ends that process alone: `--check` reports it and goes on.
struct ChildTranscript {
  /// What the run printed, stdout and stderr together, in order.
  let output: String
  /// Its exit status, or 128 + the signal that ended it.
  let status: Int32

  /// Runs `arguments` (the session's own flags) with `script` (an open descriptor) as input;
  /// nil when no process could be started.
  static func run(arguments: [String], script: Int32) -> ChildTranscript? {
    var ends: [Int32] = [-1, -1]
    guard pipe(&ends) == 0 else { return nil }
    var actions = posix_spawn_file_actions_t()
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    posix_spawn_file_actions_adddup2(&actions, script, STDIN_FILENO)
    posix_spawn_file_actions_adddup2(&actions, ends[1], STDOUT_FILENO)
    posix_spawn_file_actions_adddup2(&actions, ends[1], STDERR_FILENO)
    posix_spawn_file_actions_addclose(&actions, ends[0])
    let program = "/proc/self/exe"
    let argv = ([program] + arguments).map { strdup($0) } + [nil]
    defer { argv.forEach { free($0) } }
    var child: pid_t = 0
    let started = posix_spawn(&child, program, &actions, nil, argv, environ)
    close(ends[1])
    guard started == 0 else {
      close(ends[0])
      return nil
    }
    var bytes: [UInt8] = []
    var chunk = [UInt8](repeating: 0, count: 65_536)
    while true {
      let count = chunk.withUnsafeMutableBytes { read(ends[0], $0.baseAddress, $0.count) }
      if count < 0 && errno == EINTR { continue }
      guard count > 0 else { break }
      bytes += chunk[0..<count]
    }
    close(ends[0])
    var status: Int32 = 0
    while waitpid(child, &status, 0) < 0 && errno == EINTR {}
    // WIFEXITED / WEXITSTATUS / WTERMSIG, which Swift does not import as functions.
    let exited = status & 0x7F == 0
    return ChildTranscript(
      output: String(decoding: bytes, as: UTF8.self),
      status: exited ? (status >> 8) & 0xFF : 128 + (status & 0x7F))
  }

  /// The crash report at the end of the output, its line numbers named after `script` rather
  /// than the standard input the run read it from; nil when the run did not crash.
  func crashReport(script: String) -> String? {
    guard status == CrashReport.exitStatus || status == CrashReport.shellFailureStatus else {
      return nil
    }
    var lines = output.split(separator: "\n").map(String.init)
    let headlines = [CrashReport.Blame.scene, .shell(module: "")].map { ": \($0.headline) (" }
    guard
      let start = lines.firstIndex(where: { line in headlines.contains { line.contains($0) } })
    else { return nil }
    lines[start] = lines[start].replacing("(<stdin>:", with: "(\(script):", maxReplacements: 1)
    return lines[start...].joined(separator: "\n")
  }
}
