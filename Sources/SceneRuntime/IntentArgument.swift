/// One typed argument of an intent.
public struct IntentArgument: Sendable, Equatable {
  public enum Kind: Sendable, Equatable {
    /// A whole number, such as a row index.
    case integer
    /// A number with a fraction or without, such as an amount: `12.5`, `3`.
    case number
    /// Any text. As the last argument it takes the rest of the line, its words joined by one
    /// space (`data add Ada Lovelace`); elsewhere, quote it to include spaces.
    case text
    /// A duration such as `250ms`, `30s`, `2m`.
    case duration
    /// One of a fixed set of words, such as `on` / `off`.
    case choice([String])
  }

  public let name: String
  public let kind: Kind
  public let isOptional: Bool

  public init(_ name: String, _ kind: Kind, optional: Bool = false) {
    self.name = name
    self.kind = kind
    self.isOptional = optional
  }

  /// A value to show in an example line: `2`, `30s`, the first choice, `"text"`.
  var sample: String {
    switch kind {
    case .integer: "2"
    case .number: "12.5"
    case .duration: "30s"
    case .choice(let words): words.first ?? name
    case .text: "\"text\""
    }
  }

  var usage: String {
    let word =
      switch kind {
      // Not `joined`, whose generic code instantiates its types by name: one scan of every
      // conformance record at start-up.
      case .choice(let words): words.dropFirst().reduce(words.first ?? "") { $0 + "|" + $1 }
      default: name
      }
    return isOptional ? "[\(word)]" : word
  }
}
