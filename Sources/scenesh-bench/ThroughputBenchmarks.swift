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
    let target = await RatioTarget.measure(
      "shell / direct, 10,000 commands", limit: 2, runs: 5, warmUps: 1,
      measured: { await throughShell() }, baseline: { await directly() })
    printTargets(
      "Throughput (release; virtual clock; shell and direct alternate, 5 runs after 1 warm-up)",
      [target])
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
