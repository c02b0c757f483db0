/// Text from outside the program (a compiler's message, a file's name) made safe to print: a
/// control character is shown as its escape, so that it cannot move the cursor or recolour
/// the terminal.
enum Terminal {
  static func safe(_ text: String) -> String {
    var result = ""
    for scalar in text.unicodeScalars {
      if scalar == "\n" || scalar == "\t" || !(scalar.value < 0x20 || scalar.value == 0x7F) {
        result.unicodeScalars.append(scalar)
      } else {
        result += "\\u{" + String(scalar.value, radix: 16) + "}"
      }
    }
    return result
  }
}
