import StateDiff
import Synchronization

/// Where a hop happens: the recorder, and the hop the current code runs inside. A task-local,
/// so it follows the work through `await`s, into tasks it starts and into `async let`s: a scene
/// never passes it by hand.
package struct HopContext: Sendable {
  @TaskLocal public static var current: HopContext?

  public let recorder: HopRecorder
  /// The hop new hops are recorded under.
  public let hop: Int

  public init(recorder: HopRecorder, hop: Int) {
    self.recorder = recorder
    self.hop = hop
  }

  /// Records a hop inside this one and returns the context inside the new hop. `payload` (a
  /// request, a response) is summarised: `userId: 3`, `10 users`.
  public func record(
    _ kind: Hop.Kind, component: String, method: String, payload: Any? = nil,
    isolation: String? = nil, caller: String? = nil
  ) -> HopContext {
    CostLedger.shared.measure(.hops) {
      let id = recorder.record(
        kind, under: hop, component: component, method: method,
        arguments: payload.map { Summary.arguments($0, maxLength: 60) }, isolation: isolation,
        caller: caller)
      return HopContext(recorder: recorder, hop: id)
    }
  }

  /// Records entering `method` of `component`, waits while the shell holds it, then runs
  /// `body` inside the new hop: the crossing every `send`, `hop` and `call` makes.
  nonisolated(nonsending) func enter<Output>(
    _ kind: Hop.Kind, component: String, method: String, payload: Any?,
    isolation: String, _ body: () async -> Output
  ) async -> (hop: HopContext, output: Output) {
    let inside = record(
      kind, component: component, method: method, payload: payload, isolation: isolation)
    if await inside.gate() {
      // Time spent held at the step prompt is the user's, not the call's.
      recorder.restart(inside.hop)
    }
    let output = await HopContext.$current.withValue(inside) { await body() }
    return (inside, output)
  }

  /// Pauses here while the shell is stepping through this hop's command. Returns whether it
  /// was held.
  @discardableResult
  nonisolated(nonsending) public func gate() async -> Bool {
    await recorder.gate(hop)
  }

  /// Runs `body` with this as the current context.
  public func run<Result>(_ body: () throws -> Result) rethrows -> Result {
    try HopContext.$current.withValue(self, operation: body)
  }

  /// How a hop names an isolation: `MainActor`, `actor UserListInteractor`, `nonisolated`.
  /// Where the code declares none (a Swift 5 module's class, a nonisolated function), the label
  /// is where it runs: a synchronous call runs on its caller's executor, which may well be the
  /// main actor's. Main-actor code that Swift 5 code called from another thread is named where
  /// it ran too: `nonisolated, though declared MainActor` (a generated view's `MainThreadCall`
  /// asks this before it takes the call to the main thread).
  public static func isolationName(_ isolation: (any Actor)?) -> String {
    guard let isolation else { return RunningExecutor.current.name }
    if isolation === MainActor.shared {
      // On the main thread, before or after the hop there (the shell runs every actor on it,
      // and a call into the main actor from another one may start before its executor is
      // switched), or on the main actor's executor (a test's runner, off the main thread).
      // Anywhere else is a thread Swift 5 code called main-actor code from. The thread is
      // asked first: in the shell it answers every hop, without reading the executor.
      if RunningExecutor.isMainThread { return "MainActor" }
      let running = RunningExecutor.current
      if case .main = running { return "MainActor" }
      return "\(running.name), though declared MainActor"
    }
    let actorType = type(of: isolation)
    let id = ObjectIdentifier(actorType)
    if let name = actorNames.withLock({ $0[id] }) { return name }
    let name = "actor \(TypeName.of(actorType))"
    actorNames.withLock { $0[id] = name }
    return name
  }

  /// `actor …` per actor type, made once: it is asked on every hop into an actor, and one
  /// string then serves every hop that keeps it.
  private static let actorNames = Mutex<[ObjectIdentifier: String]>([:])

  /// A component's name: its dynamic type's, without module or enclosing types.
  public static func name(of component: Any) -> String {
    TypeName.short(type(of: component))
  }
}

extension HopContext {
  /// Runs `body` inside `context` when there is one, as it is otherwise.
  public static func within<Result>(
    _ context: HopContext?, _ body: () throws -> Result
  ) rethrows -> Result {
    guard let context else { return try body() }
    return try context.run(body)
  }
}
