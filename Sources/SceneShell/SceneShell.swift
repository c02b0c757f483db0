import Foundation
import SceneRuntime
import Synchronization

/// Runs a shell over a host's own scenes: the one call a host's `main.swift` makes.
///
/// ```swift
/// // Sources/BookSearchShell/main.swift
/// import SceneShell
///
/// SceneShell.main(
///   ShellProgram(name: "book-search", version: "1.0.0", summary: "BookSearch, headless"),
///   catalog: BookSearchCatalog.make)
/// ```
///
/// ```
/// $ printf 'query dune\nwait 500ms\n' | book-search
/// ```
public enum SceneShell {
  /// Reads the command line, runs the shell over `catalog` and exits with its status: 0 when
  /// every command succeeded, 1 when one failed, 2 for a bad command line or a catalog it
  /// cannot host (a scene or intent named like a built-in command, two scenes of one name, an
  /// initial scene that does not exist).
  ///
  /// Call it from `main.swift` as the program's only statement, without `await`: it makes the
  /// shell's executor the process's own before any task exists. Every job of every task (the
  /// scenes' own `Task { … }` included) then runs on it one at a time, so the shell knows when
  /// a scene is quiet and a command's diff is complete, and a script prints the same bytes on
  /// every run.
  ///
  /// - Parameters:
  ///   - program: the name, version and options `--help` and `--version` show.
  ///   - catalog: builds the scenes the shell can open, once, from what the shell gives the
  ///     host (its clock, where notes go).
  public static func main(
    _ program: ShellProgram,
    catalog: @escaping @MainActor (SceneCatalog.Context) -> SceneCatalog
  ) -> Never {
    // A process inherits its parent's blocked signals (a test runner's, a CI agent's). The
    // executor's thread is where Ctrl-C and a resize are delivered, so it blocks none.
    var none = sigset_t()
    sigemptyset(&none)
    pthread_sigmask(SIG_SETMASK, &none, nil)
    survivesFileSizeLimit()
    holdClosedStandardStreams()
    let executor = SceneExecutor.install()
    let arguments = Array(CommandLine.arguments.dropFirst())
    let status = ExitStatus()
    Task { @MainActor in
      // The few variables the shell reads, looked up one by one: a dictionary of the whole
      // environment cost 350,000 instructions of start-up.
      let code = await Launcher.run(
        program, arguments: arguments,
        environment: { name in getenv(name).map { String(cString: $0) } }, catalog: catalog)
      status.set(code)
      executor.stop()
    }
    do {
      try executor.run()
    } catch {
      status.set(70)
    }
    exit(status.value)
  }

  /// A write past the file-size limit (`ulimit -f`) raises SIGXFSZ, whose default action ends
  /// the process (status 153, no word). Caught by a handler that does nothing, the write fails
  /// with EFBIG instead, and the shell says which file it could not write (`record`, `report`,
  /// a redirected transcript). A handler, not SIG_IGN: a program the scenes start gets the
  /// default back at exec. The terminal's handlers (SignalRelay) are other signals.
  private static func survivesFileSizeLimit() {
    var action = sigaction()
    action.__sigaction_handler.sa_handler = { _ in }
    sigemptyset(&action.sa_mask)
    action.sa_flags = SA_RESTART
    sigaction(SIGXFSZ, &action, nil)
  }

  /// A standard stream closed by the caller (`scenesh >&-`) leaves its number free, and the
  /// next descriptor opened (the executor's wake-up, a file) takes it: the transcript went there
  /// and the shell said `Invalid argument`. Each closed one is held by /dev/null: the input
  /// reads as empty, and a write to the output fails (opened for reading), saying it was closed.
  private static func holdClosedStandardStreams() {
    for stream: Int32 in 0...2 where fcntl(stream, F_GETFD) == -1 && errno == EBADF {
      let null = open("/dev/null", O_RDONLY | O_CLOEXEC)
      guard null >= 0 else { continue }
      if null != stream {
        dup2(null, stream)
        close(null)
      } else {
        // A standard stream is inherited by the programs the scenes run, like any other.
        _ = fcntl(stream, F_SETFD, 0)
      }
    }
  }

  /// The status the shell's task leaves for `main` to exit with.
  private final class ExitStatus: Sendable {
    private let code = Atomic<Int32>(0)
    var value: Int32 { code.load(ordering: .acquiring) }
    func set(_ value: Int32) { code.store(value, ordering: .releasing) }
  }
}
