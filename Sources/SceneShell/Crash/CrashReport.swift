import CSceneOutput
import Glibc
import LineEditing
import SceneRuntime
import StateDiff
import Synchronization

/// What a crash in scene code leaves behind before the process dies: the terminal's modes put
/// back, and one block on stderr naming the command (and script line) that was running, the
/// hop in flight and the scene's last state, then exit status 3. A trap (an index out of
/// range, a force-unwrapped nil, `fatalError`, `precondition`) is SIGILL or SIGTRAP on Linux; a
/// bad pointer is SIGSEGV or SIGBUS.
///
/// The handler runs on the crashed thread, in a process that may be broken: it writes what it
/// can, never waits (an alarm cuts it short after 2 s), and a second fault inside it ends the
/// process at once, with the same status. What the shell wrote earlier is already out: every
/// line is written as it is printed, and a recording is written line by line.
///
/// ```
/// scenesh: the scene crashed (SIGILL, a Swift runtime trap) in 'select 5' (orders.scenesh:3)
///   in: ListOrdersRouter.routeToShowOrder, called from 'select 5'
///   Swift: Fatal error: Index out of range
///   last state of 'orders':
///     rows: 2 rows
/// ```
///
/// The block blames whoever trapped. A trap in the shell's own modules (the runtime's message
/// names their file), or in Foundation's networking (its message, or a URLSession queue's block
/// on the crashed thread) while the shell serves the scene's own requests, is the shell's
/// failure: `the shell failed, not the scene`, the request it was serving, and exit status 4.
/// Anything else is the scene's: `the scene crashed`, exit status 3.
enum CrashReport {
  /// The status a crash in scene code ends the process with.
  static let exitStatus: Int32 = 3
  /// The status a failure of the shell's own ends the process with.
  static let shellFailureStatus: Int32 = 4

  /// The modules of the shell, as the runtime's message names a file of theirs
  /// (`SceneRuntime/TaskTracker.swift:80: Fatal error: …`).
  static let shellModules = [
    "SceneShell", "SceneRuntime", "SceneURLSession", "SceneUIKit", "ExampleData", "StateDiff",
    "LineEditing",
  ]

  /// Who trapped, from the runtime's message and what the crashed thread was doing.
  enum Blame: Equatable {
    /// The scene's code, or anything it called outside the shell.
    case scene
    /// The shell's own code, in this module.
    case shell(module: String)
    /// Foundation's networking, while the shell served the scene's own requests: the one the
    /// crashed thread was answering if known, then every one in flight.
    case serving(current: String?, all: [String])

    /// Judges a trap: `message` is the runtime's (nil in a release build), `onURLSessionQueue`
    /// whether the crashed thread ran a URLSession queue's block, `served` the requests the
    /// shell was serving (nil for none).
    static func judge(
      message: String?, onURLSessionQueue: Bool, served: (current: String?, all: [String])?
    ) -> Blame {
      if let message, let module = shellModules.first(where: { message.hasPrefix($0 + "/") }) {
        return .shell(module: module)
      }
      // On a URLSession queue only Foundation's code runs (completion handlers and delegates
      // run on the session's delegate queue): a trap there without words, or in the standard
      // library or Foundation, is networking's too.
      let underNetworking = ["FoundationNetworking/", "Foundation", "Swift/"]
      let inNetworking =
        message?.hasPrefix("FoundationNetworking/") ?? false
        || (onURLSessionQueue
          && message.map { text in
            underNetworking.contains { text.hasPrefix($0) }
          } ?? true)
      if inNetworking, let served {
        return .serving(current: served.current, all: served.all)
      }
      return .scene
    }

    /// The process's exit status.
    var status: Int32 { self == .scene ? CrashReport.exitStatus : CrashReport.shellFailureStatus }

    /// What the first line says happened.
    var headline: String {
      self == .scene ? "the scene crashed" : "the shell failed, not the scene"
    }

    /// The line saying why the shell is to blame; nil for the scene.
    var explanation: String? {
      switch self {
      case .scene:
        return nil
      case .shell(let module):
        return "  the trap is in the shell's own code (\(module)): a bug in the shell, not in the"
          + " scene; please report it with this block"
      case .serving(let current, let all):
        let requests =
          current.map { "serving \($0)" }
          ?? "serving \(all.joined(separator: ", "))"
        return "  \(requests): the trap is in Foundation's networking while the shell's"
          + " URLProtocol answered the scene's own request, a bug in the shell, not in the scene;"
          + " please report it with this block"
      }
    }
  }

  /// The first line, rendered as each command starts (the handler only writes bytes).
  // Safety: written only on the main actor, as a command starts; read by the handler, which
  // runs only once (`crashing` admits a single entry) and only after the write completed on
  // the thread that crashes, or on another thread at a moment no write is in progress, as
  // commands start on the main thread between scene jobs.
  nonisolated(unsafe) private static var command = Array("before any command".utf8)
  /// The program's name, for the first line.
  nonisolated(unsafe) private static var program: [UInt8] = Array("scenesh".utf8)
  /// Renders the hop in flight and the scene's state; called only on the main thread.
  // Safety: set once at start-up, before the handlers that read it are installed.
  nonisolated(unsafe) private static var details: (@MainActor () -> String)?
  // Safety: written once, in `install`, on the main actor; never read.
  nonisolated(unsafe) private static var alternateStack: UnsafeMutableRawPointer?
  private static let crashing = Atomic<Bool>(false)
  private static let mainThread = Atomic<UInt>(0)
  /// Where the report goes: the shell's own stderr (`SceneOutput` holds descriptor 2).
  private static let errorDescriptor = Atomic<Int32>(STDERR_FILENO)

