import SceneRuntime
import StateDiff

/// Step mode: an intent's hops are held at their gates, and `step` lets one go at a time.
/// The view's own turns (reset an event, then act on it) are steps too, in the seed's order.
extension Shell {
  /// The intent being walked through, while it is.
  struct SteppedCommand {
    let hop: Int
    let text: String
    /// The second half of a consumed event, still to run: the view's action.
    var heldAction: (event: String, act: @MainActor () -> Void)?
    /// Worker calls whose result a step has already shown.
    var shownWorkerCalls: Set<Int> = []
    /// Whether a hop was ever held: a command whose calls are all synchronous holds none.
    var heldAny = false
  }

  static let stepUsage = "step [on|off]"

  func step(_ words: [String]) async throws(ShellError) {
    guard words.count <= 1 else {
      throw .unexpectedArgument(command: "step", argument: words[1], usage: Self.stepUsage)
    }
    switch words.first {
    case nil: try await stepOnce()
    case "on":
      isStepping = true
      console.print(
        "step: on (the next intent pauses before each hop: 'step' or 's' goes on one hop, "
          + "'continue' or 'c' runs it to the end)", style: .dim)
    case "off":
      isStepping = false
      console.print("step: off", style: .dim)
      if steppedCommand != nil { await runToEnd() }
    case let word?:
      throw .invalidArgument(
        command: "step", argument: "MODE", value: word, expected: "on or off",
        usage: Self.stepUsage)
    }
  }

  /// Starts walking the intent about to run (the current command) when step mode is on.
  func beginStepping(_ text: String) {
    guard isStepping, let hop = HopContext.current?.hop else { return }
    steppedCommand = SteppedCommand(hop: hop, text: text)
    recorder.step(command: hop)
    stack.holdsEvents = true
  }

  /// Refuses what would start new work while an intent is held.
  func refuseWhileStepping(_ command: String) throws(ShellError) {
    guard let steppedCommand else { return }
    throw .stepping(command: command, held: steppedCommand.text)
  }

  /// One step: the view's held action, else the view's next event, else the next held hop.
  func stepOnce() async throws(ShellError) {
    guard var stepped = steppedCommand else {
      throw .notStepping(command: "step", stepModeOn: isStepping)
    }
    if let held = stepped.heldAction {
      stepped.heldAction = nil
      steppedCommand = stepped
      held.act()
    } else if let view = stack.current, let event = view.nextEventToConsume {
      stepped.heldAction = view.take(event).map { (event.name, $0) }
      steppedCommand = stepped
    } else if let hop = recorder.waitingHops.first {
      recorder.release(hop.id)
    }
    await settle()
    showFinishedWorkerCalls()
    showNextStep()
  }

  /// The worker calls that ended in this step, with what they returned and how long they
  /// took; calls that ran at once from tasks of their own are marked concurrent.
  func showFinishedWorkerCalls() {
    guard var stepped = steppedCommand else { return }
    let finished = recorder.hops(ofCommand: stepped.hop).filter { hop in
      (hop.kind == .worker || hop.kind == .request) && hop.result != nil
        && !stepped.shownWorkerCalls.contains(hop.id)
    }
    // In the order they started, as `trace` lists them (see `HopStart`).
    .sorted { ($0.start, $0.id) < ($1.start, $1.id) }
    stepped.shownWorkerCalls.formUnion(finished.map(\.id))
    steppedCommand = stepped
    // A call made inside another (a request inside a completion-handler worker's call) ended
    // first: it prints first. Each group is arranged as `trace` arranges siblings, so the two
    // agree on what ran concurrently.
    let ids = Set(finished.map(\.id))
    let isInner = { (hop: Hop) in
      var parent = hop.parent
      while let id = parent {
        if ids.contains(id) { return true }
        parent = self.recorder.hop(id)?.parent
      }
      return false
    }
    for group in [finished.filter(isInner), finished.filter { !isInner($0) }] {
      let parentTask = group.first?.parent.flatMap { recorder.hop($0)?.taskIdentity } ?? 0
      for (hop, concurrent) in HopTree.arrange(group, parentTask: parentTask) {
        console.step("  ↳ \(concurrent ? "∥ " : "")\(TraceLabel.line(hop))")
      }
    }
  }

