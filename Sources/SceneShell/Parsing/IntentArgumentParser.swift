import SceneRuntime

/// Turns the words after an intent's name into its typed arguments, or a usage error.
@MainActor
enum IntentArgumentParser {
  static func parse(_ words: [String], for intent: Intent) throws(ShellError) -> IntentArguments {
    let arguments = intent.arguments
    if words.count > arguments.count {
      throw .unexpectedArgument(
        command: intent.name, argument: words[arguments.count], usage: intent.usage)
    }
    var values: [String: IntentArguments.Value] = [:]
    for (position, argument) in arguments.enumerated() {
      guard position < words.count else {
        if argument.isOptional { continue }
        throw .missingArgument(command: intent.name, argument: argument.name, usage: intent.usage)
      }
      values[argument.name] = try value(of: words[position], for: argument, in: intent)
    }
    return IntentArguments(values)
  }

  private static func value(
    of word: String, for argument: IntentArgument, in intent: Intent
  ) throws(ShellError) -> IntentArguments.Value {
    func invalid(_ expected: String) -> ShellError {
      .invalidArgument(
        command: intent.name, argument: argument.name, value: word, expected: expected,
        usage: intent.usage)
    }
    switch argument.kind {
    case .integer:
      guard let number = Int(word) else { throw invalid("a whole number") }
      return .integer(number)
    case .text:
      return .text(word)
    case .duration:
      guard let duration = DurationFormat.parse(word) else {
        throw invalid("a duration such as 500ms, 30s or 2m (up to a year)")
      }
      return .duration(duration)
    case .choice(let words):
      guard words.contains(word) else {
        throw invalid(words.map { "'\($0)'" }.joined(separator: " or "))
      }
      return .choice(word)
    }
  }
}
