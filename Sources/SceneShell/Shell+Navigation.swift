import SceneRuntime

/// `wait`, `back`, `routes`, `scenes`, `open` and `tasks`.
extension Shell {
  func wait(_ duration: Duration) async throws(ShellError) {
    let finished = await interruptible { [clock] in
      await clock.advance(by: duration, maximumFirings: Self.maximumTimerFirings)
    }
    await settle()
    showStepsAfterWait()
    guard finished == false else { return }
    throw .tooManyTimers(limit: Self.maximumTimerFirings, at: clock.now.description)
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
      throw .unknownScene(
        name, suggestion: Suggestion.closest(to: name, among: catalog.entries.map(\.name)))
    }
    stack.push(entry.make)
    await settle()
  }

  func printRoutes() {
    for (depth, view) in stack.views.enumerated() {
      let marker = depth == stack.views.count - 1 ? "  ← current" : ""
      console.print("\(depth): \(view.scene.title)\(marker)")
    }
  }

  func printScenes() {
    for entry in catalog.entries {
      console.print("  \(entry.name.padding(to: 10))  \(entry.summary)")
    }
  }

  func printTasks() {
    let names = tasks.liveTaskNames
    console.print(
      "\(names.count) live, \(tasks.parkedTaskCount) waiting; scene time \(clock.now)")
    for name in names {
      console.print("  \(name)")
    }
  }
}

extension String {
  func padding(to width: Int) -> String {
    count >= width ? self : self + String(repeating: " ", count: width - count)
  }
}
