import Foundation
import Testing

/// `classic-vip` and the `gcd-lab` fixtures, run as a user runs them: a script on stdin, the
/// transcript on stdout and stderr, the exit status.
@Suite struct ClassicVIPShellTests {
  @Test func theScriptsPrintTheirGoldenTranscriptsOnEveryRun() throws {
    let scripts = try FileManager.default.contentsOfDirectory(atPath: Shell.scripts.path)
      .filter { $0.hasSuffix(".scenesh") }.sorted()
      .map { Shell.scripts.appendingPathComponent($0).path }
    #expect(scripts.count >= 4)
    for _ in 0..<5 {
      let run = try Shell.run("classic-vip", arguments: ["--check"] + scripts)
      #expect(run.status == 0, "\(run.standardOutput)")
      #expect(run.standardOutput.hasSuffix("\(scripts.count) passed, 0 failed\n"))
    }
  }

  @Test func aCompletionHandlerWorkersAnswerOnTheMainQueueIsCompleteBeforeTheNextLine() throws {
    let run = try Shell.run("classic-vip", stdin: "fetch\nexpect rows.count == 10\ntrace\n")
    #expect(run.status == 0, "stderr: \(run.standardError)")
    #expect(run.standardOutput.contains("ListPostsWorker.fetchPosts(1) → 10 posts  (300ms)"))
    #expect(run.standardOutput.contains("PostsAPI.fetchPosts(1) → 10 posts  (300ms)"))
    #expect(
      run.standardOutput.contains(
        "GET https://jsonplaceholder.typicode.com/posts?userId=1 → 200, 2.9 KB  (300ms)"))
    #expect(run.standardOutput.contains("PostsAPI ⇢ ListPostsWorker: 10 posts"))
    #expect(run.standardOutput.contains("ListPostsWorker ⇢ ListPostsInteractor: 10 posts"))
  }

  @Test func stepModeHoldsTheRequestThenTheDelivery() throws {
    let run = try Shell.run("classic-vip", stdin: "step on\nfetch\ns\ns\ns\n")
    let lines = run.standardOutput.split(separator: "\n").map(String.init)
    let next = lines.filter { $0.hasPrefix("next: ") }
    #expect(
      next == [
        "next: GET https://jsonplaceholder.typicode.com/posts?userId=1",
        "next: PostsAPI ⇢ ListPostsWorker: 10 posts",
        "next: ListPostsWorker ⇢ ListPostsInteractor: 10 posts",
      ])
    #expect(lines.last == "'fetch' finished ('trace' shows its hops)")
  }

  @Test func aNetworkFaultTakesTheScenesOwnErrorPath() throws {
    let run = try Shell.run("classic-vip", stdin: "fault network\nfetch\n")
    #expect(
      run.standardOutput.contains(
        "! alert Posts: Could not reach the server. Check your connection and try again."))
  }

  @Test func blocksOnGlobalQueuesAndGroupsSettleBeforeTheNextLine() throws {
    for _ in 0..<20 {
      let run = try Shell.run(
        "gcd-lab", stdin: "compute\nexpect computed == 500500\ngroup\nexpect computed == 500501\n")
      #expect(run.status == 0, "stderr: \(run.standardError)")
    }
  }

  @Test func mainSyncNotificationsOnMainAndRunLoopPerformLandInTheirOwnCommand() throws {
    for _ in 0..<10 {
      let run = try Shell.run(
        "gcd-lab",
        stdin: "mainsync\nexpect mainThreadWork.count == 1\nnotify\n"
          + "expect mainThreadWork[1] == \"notification\"\nperform\n"
          + "expect mainThreadWork[2] == \"perform\"\n")
      #expect(run.status == 0, "stderr: \(run.standardError)")
    }
  }

  @Test func whatTheShellCannotMoveIsNamedOnce() throws {
    let run = try Shell.run("gcd-lab", stdin: "nap\nnap\nlater\nexpect later == false\nwait 5s\n")
    #expect(run.status == 0, "stderr: \(run.standardError)")
    let warnings = run.standardOutput.split(separator: "\n").filter { $0.hasPrefix("⚠") }
    #expect(warnings.count == 2, "\(warnings)")
    #expect(warnings.first?.contains("(Thread.sleep, usleep)") == true)
    #expect(
      warnings.last?.contains("DispatchQueue.main.asyncAfter holds a block for 5s") == true)
    #expect(run.standardOutput.hasSuffix("~ later: false → true\n"))
  }

  @Test func anAsyncDataFromCallIsAnsweredFromTheEmbeddedDataAndFaultsTakeItsErrorPath() throws {
    let run = try Shell.run(
      "gcd-lab",
      stdin: "load\nexpect userName == \"leanne graham\"\nfault network\nload\n"
        + "expect loadError == \"-1009\"\ntrace\n")
    #expect(run.status == 0, "stderr: \(run.standardError)")
    #expect(
      run.standardOutput.contains(
        "GET https://jsonplaceholder.typicode.com/users/1 ✕ failed: notConnectedToInternet"))
  }

  @Test func stepModeHoldsTheRequestOfATrackedTaskAwaitingDataFromWithoutHanging() throws {
    let run = try Shell.run(
      "gcd-lab", stdin: "step on\ntload\ns\nexpect userName == \"leanne graham\"\n")
    #expect(run.status == 0, "stderr: \(run.standardError)")
    #expect(run.standardOutput.contains("next: GET https://jsonplaceholder.typicode.com/users/1"))
    #expect(run.standardOutput.hasSuffix("'tload' finished ('trace' shows its hops)\n"))
  }

  @Test func aBarrierWorkItemStillExcludesTheBlocksAroundIt() throws {
    let run = try Shell.run("gcd-lab", stdin: "barrier\nexpect barrierOverlaps == 0\n")
    #expect(run.status == 0, "stderr: \(run.standardError)")
  }

  @Test func aBlockOnAnInactiveQueueIsGivenUpOnWithAWarningNotAHang() throws {
    let run = try Shell.run("gcd-lab", stdin: "inactive\nexpect computed == 0\n")
    #expect(run.status == 0, "stderr: \(run.standardError)")
    #expect(
      run.standardOutput.contains(
        "⚠ 1 GCD block made no progress for 2s (a suspended or inactive queue"))
  }

  /// The rules see a UIKit-hosted scene's pattern through the navigation's wrapper, and the
  /// template's GCD and completion-handler flow breaks none of them.
  @Test func aUIKitHostedScenesRulesAreCheckedAndHold() throws {
    let run = try Shell.run("classic-vip", stdin: "select 0\nback\nrules\n")
    #expect(run.status == 0, "stderr: \(run.standardError)")
    #expect(run.standardOutput.contains("Rules for 'posts' (VIP), with how often each fired"))
    #expect(run.standardOutput.contains("  one-way                 0  checked"))
    #expect(!run.standardOutput.contains("⚠ rule"))
  }

  @Test func aMainQueueBlockSentBeforeATaskRunsFirst() throws {
    let run = try Shell.run(
      "gcd-lab",
      stdin: "order\nexpect mainThreadWork[0] == \"queue\"\nexpect mainThreadWork[1] == \"task\"\n"
        + "detachedsync\nexpect mainThreadWork[2] == \"detached sync\"\n")
    #expect(run.status == 0, "stderr: \(run.standardError)")
  }

  /// The model's `update(state:)` is a hop through its generated subclass: the MVI rule is
  /// judged, and holds.
  @Test func theRootModelsUpdatesAreJudgedByTheMVIRule() throws {
    let run = try Shell.run("classic-vip", stdin: "open root\nrules\n")
    #expect(run.status == 0, "stderr: \(run.standardError)")
    #expect(run.standardOutput.contains("  model-through-update    0  checked"))
    #expect(!run.standardOutput.contains("⚠ rule"))
  }

  /// (Dismissing the sheet reloads nothing: SwiftUI runs no `.onAppear` for the view under a
  /// sheet; `appear` does.)
  @Test func anObservableObjectModelsPublishedStateIsDiffedAndItsSubjectRoutes() throws {
    let run = try Shell.run(
      "classic-vip",
      stdin: "open root\ntap\nback\nfault network\nappear\ntap\nexpect isLoading == false\n")
    #expect(run.status == 0, "stderr: \(run.standardError)")
    let root = try #require(run.standardOutput.range(of: "» root pushed"))
    let image =
      "UIImage(size: CGSize(width: 24.0, height: 16.0), format: .png, data: Data(159 bytes))"
    #expect(
      run.standardOutput[root.lowerBound...] == """
        » root pushed; posts covered
        Δ 2 notifications in one turn, 2 properties changed together:
          + image: \(image)
          ~ isLoading: true → false
        → route sheet(.descriptionImage(image: \(image)))
        » description pushed; root covered
        « description popped; root uncovered
        · fault: network on every data call until 'fault off'
        Δ 3 notifications in one turn, 2 properties changed together:
          - image: \(image)
          ~ isLoading: false → true
        Δ 2 notifications in one turn, 2 properties changed together:
          ~ isLoading: true → false
          + error: URLError(.notConnectedToInternet)
        ! alert Error: It was not possible to load the image
        ! alert Error: Failed to open the screen

        """)
  }

  @Test func whatTheScenePrintsAppearsWhereItHappenedEscapedAndInTheTrace() throws {
    let run = try Shell.run("gcd-lab", stdin: "log\ntrace\n")
    #expect(run.status == 0)
    #expect(run.standardError == "")
    #expect(
      run.standardOutput == """
        » lab pushed
        ⌁ print: Analytics log: login_attempt
        ⌁ print: evil \\u{1B}[2J\\u{07}bytes
        ⌁ stderr: a warning on stderr
        ⌁ print: from a global queue
        ~ computed: 0 → 1
        log
        ├─ ⌁ print: Analytics log: login_attempt
        ├─ ⌁ print: evil \\u{1B}[2J\\u{07}bytes
        ├─ ⌁ print: from a global queue
        └─ Δ computed: 0 → 1

        """)
    let json = try Shell.run("gcd-lab", arguments: ["--json"], stdin: "log\n")
    #expect(
      json.standardOutput.contains(
        #"{"event":"output","ms":0,"scene":"lab","source":"scene","stream":"stderr","#
          + #""text":"a warning on stderr","time":"0s"}"#))
  }

  @Test func aCrashInTheScenesRouterIsReportedWithItsCommandHopAndStateThenExitsThree() throws {
    let run = try Shell.run(
      "gcd-lab", stdin: "open orders\nselect 1\nselect 99\nstate\n")
    #expect(run.status == 3)
    // What ran before the crash was printed as it happened; nothing after it runs.
    #expect(run.standardOutput.hasSuffix("+ shown: \"Order 2\"\n"), "\(run.standardOutput)")
    let report = run.standardError.components(separatedBy: "\n").drop {
      !$0.contains("the scene crashed")
    }
    // The runtime's message, which it wrote to stderr before the trap, is in the block.
    let lines = Array(report)
    #expect(lines.count == 7, "\(run.standardError)")
    let message = lines.count > 1 ? lines[1] : ""
    #expect(
      message.hasPrefix("  Swift: ") && message.hasSuffix(": Fatal error: Index out of range"))
    #expect(
      lines.enumerated().filter { $0.offset != 1 }.map(\.element) == [
        "gcd-lab: the scene crashed (SIGILL, a Swift runtime trap) in 'select 99' (<stdin>:3)",
        "  in: ListOrdersRouter.routeToShowOrder(99), called from 'select 99'",
        "  last state of 'orders':",
        "    rows: 2 strings",
        "    shown: \"Order 2\"",
        "",
      ], "\(run.standardError)")
    #expect(!run.standardError.contains("Backtracing"))
  }

  @Test func checkRunsEachScriptInItsOwnProcessSoACrashIsOneResult() throws {
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("crash-check-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let scripts = ["first": 0, "second": 9, "third": 1].map { name, row in
      (folder.appendingPathComponent("\(name).scenesh").path, "open orders\nselect \(row)\n")
    }
    for (path, text) in scripts { try Data(text.utf8).write(to: URL(fileURLWithPath: path)) }
    let paths = scripts.map(\.0).sorted()
    let goldens = paths.filter { !$0.contains("second") }
    #expect(try Shell.run("gcd-lab", arguments: ["--check", "--update"] + goldens).status == 0)

    let run = try Shell.run("gcd-lab", arguments: ["--check"] + paths)
    #expect(run.status == 3)
    let lines = run.standardOutput.components(separatedBy: "\n")
    #expect(lines.first == "ok   \(paths[0])")
    #expect(lines.dropFirst().first == "CRASH \(paths[1])")
    #expect(
      lines.contains {
        $0.hasPrefix("gcd-lab: the scene crashed (SIGILL") && $0.hasSuffix("(\(paths[1]):2)")
      })
    #expect(lines.contains("ok   \(paths[2])"))
    #expect(lines.suffix(2) == ["2 passed, 1 crashed", ""])
    #expect(
      run.standardError.contains("a script crashed in scene code (CRASH above); exit status 3"))
  }

  /// CleanStore's list awaits its router's decorator hop in the intent itself, not in a task
  /// of its own: step mode holds it there, says so, and reads the next line meanwhile. (The
  /// shell once awaited the intent, which waited at a gate only a later `step` could open:
  /// no `next:`, and no end.)
  @Test func anIntentThatAwaitsADecoratorHopItselfSteps() throws {
    let opened = "» lab pushed\n» orders pushed; lab covered\n" + Self.stepOn
    let step = try Shell.run(
      "gcd-lab", stdin: "open orders\nstep on\nselect 1\ns\ntrace\n", timeout: 60)
    #expect(step.status == 0, "stderr: \(step.standardError)")
    #expect(
      step.standardOutput == opened + """
        next: ListOrdersRouter.routeToShowOrder(1)  [MainActor]
        + shown: "Order 2"
        'select 1' finished ('trace' shows its hops)
        select 1
        ├─ ListOrdersRouter.routeToShowOrder(1)  [MainActor]
        └─ Δ shown: nil → "Order 2"

        """)

    // `continue` lets it go, and step mode holds the next intent too.
    let resumed = try Shell.run(
      "gcd-lab", stdin: "open orders\nstep on\nselect 1\nc\nselect 0\nc\n", timeout: 60)
    #expect(resumed.status == 0, "stderr: \(resumed.standardError)")
    #expect(
      resumed.standardOutput == opened + """
        next: ListOrdersRouter.routeToShowOrder(1)  [MainActor]
        + shown: "Order 2"
        'select 1' ran to the end
        next: ListOrdersRouter.routeToShowOrder(0)  [MainActor]
        ~ shown: "Order 2" → "Order 1"
        'select 0' ran to the end

        """)

    // The input ends (Ctrl-D) while the hop is held: it is let go, and the shell ends.
    let ended = try Shell.run(
      "gcd-lab", stdin: "open orders\nstep on\nselect 1\n", timeout: 60)
    #expect(ended.status == 0, "stderr: \(ended.standardError)")
    #expect(
      ended.standardOutput == opened + """
        next: ListOrdersRouter.routeToShowOrder(1)  [MainActor]
        + shown: "Order 2"
        stepping abandoned (step mode off): 'select 1' ran to the end

        """)
  }

  /// Seed 001's Profile fetch: the user and their posts at once (`async let`) through
  /// `URLSession.shared`. The requests are recorded on URLSession's threads, which get there
  /// in either order; the trace lists them in the order the tasks made them, on every run.
  @Test func twoRequestsMadeAtOnceAreTracedInTheOrderTheyWereMade() throws {
    var transcripts: [String: Int] = [:]
    for _ in 0..<20 {
      let run = try Shell.run("gcd-lab", stdin: "pair\ntrace\n", timeout: 60)
      #expect(run.status == 0, "stderr: \(run.standardError)")
      transcripts[run.standardOutput, default: 0] += 1
    }
    #expect(transcripts.count == 1, "\(transcripts)")
    #expect(
      transcripts.keys.first == """
        » lab pushed
        ~ userName: "" → "leanne graham, 10 posts"
        pair
        ├─ GET https://jsonplaceholder.typicode.com/users/1 → 200, 401 B  (300ms)
        ├─ GET https://jsonplaceholder.typicode.com/posts?userId=1 → 200, 2.9 KB  (300ms)
        └─ Δ userName: "" → "leanne graham, 10 posts"

        """)
  }

  /// The same pair in step mode: each request is held in turn, in the order the `async let`s
  /// start them (the user first), and the task awaiting both
  /// (through its two `async let`s) does not keep the prompt from coming. It once did: the
  /// task could not park while its children waited, and the held requests stood in only for a
  /// task that made a request itself, so the shell waited for it forever.
  @Test func twoRequestsMadeAtOnceStepOneByOne() throws {
    let run = try Shell.run("gcd-lab", stdin: "step on\npair\ns\ns\n", timeout: 60)
    #expect(run.status == 0, "stderr: \(run.standardError)")
    #expect(
      run.standardOutput == "» lab pushed\n" + Self.stepOn + """
        next: GET https://jsonplaceholder.typicode.com/users/1  (∥ 1 more waiting)
          ↳ GET https://jsonplaceholder.typicode.com/users/1 → 200, 401 B  (300ms)
        next: GET https://jsonplaceholder.typicode.com/posts?userId=1
          ↳ GET https://jsonplaceholder.typicode.com/posts?userId=1 → 200, 2.9 KB  (300ms)
        ~ userName: "" → "leanne graham, 10 posts"
        'pair' finished ('trace' shows its hops)

        """)
  }

  static let stepOn =
    "step: on (the next intent pauses before each hop: 'step' or 's' goes on one hop, "
    + "'continue' or 'c' runs it to the end)\n"

  @Test func aRunLoopTimerFiresWhenAWaitCoversIt() throws {
    let run = try Shell.run(
      "gcd-lab",
      stdin: "tick\nexpect ticks == 0\nwait 300ms\nexpect ticks == 1\nwait 600ms\n"
        + "expect ticks == 3\n")
    #expect(run.status == 0, "stderr: \(run.standardError)")
    #expect(run.standardOutput.contains("⚠ a Timer on RunLoop.main keeps real time"))
  }
}

