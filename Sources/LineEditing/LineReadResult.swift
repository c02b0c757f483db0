/// What one `LineReader.readLine` call produced.
public enum LineReadResult: Sendable, Equatable {
  /// The longest line a reader returns as `.line`, in UTF-8 bytes; a longer one is `.overlong`,
  /// at a terminal too, and never reaches the history.
  public static let maximumLineLength = 65_536

  /// A line, without its trailing newline (or CRLF).
  case line(String)
  /// Ctrl-C at the prompt: the half-typed line was dropped.
  case interrupted
  /// A line too long to keep (`bytes` long, not read into memory); `endsInput` when no line
  /// break came at all and the reader stopped there.
  case overlong(bytes: Int, endsInput: Bool)
  /// Ctrl-D on an empty line, or the end of the input.
  case endOfInput
  /// The input could not be read (`reason`, as the system says it: `Input/output error`); no
  /// more lines come.
  case failed(reason: String)
}
