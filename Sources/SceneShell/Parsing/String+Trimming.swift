extension String {
  /// The string without white space at either end.
  func trimmingWhitespace() -> String {
    // Most lines have nothing to trim, and looking at both ends says so.
    guard first?.isWhitespace == true || last?.isWhitespace == true else { return self }
    let characters = drop(while: \.isWhitespace).reversed().drop(while: \.isWhitespace)
    return String(characters.reversed())
  }
}
