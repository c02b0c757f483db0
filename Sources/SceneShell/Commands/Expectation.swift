import StateDiff

/// `expect …`: assertions for scripts. Values are written the way the shell prints them (the
/// dump syntax), so a transcript line can be pasted into an expectation.
///
///     expect isLoading == false
///     expect displayedUsers.count == 10
///     expect displayedUsers[2].fullName == "Clementine Bauch"
///     expect route userDetail(userId: 3, userName: "Clementine Bauch")
///     expect alert "There is no row 99: rows are 0 to 9."
///     expect no alert
///     expect pending none
///
/// `expect alert` and `expect no alert` look at the alerts shown since the previous one of
/// them (or the start): the latest must be MESSAGE, or there must be none.
@MainActor
enum Expectation {
  static let forms = [
    "expect PATH == VALUE", "expect route ROUTE", "expect alert \"MESSAGE\"", "expect no alert",
    "expect pending none",
  ]
  static let usage = forms.joined(separator: " | ")

  static func check(_ text: String, in stack: SceneStack) throws(ShellError) {
    let (head, rest) = split(text)
    switch head {
    case "pending":
      guard rest == "none" else { throw usageError }
      let pending = stack.current?.scene.pendingEvents.compactMap { event in
        event.value.map { "\(event.name) = \(Dump.line($0))" }
      }
      try compare("pending events", expected: "none", actual: pending?.joined(separator: ", "))
    case "route":
      guard !rest.isEmpty else { throw usageError }
      try compare("the last route", expected: rest, actual: stack.lastRoute)
    case "alert":
      guard let message = try? Tokenizer.words(rest), message.count == 1 else { throw usageError }
      try compare(
        "the last alert", expected: message[0],
        actual: stack.takeAlertsSinceExpectation().last.map { TerminalSafe.escape($0) })
    case "no" where rest == "alert":
      let shown = stack.takeAlertsSinceExpectation().map { Dump.line($0) }
      try compare("alerts", expected: "none", actual: shown.joined(separator: ", "))
    default:
      guard let range = text.range(of: " == ") else { throw usageError }
      let path = try StatePath(String(text[..<range.lowerBound]).trimmingWhitespace())
      let expected = String(text[range.upperBound...]).trimmingWhitespace()
      let fields = stack.current?.scene.readState() ?? []
      let actual = Dump.line(try path.resolve(in: fields), options: .unlimited)
      try compare(path.text, expected: expected, actual: actual)
    }
  }

  private static var usageError: ShellError {
    .invalidExpectation("usage: \(usage)")
  }

  private static func compare(
    _ subject: String, expected: String, actual: String?
  ) throws(ShellError) {
    let shown = actual.map { $0.isEmpty ? "none" : $0 } ?? "none"
    guard shown != expected else { return }
    throw .expectationFailed(
      subject: subject, expected: TerminalSafe.escape(expected), actual: shown)
  }

  private static func split(_ text: String) -> (String, String) {
    let head = text.prefix { !$0.isWhitespace }
    return (String(head), String(text.dropFirst(head.count)).trimmingWhitespace())
  }
}