  /// Installs the handlers; `details` renders what the shell knows of the scene at the crash.
  @MainActor
  static func install(
    program name: String, errorDescriptor descriptor: Int32,
    details render: @escaping @MainActor () -> String
  ) {
    errorDescriptor.store(descriptor, ordering: .sequentiallyConsistent)
    program = Array(name.utf8)
    details = render
    mainThread.store(
      UInt(bitPattern: Int(bitPattern: pthread_self())), ordering: .sequentiallyConsistent)
    // The handler's own stack: a crash may be a stack overflow.
    let size = 1 << 20
    let memory = UnsafeMutableRawPointer.allocate(byteCount: size, alignment: 16)
    // Kept for the process's life: the kernel's reference is not one a leak checker sees.
    alternateStack = memory
    var stack = stack_t()
    stack.ss_sp = memory
    stack.ss_size = size
    sigaltstack(&stack, nil)
    var action = sigaction()
    action.__sigaction_handler.sa_handler = { signal in CrashReport.crashed(signal) }
    sigemptyset(&action.sa_mask)
    action.sa_flags = SA_ONSTACK
    for signal in [SIGILL, SIGTRAP, SIGSEGV, SIGBUS, SIGFPE, SIGABRT] {
      sigaction(signal, &action, nil)
    }
  }

  /// The command now running, and where it was read.
  @MainActor
  static func commandStarted(_ text: String, location: String?) {
    let place = location.map { " (\($0))" } ?? ""
    command = Array(TerminalSafe.escape("in '\(text)'\(place)", maxLength: 300).utf8)
  }

  private static func crashed(_ signal: Int32) {
    guard !crashing.exchange(true, ordering: .sequentiallyConsistent) else { _exit(exitStatus) }
    var alarmAction = sigaction()
    alarmAction.__sigaction_handler.sa_handler = { _ in
      CrashReport.write("  (the report was cut short: reading the scene's state did not end)\n")
      _exit(CrashReport.exitStatus)
    }
    sigemptyset(&alarmAction.sa_mask)
    sigaction(SIGALRM, &alarmAction, nil)
    alarm(2)
    SignalRelay.restoreTerminalModes()
    let message = runtimeMessage()
    let blame = Blame.judge(
      message: message, onURLSessionQueue: ServedRequests.isOnURLSessionQueue,
      served: ServedRequests.atCrash())
    write(program + Array(": \(blame.headline) (\(name(of: signal))) ".utf8) + command + [10])
    if let message { write("  Swift: \(message)\n") }
    if message?.contains("not called on the main thread") == true { write(offMainExplanation) }
    if let explanation = blame.explanation {
      write(TerminalSafe.escape(explanation, maxLength: 1_000) + "\n")
    }
    let onMainThread =
      UInt(bitPattern: Int(bitPattern: pthread_self()))
      == mainThread.load(ordering: .sequentiallyConsistent)
    if onMainThread, let details {
      write(MainActor.assumeIsolated { details() })
    } else {
      write("  on a thread other than the main one: its hop and state are not read there\n")
    }
    _exit(blame.status)
  }

  /// How the runtime's isolation check starts its message before it aborts (`error: data race
  /// detected: @MainActor function at Shell/View.swift:12 was not called on the main thread`).
  static let dataRace = "data race detected"
  /// What that abort means when main-actor code was entered on another thread, which its
  /// message does not say.
  static let offMainExplanation =
    "  Swift 6 code checked where it ran and stopped the process: main-actor code was called"
    + " from another thread, as code written for Swift 5 can call it (say, a presenter answering on"
    + " a GCD queue or in a URLSession completion handler, through a @preconcurrency conformance);"
    + " make that call on the main thread, as UIKit requires\n"

  /// The Swift runtime's message (`file:line: Fatal error: Index out of range`), which it wrote
  /// to descriptor 2 just before the trap: the last line there not read yet, escaped.
  private static func runtimeMessage() -> String? {
    var bytes = [UInt8](repeating: 0, count: 4_096)
    let count = bytes.withUnsafeMutableBytes { scene_output_read(2, $0.baseAddress, $0.count) }
    guard count > 0 else { return nil }
    let text = String(decoding: bytes[..<count], as: UTF8.self)
    // The runtime's words for a trap; anything else there is the scene's own stderr.
    let kinds = ["Fatal error", "Precondition failed", "Assertion failed", dataRace]
    guard
      let line = text.split(separator: "\n").last(where: { line in
        kinds.contains { line.contains($0) }
      })
    else { return nil }
    return TerminalSafe.escape(String(line), maxLength: 300)
  }

  private static func name(of signal: Int32) -> String {
    switch signal {
    case SIGILL, SIGTRAP: "SIG\(signal == SIGILL ? "ILL" : "TRAP"), a Swift runtime trap"
    case SIGSEGV: "SIGSEGV, a bad memory access"
    case SIGBUS: "SIGBUS, a bad memory access"
    case SIGFPE: "SIGFPE, an arithmetic fault"
    default: "SIGABRT, an abort"
    }
  }

  private static func write(_ text: String) {
    write(Array(text.utf8))
  }

  private static func write(_ bytes: [UInt8]) {
    bytes.withUnsafeBytes { buffer in
      guard let start = buffer.baseAddress else { return }
      var offset = 0
      while offset < buffer.count {
        let written = Glibc.write(
          errorDescriptor.load(ordering: .sequentiallyConsistent), start + offset,
          buffer.count - offset)
        if written <= 0 { return }
        offset += written
      }
    }
  }
}