enum Shell {
  struct Run {
    let status: Int32
    let standardOutput: String
    let standardError: String
  }

  /// The package's scripts folder, found from this file.
  static var scripts: URL {
    URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
      .deletingLastPathComponent().appendingPathComponent("scripts")
  }

  struct Hung: Error, CustomStringConvertible {
    let program: String
    let standardOutput: String
    var description: String { "\(program) never exited; it printed:\n\(standardOutput)" }
  }

  /// Runs `program` (beside the test bundle) with `stdin` piped in; output goes to files, so
  /// no pipe can fill up while the test waits for it to exit. A program still running after
  /// `timeout` (far longer than any of these runs takes, even on a loaded machine) is ended
  /// and the test fails with what it printed: a hang is a failure, not a stuck test run.
  static func run(
    _ program: String, arguments: [String] = [], stdin: String = "",
    timeout: TimeInterval = 300
  ) throws -> Run {
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("classic-vip-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let paths = ["in", "out", "err"].map { folder.appendingPathComponent($0) }
    try Data(stdin.utf8).write(to: paths[0])
    for path in paths.dropFirst() { try Data().write(to: path) }
    let process = Process()
    process.executableURL = URL(fileURLWithPath: CommandLine.arguments[0])
      .deletingLastPathComponent().appendingPathComponent(program)
    process.arguments = arguments
    // Hash order must never reach a transcript: the runs use a seed of their own each time.
    process.environment = ProcessInfo.processInfo.environment.filter {
      $0.key != "SWIFT_DETERMINISTIC_HASHING"
    }
    process.standardInput = try FileHandle(forReadingFrom: paths[0])
    process.standardOutput = try FileHandle(forWritingTo: paths[1])
    process.standardError = try FileHandle(forWritingTo: paths[2])
    let exited = DispatchSemaphore(value: 0)
    process.terminationHandler = { _ in exited.signal() }
    try process.run()
    guard exited.wait(timeout: .now() + timeout) == .success else {
      process.terminate()
      process.waitUntilExit()
      throw Hung(
        program: program,
        standardOutput: (try? String(contentsOf: paths[1], encoding: .utf8)) ?? "")
    }
    return Run(
      status: process.terminationStatus,
      standardOutput: try String(contentsOf: paths[1], encoding: .utf8),
      standardError: try String(contentsOf: paths[2], encoding: .utf8))
  }
}
