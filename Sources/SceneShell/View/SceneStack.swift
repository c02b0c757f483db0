import SceneRuntime
import StateDiff

/// The navigation stack: the scenes the user has opened, the top one current. It is what the
/// scenes' routers talk to, so it also prints route and alert lines, and it plays the
/// lifecycle a navigation controller would: covered scenes disappear, uncovered ones appear
/// again, popped ones lose their in-flight work.
@MainActor
final class SceneStack: SceneNavigator {
  private(set) var views: [SceneView] = []
  private let console: Console
  private let tasks: TaskTracker
  private let clock: SceneClock
  let events: SceneEvents
  let recorder: HopRecorder
  /// Every state the views showed, numbered (`timeline`, `show`, `diff`, `restore`).
  let timeline: Timeline
  /// The patterns' rules every view's changes are checked against.
  let rules: RuleBook
  /// How many alerts the views have shown; a command during which one appears ended in the
  /// scene's own error, and a script's exit status says so.
  private(set) var alertCount = 0
  /// What the last route and alert lines said, for `expect route` / `expect alert`.
  private(set) var lastRoute: String?
  private(set) var lastAlert: (title: String, message: String)?
  /// The alerts shown since the last `expect alert` / `expect no alert`, which takes them.
  private(set) var alertsSinceExpectation: [String] = []
  /// `consume auto` (true) or `consume manual`, for every view on the stack.
  var consumesAutomatically = true {
    didSet { views.forEach { $0.consumesAutomatically = consumesAutomatically } }
  }
  /// Popped scenes whose parts are still to be checked for leaks. Only weak references and the
  /// scene's task scope: the stack must not keep a popped scene alive itself.
  private(set) var releaseChecks: [ReleaseCheck] = []

  init(
    console: Console, tasks: TaskTracker, clock: SceneClock, events: SceneEvents,
    recorder: HopRecorder, timeline: Timeline, rules: RuleBook
  ) {
    self.rules = rules
    self.timeline = timeline
    self.console = console
    self.tasks = tasks
    self.clock = clock
    self.events = events
    self.recorder = recorder
  }

  /// `watch`: the paths every view limits its printed changes to.
  var watched: [StatePath] = [] {
    didSet { views.forEach { $0.watched = watched } }
  }

  /// How many changes the views left out for `watch` since the last call.
  func takeUnwatchedChanges() -> Int {
    defer { views.forEach { $0.unwatchedChanges = 0 } }
    return views.reduce(0) { $0 + $1.unwatchedChanges }
  }

  /// True while the shell steps through a command: the views hold their events for `step`.
  var holdsEvents = false {
    didSet { views.forEach { $0.holdsEvents = holdsEvents } }
  }

  /// See `ShellConfiguration.printsChanges`; set before the first push.
  var printsChanges = true
  /// How many views were pushed: each view's number.
  private var pushes = 0

  var current: SceneView? { views.last }

  /// The prompt's path, such as `users › profile(3)`.
  var path: String {
    views.map(\.scene.title).joined(separator: " › ")
  }

  /// Asked of each scene as it is made, before it is shown, with the name it was opened by
  /// (its title when a router made it): false refuses it (the shell says why).
  var admits: (_ scene: any Scene, _ name: String) -> Bool = { _, _ in true }

  /// Builds a scene with an environment of its own and puts it on top, unless `admits` refuses
  /// it: then its tasks are cancelled and false is returned. `name`: the catalog's, when opened
  /// by name.
  @discardableResult
  func push(_ make: SceneFactory, name: String? = nil) -> Bool {
    let environment = SceneEnvironment(tasks: tasks, clock: clock, events: events, navigator: self)
    let scene = make(environment)
    guard admits(scene, name ?? scene.title) else {
      environment.tasks.cancelAll()
      return false
    }
    let inside = HopContext.current?.record(
      .push, component: scene.title, method: "push \(scene.title)", isolation: "MainActor")
    HopContext.within(inside) { show(scene, scope: environment.tasks, pushedIn: inside?.hop) }
    return true
  }

