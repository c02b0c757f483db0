import ExampleData
import ExampleScenes
import Foundation
import LineEditing
import Observation
import SceneRuntime
import SceneShell

/// How much the shell costs on top of the scenes it hosts: a 10,000-command script of
/// fetch / select 0 / back cycles on the virtual clock, once through the shell (parsing,
/// settling, observing, diffing, printing to nowhere) and once driven directly in Swift (the
/// same intents, settled the same way, pending events consumed, scenes pushed and popped).
@MainActor
enum ThroughputBenchmarks {
  static let suite = BenchmarkSuite(
    name: "throughput", summary: "10,000 commands through the shell vs. direct calls"
  ) {
    await run()
  }

  static let commands = script(10_000)

  /// `count` commands of fetch / select 0 / back cycles.
  static func script(_ count: Int) -> [String] {
    (0..<count).map { ["fetch", "select 0", "back"][$0 % 3] }
  }

  /// Alternating pairs timed for the target. On this shared VM one pair's ratio ranged from
  /// 1.8× to 3.8× within a run (the direct side, a third as long, swings most); nine keep the
  /// median from following two bad pairs, as five did.
  static let runs = 9

  static func run() async {
    let target = await RatioTarget.measure(
      "shell / direct, 10,000 commands", limit: 3, runs: runs, warmUps: 1,
      measured: { await throughShell() }, baseline: { await directly() })
    printTargets(
      "Throughput (release; virtual clock; shell and direct alternate, \(runs) runs after 1 "
        + "warm-up)",
      [target])
    print()
    await printBreakdown(directMilliseconds: target.medians?.baseline ?? 0)
    print()
    await printPartsOff()
  }

  /// The ledger times the shell's own phases, but not the asynchronous work a part causes
  /// (an observation task per change, the awaits of a recorded hop): that lands in "scenes,
  /// navigation, settling". Turning a part off measures it whole. What is left with both off
  /// is the floor of hosting a scene at all: parsing, dispatching, observing, settling.
  static func printPartsOff() async {
    let variants: [(name: String, recordsHops: Bool, printsChanges: Bool)] = [
      ("everything on (as above)", true, true),
      ("no hops recorded", false, true),
      ("no hops recorded, no diffs printed", false, false),
    ]
    var rows: [[String]] = []
    for variant in variants {
      // Measured as a target is, alternating with the direct side; its limit is not shown.
      let target = await RatioTarget.measure(
        variant.name, limit: 3, runs: 3, warmUps: 1,
        measured: {
          await throughShell(
            recordsHops: variant.recordsHops, printsChanges: variant.printsChanges)
        },
        baseline: { await directly() })
      let ratios = [target.median, target.ratios.min() ?? 0, target.ratios.max() ?? 0]
      rows.append([variant.name] + ratios.map { String(format: "%.2f×", $0) })
    }
    printColumns(
      "The shell with parts turned off, against direct calls (3 alternating runs each; no target)",
      ["shell", "median", "min", "max"], rows, leftAligned: [0])
  }

  /// One more shell run with `CostLedger` on: the shell's own time per command, phase by
  /// phase, and what is left, the scenes' own work, the navigation and the waiting for quiet
  /// that the direct side does too. The ledger reads the clock twice per phase entered, which
  /// the total includes.
  static func printBreakdown(directMilliseconds: Double) async {
    let clock = ContinuousClock()
    CostLedger.shared.start()
    let start = clock.now
    _ = await throughShell()
    let total = (clock.now - start).inMilliseconds
    let phases = CostLedger.shared.stop()
    let perCommand = { (milliseconds: Double) in milliseconds * 1_000 / Double(commands.count) }
    let row = { (name: String, milliseconds: Double) in
      [
        name, String(format: "%.1f", perCommand(milliseconds)),
        String(format: "%.0f%%", milliseconds / total * 100),
      ]
    }
    let shellPhases = CostLedger.Phase.allCases.map { phase in
      (phase.name, phases[phase, default: .zero].inMilliseconds)
    }
    let rest = total - shellPhases.reduce(0) { $0 + $1.1 }
    // Measured here: the rest, and the direct side's whole time. What the rest holds beyond
    // the direct side's work is their difference, not broken down further.
    let beyond = perCommand(rest - directMilliseconds)
    let restNote =
      directMilliseconds > 0 && beyond > 0
      ? String(format: "%.1f more than all of the direct side", beyond)
        + " (the shell's own async work and the ledger's clock reads, not broken down)"
      : ""
    let rows =
      shellPhases.map { row($0.0, $0.1) + [""] } + [
        row("scenes, navigation, settling", rest) + [restNote],
        row("total, shell (instrumented run)", total) + [""],
      ]
      + (directMilliseconds > 0
        ? [row("total, direct (median above)", directMilliseconds) + [""]] : [])
    printColumns(
      "Where a shell command's time goes (\(commands.count) commands, one instrumented run)",
      ["phase", "µs/command", "of shell", "note"], rows, leftAligned: [0])
  }

