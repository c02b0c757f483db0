/// Finds what only an Objective-C runtime gives meaning to and Linux's compiler refuses: the
/// attributes `@objc`, `@objc(name)`, `@objcMembers` and `@IBOutlet` (on Linux it compiles on
/// no property: no class there is `@objc`), each blanked with as many spaces, an outlet's
/// `weak` too (nothing but the outlet holds its view headless), and
/// `#selector(name)`, written `Selector("name")` (the UIKit stand-in's selector, a name), so
/// that the compiler's messages about the copy point into the original: every line stays, and
/// every column but those after a `#selector(…)` on its line, one further right for each
/// (the notes give the original's). Comments and string literals are left alone: an `@objc`
/// in a string is text, not an attribute. `@IBAction`, `@IBInspectable`, `@IBDesignable` and
/// `dynamic` compile on Linux as they are and are not touched.
struct ObjCAttributeRewriter {
  /// One change: where it was in the original (1-based), how it was spelled and, for a
  /// `#selector(…)`, what the copy has instead (nil: blanked).
  struct Rewrite: Equatable {
    let line: Int
    let column: Int
    let spelling: String
    let replacement: String?

    init(line: Int, column: Int, spelling: String, replacement: String? = nil) {
      self.line = line
      self.column = column
      self.spelling = spelling
      self.replacement = replacement
    }
  }

  private(set) var text: [UInt8]
  private(set) var rewrites: [Rewrite] = []
  private var index = 0
  /// Bytes the `#selector` rewrites so far added to the line `shiftedLine`: the original's
  /// column of a later change on that line is this many fewer.
  private var shift = 0
  private var shiftedLine = 0

  init(source: String) {
    text = Array(source.utf8)
  }

  /// The copy's text once every Objective-C-only attribute is blanked.
  var rewritten: String { String(decoding: text, as: UTF8.self) }

  /// Scans the whole file once.
  mutating func run() {
    index = 0
    scanCode(untilCloseParen: false)
  }

  // MARK: Scanning

  private func byte(at offset: Int) -> UInt8? {
    index + offset < text.count ? text[index + offset] : nil
  }

  private func starts(with literal: String) -> Bool {
    let bytes = Array(literal.utf8)
    guard index + bytes.count <= text.count else { return false }
    return Array(text[index..<index + bytes.count]) == bytes
  }

  /// Code: attributes are looked for here. Inside a string interpolation it stops at the `)`
  /// that closes it.
  private mutating func scanCode(untilCloseParen: Bool) {
    var depth = 0
    while let current = byte(at: 0) {
      switch current {
      case UInt8(ascii: "/") where byte(at: 1) == UInt8(ascii: "/"):
        while let next = byte(at: 0), next != UInt8(ascii: "\n") { index += 1 }
      case UInt8(ascii: "/") where byte(at: 1) == UInt8(ascii: "*"):
        skipBlockComment()
      case UInt8(ascii: "\""):
        skipString()
      case UInt8(ascii: "#") where isStringStart():
        skipString()
      case UInt8(ascii: "#") where starts(with: "#selector"):
        rewriteSelector()
      case UInt8(ascii: "@"):
        blankAttributeIfObjC()
      case UInt8(ascii: "(") where untilCloseParen:
        depth += 1
        index += 1
      case UInt8(ascii: ")") where untilCloseParen:
        if depth == 0 {
          index += 1
          return
        }
        depth -= 1
        index += 1
      default:
        index += 1
      }
    }
  }

  /// Block comments nest in Swift.
  private mutating func skipBlockComment() {
    var depth = 0
    while byte(at: 0) != nil {
      if starts(with: "/*") {
        depth += 1
        index += 2
      } else if starts(with: "*/") {
        depth -= 1
        index += 2
        if depth == 0 { return }
      } else {
        index += 1
      }
    }
  }

  /// A `"` or a raw string's `#…#"` at the index.
  private func isStringStart() -> Bool {
    var offset = 0
    while byte(at: offset) == UInt8(ascii: "#") { offset += 1 }
    return byte(at: offset) == UInt8(ascii: "\"")
  }

  /// Skips a string literal, plain, multi-line or raw; interpolations are scanned as code.
  private mutating func skipString() {
    var pounds = 0
    while byte(at: 0) == UInt8(ascii: "#") {
      pounds += 1
      index += 1
    }
    let quote = starts(with: "\"\"\"") ? "\"\"\"" : "\""
    index += quote.utf8.count
    let close = Array((quote + String(repeating: "#", count: pounds)).utf8)
    let escape = Array(("\\" + String(repeating: "#", count: pounds)).utf8)
    while byte(at: 0) != nil {
      if Array(text[index..<min(text.count, index + close.count)]) == close {
        index += close.count
        return
      }
      if Array(text[index..<min(text.count, index + escape.count)]) == escape {
        index += escape.count
        if byte(at: 0) == UInt8(ascii: "(") {
          index += 1
          scanCode(untilCloseParen: true)
        } else {
          index += 1
        }
        continue
      }
      index += 1
    }
  }

