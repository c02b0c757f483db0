/// Finds the attributes only an Objective-C runtime gives meaning to (`@objc`, `@objc(name)`,
/// `@objcMembers`), which Linux's compiler refuses, and blanks each with as many spaces, so that
/// every other character keeps its line and column and the compiler's messages about the copy
/// point into the original. Comments and string literals are left alone: an `@objc` in a
/// string is text, not an attribute. `@IBOutlet`, `@IBAction`, `@IBInspectable`,
/// `@IBDesignable` and `dynamic` compile on Linux as they are and are not touched.
struct ObjCAttributeRewriter {
  /// One attribute blanked: where it was (1-based) and how it was spelled.
  struct Rewrite: Equatable {
    let line: Int
    let column: Int
    let spelling: String
  }

  private(set) var text: [UInt8]
  private(set) var rewrites: [Rewrite] = []
  private var index = 0

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

  /// At an `@`: blanks `@objc`, `@objc(…)` and `@objcMembers`; passes any other attribute.
  private mutating func blankAttributeIfObjC() {
    let start = index
    index += 1
    while let next = byte(at: 0), Self.isIdentifierByte(next) { index += 1 }
    let name = String(decoding: text[(start + 1)..<index], as: UTF8.self)
    guard name == "objc" || name == "objcMembers" else { return }
    if name == "objc", byte(at: 0) == UInt8(ascii: "(") {
      while let next = byte(at: 0), next != UInt8(ascii: ")"), next != UInt8(ascii: "\n") {
        index += 1
      }
      if byte(at: 0) == UInt8(ascii: ")") { index += 1 }
    }
    let spelling = String(decoding: text[start..<index], as: UTF8.self)
    rewrites.append(Rewrite(line: line(of: start), column: column(of: start), spelling: spelling))
    for position in start..<index { text[position] = UInt8(ascii: " ") }
  }

  private static func isIdentifierByte(_ byte: UInt8) -> Bool {
    byte == UInt8(ascii: "_") || (byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z"))
      || (byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z"))
      || (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9"))
  }

  private func line(of offset: Int) -> Int {
    1 + text[..<offset].lazy.filter { $0 == UInt8(ascii: "\n") }.count
  }

  private func column(of offset: Int) -> Int {
    let lineStart = text[..<offset].lastIndex(of: UInt8(ascii: "\n")).map { $0 + 1 } ?? 0
    return 1 + offset - lineStart
  }
}
