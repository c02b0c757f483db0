import SceneRuntime
import StateDiff

/// `timeline`, `show`, `diff` and `restore`: looking back at the states the views showed.
extension Shell {
  /// One line per entry (of one scene, when named): number, scene, time, cause, what changed.
  func printTimeline(_ words: [String]) throws(ShellError) {
    guard words.count <= 1 else {
      throw .unexpectedArgument(command: "timeline", argument: words[1], usage: "timeline [SCENE]")
    }
    let timeline = stack.timeline
    let entries = timeline.entries.filter { words.first.map($0.scene.elementsEqual) ?? true }
    if timeline.dropped > 0 {
      console.print(
        "(\(timeline.dropped) earlier entries are no longer kept; --timeline-size keeps more: "
          + "a count, or a size such as 256MB)",
        style: .dim)
    }
    guard !entries.isEmpty else {
      console.print(words.first.map { "no entries for '\($0)'" } ?? "no entries yet")
      return
    }
    // Columns, as `tasks` prints them: number, scene and time line up down the list.
    let numberWidth = entries.map { "#\($0.number)".count }.max() ?? 0
    let sceneWidth = entries.map(\.scene.count).max() ?? 0
    let timeWidth = entries.map(\.time.description.count).max() ?? 0
    for entry in entries {
      let fields = entry.changed.joined(separator: ", ")
      console.print(
        "#\(entry.number)".padding(to: numberWidth) + "  " + entry.scene.padding(to: sceneWidth)
          + "  " + entry.time.description.padding(to: timeWidth) + "  \(entry.cause)  (\(fields))")
    }
  }

  /// `show N`: the whole state at entry N.
  func showEntry(_ words: [String]) throws(ShellError) {
    let entry = try entry(words, command: "show", usage: "show N")
    console.print("#\(entry.number)  \(entry.scene) at \(entry.time), after \(entry.cause):")
    for field in stack.timeline.state(at: entry) {
      console.print("\(field.name): \(Dump.block(field.value))")
    }
  }

  /// `diff N [M]`: what changed from entry N to entry M (or to now) of one scene.
  func diffEntries(_ words: [String]) throws(ShellError) {
    let usage = "diff N [M]"
    guard (1...2).contains(words.count) else {
      throw words.isEmpty
        ? .missingArgument(command: "diff", argument: "N", usage: usage)
        : .unexpectedArgument(command: "diff", argument: words[2], usage: usage)
    }
    let from = try entry([words[0]], command: "diff", usage: usage)
    let to: (label: String, state: [StateField])
    if words.count == 2 {
      let entry = try entry([words[1]], command: "diff", usage: usage)
      guard entry.view == from.view else {
        throw .invalidArgument(
          command: "diff", argument: "M", value: words[1],
          expected: "an entry of '\(from.scene)' like #\(from.number)", usage: usage)
      }
      to = ("#\(entry.number)", stack.timeline.state(at: entry))
    } else if let view = stack.views.first(where: { $0.number == from.view }) {
      to = ("now", view.scene.readState())
    } else {
      let last = stack.timeline.entries.last { $0.view == from.view } ?? from
      to = ("#\(last.number), its last", stack.timeline.state(at: last))
    }
    let diff = Diff(
      joining: SceneView.propertyDiffs(from: stack.timeline.state(at: from), to: to.state)
        .map(\.diff))
    console.print("\(from.scene): #\(from.number) → \(to.label)", style: .dim)
    if diff.isEmpty { console.print("no difference") } else { console.changes(diff) }
  }

  /// `restore N`: the view's state as it was at entry N — its DisplayState's properties, the
  /// pure-VIP view's state — written back; the interactor and the worker keep theirs. The
  /// changes print as any others do, from now to N.
  func restore(_ words: [String]) async throws(ShellError) {
    try refuseWhileStepping("restore")
    let entry = try entry(words, command: "restore", usage: "restore N")
    guard let view = stack.views.first(where: { $0.number == entry.view }) else {
      throw .cannotRestore(scene: entry.scene, reason: "it is no longer open")
    }
    guard view === stack.current else {
      throw .cannotRestore(
        scene: entry.scene, reason: "it is covered; 'back' to it first, then restore")
    }
    // One-time events are not replayed: the view would act on them again (navigate, alert).
    let then = stack.timeline.state(at: entry)
    let events = Set(view.pendingEvents.map(\.name))
    let now = view.scene.readState().filter { !events.contains($0.name) }
    let fixed = now.filter { !$0.isRestorable }.map(\.name)
    guard fixed.isEmpty else {
      throw .cannotRestore(
        scene: entry.scene,
        reason: "it reads \(fixed.joined(separator: ", ")) as values, which cannot be written "
          + "back (StateField(_:in:_:) reads through a key path that can)")
    }
    // The shell writes these, not the scene's code: no rule is about them.
    rules.isSuspended = true
    defer { rules.isSuspended = false }
    for field in now {
      guard let old = then.first(where: { $0.name == field.name }) else { continue }
      // Cannot fail here: the value was read from this very property, and the view is open.
      field.write(old.value)
    }
    // The view prints the change from now to N as it sees it, then what was not touched.
    await settle()
    console.note(
      "restored '\(entry.scene)' to #\(entry.number): its view state only — the interactor "
        + "and the worker keep theirs; one-time events are not replayed")
  }

  private func entry(
    _ words: [String], command: String, usage: String
  ) throws(ShellError) -> Timeline.Entry {
    let word = try BuiltinCommand.onlyArgument(words, command: command, argument: "N", usage: usage)
    let number = Int(word.hasPrefix("#") ? String(word.dropFirst()) : word)
    guard let number, let entry = stack.timeline.entry(number) else {
      throw .invalidArgument(
        command: command, argument: "N", value: word,
        expected: "a timeline entry (\(stack.timeline.range))", usage: usage)
    }
    return entry
  }
}
