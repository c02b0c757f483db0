/// Splits a command line into words. Double or single quotes keep spaces inside one word
/// (`data rename 3 "Ada Lovelace"`); inside double quotes a backslash escapes the next character.
enum Tokenizer {
  static func words(_ line: String) throws(ShellError) -> [String] {
    var words: [String] = []
    var current = ""
    var inWord = false
    var quote: Character?
    var escaped = false
    for character in line {
      if escaped {
        current.append(character)
        escaped = false
      } else if let open = quote {
        if character == open {
          quote = nil
        } else if character == "\\" && open == "\"" {
          escaped = true
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
    guard quote == nil, !escaped else { throw .unterminatedQuote }
    if inWord { words.append(current) }
    return words
  }
}
