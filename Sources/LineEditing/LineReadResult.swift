/// What one `LineReader.readLine` call produced.
public enum LineReadResult: Sendable, Equatable {
  /// A line, without its trailing newline (or CRLF).
  case line(String)
  /// Ctrl-C at the prompt: the half-typed line was dropped.
  case interrupted
  /// A line too long to keep (`bytes` long, not read into memory); `endsInput` when no line
  /// break came at all and the reader stopped there.
  case overlong(bytes: Int, endsInput: Bool)
  /// Ctrl-D on an empty line, or the end of the input.
  case endOfInput
}
