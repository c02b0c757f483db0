/// Splits a command line into words. Double or single quotes keep spaces inside one word
/// (`data rename 3 "Ada Lovelace"`). Inside double quotes a backslash escapes the next
/// character, and `\n`, `\t`, `\r`, `\e` and `\u{1F600}` stand for the characters they name,
/// so a script can feed a scene hostile strings without raw control bytes in the file.
enum Tokenizer {
  static func words(_ line: String) throws(ShellError) -> [String] {
    var words: [String] = []
    var current = ""
    var inWord = false
    var quote: Character?
    var characters = line[...]
    while let character = characters.popFirst() {
      if let open = quote {
        if character == open {
          quote = nil
        } else if character == "\\" && open == "\"" {
          current.append(try escape(&characters))
        } else {
          current.append(character)
        }
      } else if character == "\"" || character == "'" {
        quote = character
        inWord = true
      } else if character.isWhitespace {
        if inWord { words.append(current) }
        current = ""
        inWord = false
      } else {
        current.append(character)
        inWord = true
      }
    }
    guard quote == nil else { throw .unterminatedQuote }
    if inWord { words.append(current) }
    return words
  }

  /// The character a backslash sequence stands for; `characters` starts after the backslash.
  private static func escape(_ characters: inout Substring) throws(ShellError) -> Character {
    guard let next = characters.popFirst() else { throw .unterminatedQuote }
    switch next {
    case "n": return "\n"
    case "t": return "\t"
    case "r": return "\r"
    case "e": return "\u{1B}"
    case "u":
      guard characters.first == "{", let close = characters.firstIndex(of: "}") else {
        throw .invalidEscape("\\u")
      }
      let hex = characters[characters.index(after: characters.startIndex)..<close]
      guard let value = UInt32(hex, radix: 16), let scalar = Unicode.Scalar(value) else {
        throw .invalidEscape("\\u{\(hex)}")
      }
      characters = characters[characters.index(after: close)...]
      return Character(scalar)
    default:
      return next
    }
  }
}
