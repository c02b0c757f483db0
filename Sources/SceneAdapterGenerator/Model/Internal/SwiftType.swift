import Foundation

/// A type as the symbol graph spells it, taken apart as far as the writers need: a function
/// type's arguments and result, and the module a type's symbol identifier names.
enum SwiftType {
  /// `(["[Tea]", "TeaStoreError?"], "Void")` for `@escaping ([Tea], TeaStoreError?) -> Void`;
  /// nil when the type is not a function type (an optional closure is not one: it escapes
  /// already, and is called through `?`).
  static func function(_ type: String) -> (arguments: [String], result: String)? {
    var text = Substring(type.trimmingCharacters(in: .whitespaces))
    // `@escaping`, `@Sendable`, `@MainActor` before the argument list.
    while text.hasPrefix("@") {
      guard let space = text.firstIndex(of: " ") else { return nil }
      text = text[text.index(after: space)...].drop { $0 == " " }
    }
    guard text.hasPrefix("("), let close = closingParenthesis(of: text) else { return nil }
    let rest = text[text.index(after: close)...].trimmingCharacters(in: .whitespaces)
    // `async`, `throws` between the arguments and the arrow.
    guard let arrow = rest.range(of: "->"),
      rest[..<arrow.lowerBound].split(separator: " ").allSatisfy({
        $0 == "async" || $0.hasPrefix("throws")
      })
    else { return nil }
    let inner = text[text.index(after: text.startIndex)..<close]
    let arguments = topLevelSplit(inner).filter { !$0.isEmpty }
    return (arguments, rest[arrow.upperBound...].trimmingCharacters(in: .whitespaces))
  }

  static func isFunction(_ type: String) -> Bool {
    function(type) != nil
  }

  /// `[Tea]` for `() throws -> [Tea]`: a closure answer a hop can call for its result. Typed
  /// throws and async are left out: `Result { try … }` catches neither as written.
  static func resultOfThrowingClosureWithoutArguments(_ type: String) -> String? {
    guard let (arguments, result) = function(type), arguments.isEmpty else { return nil }
    let compact = type.replacingOccurrences(of: " ", with: "")
    guard compact.contains(")throws->") else { return nil }
    return result
  }

  /// The module a Swift symbol identifier names (`s:20FoundationNetworking10URLRequestV` →
  /// `FoundationNetworking`), or nil for the standard library's shorthands and C symbols.
  static func module(ofSymbol identifier: String) -> String? {
    guard identifier.hasPrefix("s:") else { return nil }
    let mangled = identifier.dropFirst(2)
    let digits = mangled.prefix { $0.isNumber }
    guard let length = Int(digits), length > 0 else { return nil }
    let name = mangled.dropFirst(digits.count).prefix(length)
    return name.count == length ? String(name) : nil
  }

  /// The `)` closing the `(` that `text` starts with.
  private static func closingParenthesis(of text: Substring) -> Substring.Index? {
    var depth = 0
    var index = text.startIndex
    while index < text.endIndex {
      switch text[index] {
      case "(": depth += 1
      case ")":
        depth -= 1
        if depth == 0 { return index }
      default: break
      }
      index = text.index(after: index)
    }
    return nil
  }

  /// `text` split at the commas outside brackets, each piece trimmed.
  private static func topLevelSplit(_ text: Substring) -> [String] {
    var pieces: [String] = []
    var current = ""
    var depth = 0
    var previous: Character = " "
    for character in text {
      switch character {
      case "(", "[", "<": depth += 1
      // `->` in a closure type is not a closing bracket.
      case ">" where previous == "-": break
      case ")", "]", ">": depth -= 1
      case "," where depth == 0:
        pieces.append(current.trimmingCharacters(in: .whitespaces))
        current = ""
        previous = character
        continue
      default: break
      }
      current.append(character)
      previous = character
    }
    pieces.append(current.trimmingCharacters(in: .whitespaces))
    return pieces
  }
}
