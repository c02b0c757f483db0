import SceneRuntime
import StateDiff

/// `pending`, `consume`, and the leak check after a pop.
extension Shell {
  func printPending() {
    guard let view = stack.current else { return }
    let set = view.pendingEvents.compactMap { event in
      event.value.map { value in
        let setter = view.setter(of: event).map { "  (set by \(TraceLabel.call($0)))" } ?? ""
        return "\(event.name): \(Dump.line(value))\(setter)"
      }
    }
    guard !set.isEmpty else {
      console.print("none")
      return
    }
    set.forEach { console.print($0) }
  }

  /// `consume auto|manual` sets the mode; `consume [NAME]` consumes what is pending.
  func consume(_ words: [String]) async throws(ShellError) {
    let usage = BuiltinCommand.consumeUsage
    guard words.count <= 1 else {
      throw .unexpectedArgument(command: "consume", argument: words[1], usage: usage)
    }
    switch words.first {
    case "auto":
      stack.consumesAutomatically = true
      console.print("consume: auto", style: .dim)
      // What waits is consumed now, as the view would have done.
      stack.current?.catchUp()
      await settle()
    case "manual":
      stack.consumesAutomatically = false
      console.print("consume: manual (events wait for 'consume NAME')", style: .dim)
    case let name:
      try await consumePending(named: name)
    }
  }

  private func consumePending(named name: String?) async throws(ShellError) {
    guard let view = stack.current else { return }
    let title = view.scene.title
    var chosen = view.pendingEvents
    if let name {
      chosen = chosen.filter { $0.name == name }
      guard !chosen.isEmpty else {
        let names = view.pendingEvents.map(\.name)
        throw .unknownEvent(
          name, scene: title, suggestion: Suggestion.closest(to: name, among: names))
      }
    }
    let pending = chosen.filter { $0.value != nil }
    guard !pending.isEmpty else {
      throw .nothingPending(
        scene: title, event: name, automatic: stack.consumesAutomatically)
    }
    // In the scene's order; an action that opens a scene ends the view's turn, as it does in
    // `consume auto` (what is left stays pending, and is reported as the scene is left).
    for event in pending where view.isObserving {
      view.consume(event)
    }
    await settle()
  }

  /// Checks the popped scenes whose tasks have all ended: each part still alive is reported.
  /// Scenes with tasks still running wait for a later settle, and so does a part alive while
  /// timers are pending: a task asleep on one (a debounce's `Task {}`) may hold it, and lets go
  /// when it wakes. Once the timers pending then have fired, a part still alive is a leak.
  func checkReleases() async {
    guard !stack.releaseChecks.isEmpty else { return }
    ledger.measure(.dispatch) {
      var waiting: [ReleaseCheck] = []
      for var check in stack.takeReleaseChecks() {
        guard check.scope.isIdle else {
          waiting.append(check)
          continue
        }
        let survivors = check.survivors
        guard !survivors.isEmpty else { continue }
        if let awaited = check.awaitedTimers {
          if clock.nextDeadline(of: awaited) != nil {
            waiting.append(check)
            continue
          }
        } else if let due = clock.nextDeadline(of: clock.pendingTimers) {
          check.awaitedTimers = clock.pendingTimers
          for survivor in survivors {
            console.note(
              "\(survivor.name) of '\(check.title)' is not released yet while a timer is due in "
                + "\(DurationFormat.string(due)) (a sleeping task may hold it): checking again "
                + "once it has fired")
          }
          waiting.append(check)
          continue
        }
        reportLeaks(survivors, of: check)
      }
      stack.deferReleaseChecks(waiting)
    }
  }

  /// At the end of the session, the popped scenes that were waiting for their timers: those
  /// timers were cancelled with everything else, so a part alive now is held by something else.
  func concludeReleaseChecks(_ checks: [ReleaseCheck]) {
    for check in checks { reportLeaks(check.survivors, of: check) }
  }

  private func reportLeaks(_ survivors: [SceneComponent], of check: ReleaseCheck) {
    for survivor in survivors {
      console.warning(
        "leak: \(survivor.name) of '\(check.title)' was not released (a retain cycle?)")
    }
  }
}