  /// The shell, reading the script from memory and writing its output nowhere.
  static func throughShell(
    _ commands: [String] = commands, recordsHops: Bool = true, printsChanges: Bool = true,
    dataURL: String? = nil
  ) async -> String {
    let reader = ScriptedLineReader(commands, keepsOutput: false)
    var configuration = ShellConfiguration(
      isInteractive: false, inputName: "bench", colorEnabled: false, clockMode: .virtual,
      dataURL: dataURL)
    configuration.recordsHops = recordsHops
    configuration.printsChanges = printsChanges
    let shell = Shell(
      configuration: configuration, reader: reader, catalog: ExampleScenesCatalog.catalog(context:))
    let status = await shell.run()
    return "exit \(status), \(reader.bytesWritten) bytes of output"
  }

  /// The same intents without the shell; from the server at `dataURL`, when given.
  static func directly(_ commands: [String] = commands, dataURL: URL? = nil) async -> String {
    let driver = DirectDriver(dataURL: dataURL)
    // The first screen's own load, finished before the first command, as the shell's is: a
    // refresh sent while it is in flight would cancel it and leave this side a fetch short.
    await driver.settled()
    for command in commands {
      await driver.run(command)
    }
    return "\(driver.routes) routes, \(driver.reads) fields read"
  }
}

/// Plays the view and the navigation controller with no shell: performs intents, waits for
/// the work to settle, consumes pending events, pushes and pops scenes, and observes the
/// state as a view does (the work any view does, which the shell's view does too).
@MainActor
private final class DirectDriver: SceneNavigator {
  private let tasks = TaskTracker()
  private let clock: SceneClock
  private let data: any UserDataSource
  private var stack: [(scene: any Scene, scope: TaskScope)] = []
  private(set) var routes = 0
  /// Fields read by the views, re-reading after each change.
  private(set) var reads = 0

  init(dataURL: URL?) {
    clock = SceneClock(mode: .virtual, tracker: tasks)
    data = dataURL.map { HTTPDataSource(baseURL: $0) } ?? EmbeddedDataSource(clock: clock)
    push { [data] environment in UserListScene(environment: environment, dataSource: data) }
  }

  /// Waits until the scenes' work is done.
  func settled() async {
    await tasks.settled()
  }

  func run(_ command: String) async {
    if command == "back" {
      guard stack.count > 1, let popped = stack.popLast() else { return }
      popped.scene.sceneDidDisappear()
      popped.scope.cancelAll()
      stack.last?.scene.sceneDidAppear()
      await tasks.settled()
      return
    }
    let words = command.split(separator: " ").map(String.init)
    guard let scene = stack.last?.scene,
      let intent = scene.intents.first(where: { $0.name == words.first })
    else { return }
    let arguments = words.count > 1 ? IntentArguments(["N": .integer(Int(words[1]) ?? 0)]) : .init()
    try? await intent.perform(arguments)
    await tasks.settled()
    for event in scene.pendingEvents {
      event.consume()
    }
    await tasks.settled()
  }

  func route(_ route: Any, opening destination: SceneFactory?) {
    routes += 1
    if let destination { push(destination) }
  }

  func alert(title: String, message: String) {}

  private func push(_ make: SceneFactory) {
    let environment = SceneEnvironment(tasks: tasks, clock: clock, navigator: self)
    let scene = make(environment)
    stack.last?.scene.sceneDidDisappear()
    stack.append((scene, environment.tasks))
    observe(scene)
    scene.sceneDidLoad()
    scene.sceneDidAppear()
  }

  /// What any view does, as the seeds' do: it reads the fields it renders inside
  /// `withObservationTracking` and, told of a change, reads them again on the next main-actor
  /// turn, tracking anew. A popped scene's view stops.
  private func observe(_ scene: any Scene) {
    let id = ObjectIdentifier(scene)
    withObservationTracking {
      reads += scene.readState().count
    } onChange: { [weak self] in
      Task { @MainActor in
        guard let self, let scene = self.stack.first(where: { ObjectIdentifier($0.scene) == id })
        else { return }
        self.observe(scene.scene)
      }
    }
  }
}
