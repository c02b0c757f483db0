import Foundation
import SceneRuntime
import StateDiff

/// `wait`, `back`, `routes`, `scenes`, `open` and `tasks`.
extension Shell {
  func wait(_ duration: Duration) async throws(ShellError) {
    let start = Date()
    let (firstLine, firstFiring) = (console.linesWritten, clock.firingCount)
    let finished = await interruptible { [clock] in
      await clock.advance(by: duration, maximumFirings: Self.maximumTimerFirings)
    }
    await settle()
    await waitForRunLoopTimers(within: duration, from: start)
    showStepsAfterWait()
    guard finished == false else {
      // A wait that printed nothing says what fired, or that nothing was due, and when the
      // next timer is: silence would leave the user guessing.
      if finished == true, console.linesWritten == firstLine {
        console.note(quietWaitNote(duration, fired: clock.fired(since: firstFiring)))
      }
      return
    }
    throw .tooManyTimers(limit: Self.maximumTimerFirings, at: clock.now.description)
  }

  /// `waited 3s (scene time 3.3s): nothing was due; the next timer is due in 27s (…)`.
  private func quietWaitNote(
    _ duration: Duration, fired: (count: Int, timers: [SceneClock.Timer])
  ) -> String {
    let names = Dictionary(tasks.liveTasks.map { ($0.id, $0.name) }) { first, _ in first }
    // The live task asleep, by its name; else the call the timer was set in (a `Task {}`
    // inside it is not a task the shell lists).
    func name(_ timer: SceneClock.Timer) -> String {
      if let task = timer.task, let name = names[task] { return name }
      if let id = timer.hop, let hop = recorder.hop(id) { return "set in \(TraceLabel.call(hop))" }
      return "a task the shell does not track"
    }
    var text = "waited \(DurationFormat.string(duration)) (scene time \(clock.now)): "
    if fired.count == 0 {
      text += "nothing was due"
    } else {
      var seen: [String] = []
      for timer in fired.timers where !seen.contains(name(timer)) { seen.append(name(timer)) }
      let timers = fired.count == 1 ? "1 timer" : "\(fired.count) timers"
      text += "\(timers) fired (\(seen.joined(separator: ", "))) and nothing changed on screen"
    }
    if let next = clock.nextTimer {
      text += "; the next timer is due in \(DurationFormat.string(next.due)) (\(name(next.timer)))"
    } else {
      text += "; no timer is set"
    }
    return text
  }

  static let maximumTimerFirings = 20_000

  func goBack() async throws(ShellError) {
    try refuseWhileStepping("back")
    guard stack.pop() else { throw .cannotGoBack(scene: stack.path) }
    await settle()
  }

  func open(_ name: String) async throws(ShellError) {
    try refuseWhileStepping("open")
    guard let entry = catalog.entry(named: name) else {
      if let routed = catalog.routed.first(where: { $0.name == name }) {
        throw .routedScene(name, reachedBy: routed.reachedBy)
      }
      throw .unknownScene(
        name, suggestion: Suggestion.closest(to: name, among: catalog.entries.map(\.name)))
    }
    stack.push(entry.make, name: entry.name)
    await settle()
  }

  func printRoutes() {
    for (depth, view) in stack.views.enumerated() {
      let marker = depth == stack.views.count - 1 ? "  ← current" : ""
      console.print("\(depth): \(view.scene.title)\(marker)")
    }
  }

  func printScenes() {
    let width = max(10, catalog.routed.map(\.name.count).max() ?? 0)
    for entry in catalog.entries {
      console.print("  \(entry.name.padding(to: width))  \(entry.summary)")
    }
    for routed in catalog.routed {
      console.print(
        "  \(routed.name.padding(to: width))  opened by a router: \(routed.reachedBy)")
    }
  }

  /// `tasks`: each live task numbered, with its scene, what started it and its age.
  func printTasks() {
    let live = tasks.liveTasks
    let waiting = tasks.parkedTaskCount
    let state =
      switch waiting {
      case _ where live.isEmpty: ""
      case 0: ", running"
      case live.count: live.count == 1 ? ", waiting" : ", all waiting"
      default: ", \(waiting) waiting"
      }
    console.print(
      "\(live.count) live task\(live.count == 1 ? "" : "s")\(state)"
        + (waiting > 0 ? " (asleep on the clock or for a value)" : "")
        + "; scene time \(clock.now)")
    let rows = live.map { task in
      (
        number: "#\(task.number)",
        scene: stack.views.first { $0.scope.owns(task.number) }?.scene.title ?? "-", task: task
      )
    }
    let numberWidth = rows.map(\.number.count).max() ?? 0
    let sceneWidth = rows.map(\.scene.count).max() ?? 0
    for row in rows {
      let age = DurationFormat.string(clock.now.offset - row.task.started)
      console.print(
        "  \(row.number.padding(to: numberWidth))  \(row.scene.padding(to: sceneWidth))  "
          + "\(row.task.name)  (age \(age); \(startedBy(row.task)))")
    }
  }

  /// The command (and the call in it) a task was started in.
  private func startedBy(_ task: TaskTracker.LiveTask) -> String {
    guard let id = task.hop else { return "started outside a command" }
    return TraceLabel.origin(of: id, in: recorder).map { "started by " + $0 }
      ?? "started by a hop not kept: \(TraceLabel.notKept)"
  }

  /// `cancel N`: cancels task N as its owner would; what the cancellation sets off (a stream
  /// terminated, a poller cancelled in turn) prints as its hop tree.
  func cancelTask(_ words: [String]) async throws(ShellError) {
    let word = try BuiltinCommand.onlyArgument(
      words, command: "cancel", argument: "N", usage: "cancel N")
    let number = Int(word.hasPrefix("#") ? String(word.dropFirst()) : word)
    guard let task = tasks.liveTasks.first(where: { $0.number == number }), let handle = task.handle
    else { throw .noSuchTask(word, live: tasks.liveTasks.map(\.number)) }
    handle.cancel()
    await settle()
    if let root = HopContext.current?.hop {
      console.trace(TraceTree.lines(recorder.hops(ofCommand: root)))
    }
  }
}

extension String {
  func padding(to width: Int) -> String {
    count >= width ? self : self + String(repeating: " ", count: width - count)
  }
}
