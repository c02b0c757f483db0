import Foundation
import TestSupport

/// Runs a short-lived helper program with posix_spawn and waitpid.
///
/// Foundation's `Process` learns that a child ended through a descriptor the child inherits;
/// a program that leaves a daemon behind (`tmux new-session`) passes that descriptor on, so
/// `Process` never notices the exit. Here the child gets no descriptor but 0–2 and the pipe
/// we read, and we reap it ourselves.
enum Subprocess {
  struct Failure: Error, CustomStringConvertible {
    let description: String
  }

  /// Runs `arguments[0]` with the rest as its arguments; returns its exit status and stdout.
  static func run(_ arguments: [String], captureOutput: Bool) throws -> (Int32, String) {
    // The pipe is made and the child started under the tests' one spawning lock, so no child
    // that `Process` starts meanwhile keeps this pipe's write end (see ChildSpawning).
    var pipe: [Int32] = [-1, -1]
    let (status, pid) = try ChildSpawning.serialized {
      guard Glibc.pipe(&pipe) == 0 else { throw Failure(description: "pipe failed") }
      return spawn(arguments, output: pipe[1], captureOutput: captureOutput)
    }
    defer { close(pipe[0]) }
    close(pipe[1])
    guard status == 0 else {
      throw Failure(
        description: "cannot start \(arguments[0]): \(String(cString: strerror(status)))")
    }

    var output = Data()
    var buffer = [UInt8](repeating: 0, count: 65_536)
    while true {
      let count = read(pipe[0], &buffer, buffer.count)
      if count > 0 {
        output.append(contentsOf: buffer[0..<count])
      } else if count == 0 || errno != EINTR {
        break
      }
    }
    var exitStatus: Int32 = 0
    while waitpid(pid, &exitStatus, 0) < 0 && errno == EINTR {}
    let code = (exitStatus & 0x7f) == 0 ? (exitStatus >> 8) & 0xff : 128 + (exitStatus & 0x7f)
    return (code, String(decoding: output, as: UTF8.self))
  }

  /// Starts the child with /dev/null on 0 and 2, and on 1 `output` or /dev/null; returns
  /// posix_spawn's status and the child's pid.
  private static func spawn(_ arguments: [String], output: Int32, captureOutput: Bool)
    -> (Int32, pid_t)
  {
    var actions = posix_spawn_file_actions_t()
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
    if captureOutput {
      posix_spawn_file_actions_adddup2(&actions, output, 1)
    } else {
      posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
    }
    posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
    closeOtherDescriptors(&actions)

    var pid: pid_t = 0
    let argv = arguments.map { strdup($0) } + [nil]
    defer { argv.forEach { free($0) } }
    let status = posix_spawn(&pid, arguments[0], &actions, nil, argv, environ)
    return (status, pid)
  }

  /// glibc 2.34+ can close every other descriptor in the child, but its header hides the
  /// declaration behind _GNU_SOURCE, so look it up by name.
  private static func closeOtherDescriptors(_ actions: inout posix_spawn_file_actions_t) {
    typealias CloseFrom =
      @convention(c) (
        UnsafeMutablePointer<posix_spawn_file_actions_t>, Int32
      ) -> Int32
    guard
      let symbol = dlsym(
        UnsafeMutableRawPointer(bitPattern: 0), "posix_spawn_file_actions_addclosefrom_np")
    else { return }
    _ = unsafeBitCast(symbol, to: CloseFrom.self)(&actions, 3)
  }
}
