import SceneRuntime

extension Shell {
  static let rulesUsage = "rules [on|off NAME]"

  /// `rules`: each rule, whether it is checked for the current scene (and why not), and how
  /// often it fired this session. `rules off NAME` / `rules on NAME` turn one off or back on.
  func rulesCommand(_ words: [String]) throws(ShellError) {
    guard let action = words.first else {
      printRules()
      return
    }
    guard action == "on" || action == "off" else {
      throw .invalidArgument(
        command: "rules", argument: "the first word", value: action, expected: "on or off",
        usage: Self.rulesUsage)
    }
    let name = try BuiltinCommand.onlyArgument(
      Array(words.dropFirst()), command: "rules \(action)", argument: "NAME",
      usage: Self.rulesUsage)
    guard let rule = Rule(rawValue: name) else {
      let names = Rule.allCases.map(\.name)
      throw .invalidArgument(
        command: "rules \(action)", argument: "NAME", value: name,
        expected: Suggestion.closest(to: name, among: names).map { "a rule ('\($0)'?)" }
          ?? "a rule: " + names.joined(separator: ", "),
        usage: Self.rulesUsage)
    }
    rules.set(rule, on: action == "on")
    console.note(
      action == "on"
        ? "rule \(rule.name) on: checked again from now"
        : "rule \(rule.name) off: not checked until 'rules on \(rule.name)'")
  }

  /// Checks what ran since the last look: the hop tree's shape, and each scene's pollers.
  func checkRules() {
    rules.checkHops()
    guard tasks.pollerCount > 1 else { return }
    let pollers = tasks.pollers
    rules.checkPollers(
      stack.views.map { view in
        (view.scene.title, pollers.filter { view.scope.owns($0.number) })
      })
  }

  private func printRules() {
    let view = stack.current
    let title = view?.scene.title ?? "-"
    let pattern = view?.scene.pattern
    console.print(
      "Rules for '\(title)' (\(pattern?.name ?? "no pattern named")), with how often each fired "
        + "this session:")
    let width = Rule.allCases.map(\.name.count).max() ?? 0
    // Read at 80 columns: the statement (and a long reason) wrap under the status.
    let indent = String(repeating: " ", count: width + 7)
    for rule in Rule.allCases {
      let reason = rules.uncheckedReason(
        rule, scene: view?.number, kind: view.map { ObjectIdentifier(type(of: $0.scene)) },
        titled: title, pattern: pattern)
      let count = rules.counts[rule] ?? 0
      let status = HelpTable.wrap(
        reason.map { "not checked: \($0)" } ?? "checked", width: 80 - indent.count)
      console.print("  \(rule.name.padding(to: width))  \(count)  \(status[0])")
      for line in status.dropFirst() { console.print(indent + line) }
      for line in HelpTable.wrap("\(rule.statement) (seed \(rule.seed))", width: 76) {
        console.print("    " + line, style: .dim)
      }
    }
  }
}
