import CEditline

/// A prompt prepared for libedit's wide `EL_PROMPT_ESC`: ANSI escape sequences (colour) are
/// wrapped in the delimiter so libedit does not count them as printing characters, and the
/// printed width is known for redrawing after background output.
struct PromptText: Equatable {
  /// The `EL_PROMPT_ESC` delimiter; a control character no prompt prints.
  static let delimiter: wchar_t = 1

  /// The prompt as libedit wants it, including the terminating NUL.
  let wide: [wchar_t]
  /// Terminal columns the prompt occupies.
  let width: Int

  init(_ prompt: String) {
    var wide: [wchar_t] = []
    var width = 0
    var inEscape = false
    var afterEscape = false
    for scalar in prompt.unicodeScalars {
      let code = wchar_t(bitPattern: scalar.value)
      if scalar == "\u{1B}" {
        if !inEscape { wide.append(Self.delimiter) }
        wide.append(code)
        inEscape = true
        afterEscape = true
        continue
      }
      if inEscape {
        wide.append(code)
        // ESC [ params final, or ESC + one character: the sequence ends at the final byte.
        let isCSI = afterEscape && scalar == "["
        afterEscape = false
        if !isCSI && (0x40...0x7E).contains(scalar.value) {
          wide.append(Self.delimiter)
          inEscape = false
        }
        continue
      }
      if scalar.value == UInt32(Self.delimiter) { continue }
      wide.append(code)
      width += Self.columns(of: scalar)
    }
    if inEscape { wide.append(Self.delimiter) }
    wide.append(0)
    self.wide = wide
    self.width = width
  }

  /// Columns a character takes on the terminal (0 for control characters).
  static func columns(of scalar: Unicode.Scalar) -> Int {
    max(0, Int(ceditline_wcwidth(wchar_t(bitPattern: scalar.value))))
  }

  /// Columns a string takes on the terminal.
  static func columns(of text: String) -> Int {
    text.unicodeScalars.reduce(0) { $0 + columns(of: $1) }
  }
}