  private func show(_ scene: any Scene, scope: TaskScope, pushedIn push: Int?) {
    let covered = views.last
    if let covered {
      covered.warnAboutPendingEvents()
      covered.stopObserving()
      covered.scene.sceneDidDisappear()
    }
    pushes += 1
    let view = SceneView(
      scene: scene, number: pushes, scope: scope, console: console, recorder: recorder,
      timeline: timeline,
      clock: clock, rules: rules)
    view.consumesAutomatically = consumesAutomatically
    view.holdsEvents = holdsEvents
    view.watched = watched
    view.printsChanges = printsChanges
    views.append(view)
    rules.register(view.number, pattern: scene.pattern, pushedIn: push)
    // Said once the scene is on top, so `--json` names it as the event's scene.
    console.scene(
      "» \(scene.title) pushed" + (covered.map { "; \($0.scene.title) covered" } ?? ""))
    view.startObserving()
    scene.sceneDidLoad()
    scene.sceneDidAppear()
  }

  /// Pops the top scene: it disappears, its tasks are cancelled, and the one below appears
  /// again with the state it kept. Returns false when only the first scene is left.
  func pop() -> Bool {
    guard views.count > 1, let popped = views.popLast() else { return false }
    let inside = HopContext.current?.record(
      .pop, component: "", method: "pop \(popped.scene.title)", isolation: "MainActor")
    HopContext.within(inside) { hide(popped) }
    return true
  }

  private func hide(_ popped: SceneView) {
    console.scene(
      "« \(popped.scene.title) popped" + (views.last.map { "; \($0.scene.title) uncovered" } ?? ""))
    popped.warnAboutPendingEvents()
    popped.stopObserving()
    popped.scene.sceneDidDisappear()
    popped.scope.cancelAll()
    releaseChecks.append(
      ReleaseCheck(title: popped.scene.title, components: popped.components, scope: popped.scope))
    if let uncovered = views.last {
      uncovered.resumeObserving()
      uncovered.scene.sceneDidAppear()
    }
  }

  /// The scene's own router took `scene` off screen: it is popped, with any scene above it,
  /// top first. A scene not on the stack (already popped) changes nothing.
  func close(_ scene: any Scene) {
    guard let index = views.firstIndex(where: { $0.scene === scene }), index > 0 else { return }
    while views.count > index, pop() {}
  }

  /// The shell quits: every scene's tasks are cancelled and the scenes let go, top first.
  func closeAll() {
    while let view = views.popLast() {
      view.stopObserving()
      view.scope.cancelAll()
    }
    releaseChecks = []
  }

  /// Hands over every pending release check.
  func takeReleaseChecks() -> [ReleaseCheck] {
    defer { releaseChecks = [] }
    return releaseChecks
  }

  /// Puts back checks whose scene still has tasks running.
  func deferReleaseChecks(_ checks: [ReleaseCheck]) {
    releaseChecks = checks + releaseChecks
  }

  /// Prints queued notes, then brings the current view's output up to date. Returns whether
  /// anything was printed or changed.
  @discardableResult
  func update() -> Bool {
    let notes = events.drain()
    notes.forEach(console.note)
    let changed = current?.update() ?? false
    return changed || !notes.isEmpty
  }

  func route(_ route: Any, opening destination: SceneFactory?) {
    // What the view was told and showed before it routed prints first, in the order it
    // happened (a pure-VIP view stops its spinner, then navigates).
    update()
    let description = Self.describe(route)
    lastRoute = description
    console.route(description)
    let inside = HopContext.current?.record(
      .route, component: "", method: "route \(description)", isolation: "MainActor")
    if let destination {
      // A scene refused (its intents collide with commands) ends the session: the shell says so.
      HopContext.within(inside) { _ = push(destination) }
    }
  }

  func alert(title: String, message: String) {
    // Seed 001's view stops the spinner, then shows the alert: that order, on screen too.
    update()
    alertCount += 1
    lastAlert = (title, message)
    alertsSinceExpectation.append(message)
    console.alert(title: title, message: message)
    _ = HopContext.current?.record(
      .alert, component: "", method: "alert \(Summary.of(title)): \(Summary.of(message))",
      isolation: "MainActor")
  }

  /// The alerts shown since the last alert expectation; the next one starts afresh.
  func takeAlertsSinceExpectation() -> [String] {
    defer { alertsSinceExpectation = [] }
    return alertsSinceExpectation
  }

  /// `.userDetail(userId: 3, …)` reads better without the leading dot.
  private static func describe(_ route: Any) -> String {
    let text = Dump.line(route)
    return text.hasPrefix(".") ? String(text.dropFirst()) : text
  }
}
