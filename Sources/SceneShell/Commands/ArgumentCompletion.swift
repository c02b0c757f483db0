/// What Tab offers for a built-in command's arguments, declared beside the command.
@MainActor
enum ArgumentCompletion {
  case none
  /// Fixed words, one list per position (`step on|off`).
  case choices([[String]])
  /// File names, and these words too (`record FILE|off`).
  case files(also: [String])
  /// Words that depend on the session (`open SCENE`: the catalog's scenes), per position.
  case session(@MainActor (Shell) -> [[String]])
}
