import LineEditing

extension ShellError {
  /// What a reader's failed write becomes, to be rendered as any other error.
  init(_ failure: OutputFailure) {
    self = .outputFailed(isStandardError: failure.stream == .standardError, reason: failure.reason)
  }
}
