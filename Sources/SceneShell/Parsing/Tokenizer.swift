/// Splits a command line into words. Double or single quotes keep spaces inside one word
/// (`data rename 3 "Ada Lovelace"`). Inside double quotes a backslash escapes the next
/// character, and `\n`, `\t`, `\r`, `\e` and `\u{1F600}` stand for the characters they name,
/// so a script can feed a scene hostile strings without raw control bytes in the file.
enum Tokenizer {
  static func words(_ line: String) throws(ShellError) -> [String] {
    // Most lines are plain ASCII words (`select 3`): split by their bytes, not by characters.
    var bytes = line
    if let words = bytes.withUTF8(plainWords) { return words }
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

  /// The words of an ASCII line without quotes or backslashes, split at its whitespace (as
  /// `Character.isWhitespace` tells it for ASCII); nil for any other line.
  private static func plainWords(_ bytes: UnsafeBufferPointer<UInt8>) -> [String]? {
    var words: [String] = []
    var start: Int?
    for index in bytes.indices {
      let byte = bytes[index]
      switch byte {
      case 0x80...0xFF, UInt8(ascii: "\""), UInt8(ascii: "'"), UInt8(ascii: "\\"):
        return nil
      case 0x09...0x0D, 0x20:
        if let first = start {
          words.append(
            String(decoding: UnsafeBufferPointer(rebasing: bytes[first..<index]), as: UTF8.self))
          start = nil
        }
      default:
        if start == nil { start = index }
      }
    }
    if let first = start {
      words.append(String(decoding: UnsafeBufferPointer(rebasing: bytes[first...]), as: UTF8.self))
    }
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
      guard let value = UInt32(hex, radix: 16) else { throw .invalidEscape("\\u{\(hex)}") }
      guard let scalar = Unicode.Scalar(value) else {
        throw .invalidEscape(
          "\\u{\(hex)}",
          what: (0xD800...0xDFFF).contains(value)
            ? "a surrogate (half of a UTF-16 pair), not a character"
            : "past the last code point (10FFFF)")
      }
      characters = characters[characters.index(after: close)...]
      return Character(scalar)
    default:
      return next
    }
  }
}
