import SceneRuntime
import StateDiff

/// Turns the words after an intent's name into its typed arguments, or a usage error.
@MainActor
enum IntentArgumentParser {
  static func parse(_ words: [String], for intent: Intent) throws(ShellError) -> IntentArguments {
    let arguments = intent.arguments
    var words = words
    // As in any shell's last argument, a name needs no quotes: `data add Ada Lovelace`.
    if let last = arguments.last, last.kind == .text, words.count > arguments.count {
      let rest = words[(arguments.count - 1)...].joined(separator: " ")
      words = Array(words.prefix(arguments.count - 1)) + [rest]
    }
    let usage = usage(of: intent, given: words)
    if words.count > arguments.count {
      throw .unexpectedArgument(
        command: intent.name, argument: words[arguments.count], usage: usage)
    }
    var values: [String: IntentArguments.Value] = [:]
    for (position, argument) in arguments.enumerated() {
      guard position < words.count else {
        if argument.isOptional { continue }
        throw .missingArgument(command: intent.name, argument: argument.name, usage: usage)
      }
      values[argument.name] = try value(
        of: words[position], for: argument, in: intent, usage: usage)
    }
    return IntentArguments(values)
  }

  /// The usage an error shows: the intent's forms that begin with the words given (`data
  /// rename ID NAME` after `data rename …`), else all of them.
  static func usage(of intent: Intent, given words: [String]) -> String {
    guard let first = words.first else { return intent.usage }
    let matching = intent.forms.filter { $0.hasPrefix("\(intent.name) \(first) ") }
    return matching.isEmpty ? intent.usage : matching.joined(separator: " | ")
  }

  private static func value(
    of word: String, for argument: IntentArgument, in intent: Intent, usage: String
  ) throws(ShellError) -> IntentArguments.Value {
    func invalid(_ expected: String) -> ShellError {
      .invalidArgument(
        command: intent.name, argument: argument.name, value: word, expected: expected,
        usage: usage)
    }
    switch argument.kind {
    case .integer:
      guard let number = Int(word) else { throw invalid("a whole number") }
      return .integer(number)
    case .number:
      // Finite only: `nan` and `inf` are words Double reads, not amounts a user types.
      guard let number = Double(word), number.isFinite, !word.contains(where: \.isLetter) else {
        throw invalid("a number such as 12.5")
      }
      return .number(number)
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
