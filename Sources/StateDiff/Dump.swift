/// Deterministic, terminal-safe text for any Swift value, in Swift-like syntax.
///
/// ```
/// Dump.line(user)   // DisplayedUser(id: 1, fullName: "Leanne Graham")
/// ```
public enum Dump {
  /// The value on one line.
  public static func line(_ value: Any, options: DumpOptions = .default) -> String {
    var writer = DumpWriter(options: options, multiline: false)
    writer.write(value, indent: 0, depth: 0)
    return writer.output.string
  }

  /// The value over several lines, children indented two spaces, customDump style.
  public static func block(_ value: Any, options: DumpOptions = .default) -> String {
    var writer = DumpWriter(options: options, multiline: true)
    writer.write(value, indent: 0, depth: 0)
    return writer.output.string
  }
}
