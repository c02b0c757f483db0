import ExampleScenes
import Foundation
import LineEditing
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

  static let commands: [String] = (0..<10_000).map { ["fetch", "select 0", "back"][$0 % 3] }

  static func run() async {
    let shell = await measure("shell: 10,000 commands") { await throughShell() }
    let direct = await measure("direct: same intents in Swift") { await directly() }
    printTable("Throughput (release; virtual clock; 5 runs after 1 warm-up)", [shell, direct])
    print(String(format: "shell / direct = %.2f×", shell.median / direct.median))
  }

  /// The shell, reading the script from memory and writing its output nowhere.
  static func throughShell() async -> String {
    let reader = ScriptedLineReader(commands, keepsOutput: false)
    let configuration = ShellConfiguration(
      isInteractive: false, inputName: "bench", colorEnabled: false, clockMode: .virtual)
    let shell = Shell(
      configuration: configuration, reader: reader, catalog: ExampleScenesCatalog.catalog(context:))
    let status = await shell.run()
    return "exit \(status), \(reader.bytesWritten) bytes of output"
  }

  /// The same intents without the shell.
  static func directly() async -> String {
    let driver = DirectDriver()
    for command in commands {
      await driver.run(command)
    }
    return "\(driver.routes) routes"
  }

  private static func measure(
    _ name: String, runs: Int = 5, _ body: () async -> String
  ) async -> Measurement {
    var note = await body()
    let clock = ContinuousClock()
    var times: [Double] = []
    for _ in 0..<runs {
      let start = clock.now
      note = await body()
      let (seconds, attoseconds) = (clock.now - start).components
      times.append(Double(seconds) * 1_000 + Double(attoseconds) / 1e15)
    }
    return Measurement(name: name, milliseconds: times, note: note)
  }
}

/// Plays the view and the navigation controller with no shell: performs intents, waits for
/// the work to settle, consumes pending events, pushes and pops scenes.
@MainActor
private final class DirectDriver: SceneNavigator {
  private let tasks = TaskTracker()
  private let clock: SceneClock
  private let data: EmbeddedDataSource
  private var stack: [(scene: any Scene, scope: TaskScope)] = []
  private(set) var routes = 0

  init() {
    clock = SceneClock(mode: .virtual, tracker: tasks)
    data = EmbeddedDataSource(clock: clock)
    push { [data] environment in UserListScene(environment: environment, dataSource: data) }
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
    scene.sceneDidLoad()
    scene.sceneDidAppear()
  }
}
