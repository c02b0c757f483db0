import LineEditing

/// The one writer all shell output goes through. It hands text to the line reader, which knows
/// whether a prompt is on screen, and adds colour only when asked to (stdout is a terminal and
/// neither `--no-color` nor `NO_COLOR` says otherwise).
@MainActor
final class Console {
  enum Style {
    case plain
    case added
    case removed
    case changed
    case moved
    case route
    case alert
    case warning
    case error
    case dim
  }

  private let output: any LineReader
  private let colorEnabled: Bool

  init(output: any LineReader, colorEnabled: Bool) {
    self.output = output
    self.colorEnabled = colorEnabled
  }

  func print(_ line: String, style: Style = .plain) {
    output.write(paint(line, style) + "\n", to: .standardOutput)
  }

  func printError(_ line: String) {
    output.write(paint(line, .error) + "\n", to: .standardError)
  }

  /// Colours a diff line by its leading glyph.
  func printDiffLine(_ line: String) {
    let style: Style =
      switch line.first {
      case "+": .added
      case "-": .removed
      case "~": .changed
      case "↕": .moved
      default: .dim
      }
    print(line, style: style)
  }

  private func paint(_ text: String, _ style: Style) -> String {
    guard colorEnabled, let code = Self.code(for: style) else { return text }
    return "\u{1B}[\(code)m\(text)\u{1B}[0m"
  }

  private static func code(for style: Style) -> String? {
    switch style {
    case .plain: nil
    case .added: "32"
    case .removed: "31"
    case .changed: "33"
    case .moved: "36"
    case .route: "35"
    case .alert: "1;31"
    case .warning: "33"
    case .error: "31"
    case .dim: "2"
    }
  }
}