  /// `continue`: the held intent runs without stopping, step mode stays on for the next one.
  /// Said after it ran: how far it got, and what lets it go on when a timer stopped it.
  func continueStepping() async throws(ShellError) {
    guard let stepped = steppedCommand else {
      throw .notStepping(command: "continue", stepModeOn: isStepping)
    }
    await runToEnd()
    reportRun(of: stepped)
  }

  /// Ctrl-C while an intent is held: stop stepping altogether and let it run.
  func abandonStepping() async {
    guard let stepped = steppedCommand else { return }
    isStepping = false
    await runToEnd()
    reportRun(of: stepped, prefix: "stepping abandoned (step mode off): ")
  }

  /// Where an intent let go by `continue` got to: the end, or a timer on the scene clock.
  private func reportRun(of stepped: SteppedCommand, prefix: String = "") {
    if let wait = pendingTimer(of: stepped) {
      console.step("\(prefix)'\(stepped.text)' \(wait)")
    } else {
      console.step("\(prefix)'\(stepped.text)' ran to the end")
    }
  }

  /// "waits on the scene clock (a timer is due in 300ms): 'wait 300ms' lets it run" while a
  /// timer set inside `stepped` is pending (a debounce, a worker's latency); nil otherwise.
  private func pendingTimer(of stepped: SteppedCommand) -> String? {
    guard
      let due = clock.nextDeadline(ofHops: { [recorder] in
        recorder.hop($0)?.root == stepped.hop
      })
    else { return nil }
    let duration = DurationFormat.string(due)
    return "waits on the scene clock (a timer is due in \(duration)): "
      + "'wait \(duration)' lets it run"
  }

  /// Prints where the walk is held, or that the intent has finished.
  func showNextStep() {
    guard let stepped = steppedCommand else { return }
    if let held = stepped.heldAction {
      console.step("next: view acts on \(held.event)")
    } else if let event = stack.current?.nextEventToConsume {
      console.step("next: view consumes \(event.name) (resets it, then acts)")
    } else if let hop = recorder.waitingHops.first {
      steppedCommand?.heldAny = true
      let others = recorder.waitingHops.count - 1
      let alongside = others > 0 ? "  (∥ \(others) more waiting)" : ""
      console.step("next: \(TraceLabel.next(hop))\(alongside)")
    } else if let wait = pendingTimer(of: stepped) {
      // Not finished: its work sleeps on the scene clock (a debounce, a worker's latency).
      console.step("'\(stepped.text)' \(wait); 'continue' stops holding its hops")
    } else {
      endStepping()
      let calls: Set<Hop.Kind> = [.interactor, .presenter, .display, .worker, .router]
      if !stepped.heldAny,
        recorder.hops(after: stepped.hop).contains(where: { calls.contains($0.kind) })
      {
        // Completion handlers and a view controller's calls: nothing awaits, nothing can wait.
        console.step(
          "'\(stepped.text)' finished: its calls are synchronous, and a synchronous call cannot "
            + "be held without stopping the main thread ('trace' shows them)")
      } else {
        console.step("'\(stepped.text)' finished ('trace' shows its hops)")
      }
    }
  }

  /// After `wait`: what the fired timers let the held intent do, and where it is held now.
  func showStepsAfterWait() {
    guard steppedCommand != nil else { return }
    showFinishedWorkerCalls()
    showNextStep()
  }

  /// Lets everything held go: the view's turn first (as it would have come first), then the
  /// held hops, and waits for the intent to finish.
  private func runToEnd() async {
    let held = steppedCommand?.heldAction
    endStepping()
    held?.act()
    stack.current?.catchUp()
    await settle()
  }

  private func endStepping() {
    steppedCommand = nil
    stack.holdsEvents = false
    recorder.step(command: nil)
  }
}
