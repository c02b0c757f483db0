/// The commands of this session, in order, for `history`.
struct SessionHistory {
  private(set) var commands: [String] = []

  mutating func append(_ command: String) {
    commands.append(command)
  }

  /// Whether a recording keeps `command`: `record`, `history` and `report` are about the
  /// session, not part of what it did (a replay would write the report again).
  static func isReplayable(_ command: String) -> Bool {
    let word = command.split(separator: " ", maxSplits: 1).first ?? ""
    return word != "record" && word != "history" && word != "report"
  }
}