  /// At an `@`: blanks `@objc`, `@objc(…)`, `@objcMembers` and `@IBOutlet`; passes any other
  /// attribute.
  private mutating func blankAttributeIfObjC() {
    let start = index
    index += 1
    while let next = byte(at: 0), Self.isIdentifierByte(next) { index += 1 }
    let name = String(decoding: text[(start + 1)..<index], as: UTF8.self)
    guard ["objc", "objcMembers", "IBOutlet"].contains(name) else { return }
    if name == "objc", byte(at: 0) == UInt8(ascii: "(") {
      while let next = byte(at: 0), next != UInt8(ascii: ")"), next != UInt8(ascii: "\n") {
        index += 1
      }
      if byte(at: 0) == UInt8(ascii: ")") { index += 1 }
    }
    let spelling = String(decoding: text[start..<index], as: UTF8.self)
    rewrites.append(
      Rewrite(line: line(of: start), column: originalColumn(of: start), spelling: spelling))
    for position in start..<index { text[position] = UInt8(ascii: " ") }
    if name == "IBOutlet" { blankWeakModifier() }
  }

  /// After an `@IBOutlet`: blanks a `weak` among the modifiers before `var`. The storyboard's
  /// view hierarchy holds an outlet's view on a device; headless, nothing else does, so a weak
  /// outlet would let go of the view the moment it is set.
  private mutating func blankWeakModifier() {
    var position = index
    while position < text.count {
      while position < text.count, [32, 9, 10, 13].contains(text[position]) { position += 1 }
      let wordStart = position
      while position < text.count, Self.isIdentifierByte(text[position]) { position += 1 }
      let word = String(decoding: text[wordStart..<position], as: UTF8.self)
      if word == "weak" {
        rewrites.append(
          Rewrite(
            line: line(of: wordStart), column: originalColumn(of: wordStart), spelling: word))
        for blank in wordStart..<position { text[blank] = UInt8(ascii: " ") }
        return
      }
      guard !word.isEmpty, word != "var", word != "let" else { return }
      // `private(set)`: the parenthesised part of a modifier.
      if position < text.count, text[position] == UInt8(ascii: "(") {
        while position < text.count, text[position] != UInt8(ascii: ")") { position += 1 }
        position += 1
      }
    }
  }

  /// At a `#selector`: `#selector(name)` becomes `Selector("name")`, the name as written with
  /// its spaces left out (`#selector(save(_:))` is `Selector("save(_:)")`); a name spread over
  /// lines keeps them, as line breaks before the `)`. Anything else is passed.
  private mutating func rewriteSelector() {
    let start = index
    index += "#selector".utf8.count
    if let next = byte(at: 0), Self.isIdentifierByte(next) { return }
    while byte(at: 0) == UInt8(ascii: " ") { index += 1 }
    guard byte(at: 0) == UInt8(ascii: "(") else { return }
    index += 1
    var depth = 0
    var name: [UInt8] = []
    var lineBreaks = 0
    while let current = byte(at: 0) {
      index += 1
      if current == UInt8(ascii: "(") {
        depth += 1
      } else if current == UInt8(ascii: ")") {
        if depth == 0 { break }
        depth -= 1
      } else if current == UInt8(ascii: "\n") {
        lineBreaks += 1
        continue
      } else if current == UInt8(ascii: " ") || current == UInt8(ascii: "\t") {
        continue
      } else if current == UInt8(ascii: "\"") {
        return  // not a name: leave it for the compiler to say so
      }
      name.append(current)
    }
    let spelling = String(decoding: text[start..<index], as: UTF8.self)
    let replacement =
      "Selector(\"" + String(decoding: name, as: UTF8.self) + "\""
      + String(repeating: "\n", count: lineBreaks) + ")"
    let line = line(of: start)
    rewrites.append(
      Rewrite(
        line: line, column: originalColumn(of: start), spelling: spelling,
        replacement: replacement))
    // Later changes on the rewrite's last line are `added` bytes further right than in the
    // original: one line, the whole of it; over lines, the copy's last line starts `)`.
    let added: Int
    if lineBreaks == 0 {
      added = replacement.utf8.count - (index - start) + (shiftedLine == line ? shift : 0)
    } else {
      let lastLineStart =
        text[start..<index].lastIndex(of: UInt8(ascii: "\n")).map { $0 + 1 } ?? start
      added = 1 - (index - lastLineStart)
    }
    text.replaceSubrange(start..<index, with: Array(replacement.utf8))
    index = start + replacement.utf8.count
    shift = added
    shiftedLine = line + lineBreaks
  }

  private static func isIdentifierByte(_ byte: UInt8) -> Bool {
    byte == UInt8(ascii: "_") || (byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z"))
      || (byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z"))
      || (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9"))
  }

  private func line(of offset: Int) -> Int {
    1 + text[..<offset].lazy.filter { $0 == UInt8(ascii: "\n") }.count
  }

  /// The column in the original of a change starting at `offset` in the copy.
  private func originalColumn(of offset: Int) -> Int {
    let lineStart = text[..<offset].lastIndex(of: UInt8(ascii: "\n")).map { $0 + 1 } ?? 0
    return 1 + offset - lineStart - (line(of: offset) == shiftedLine ? shift : 0)
  }
}
