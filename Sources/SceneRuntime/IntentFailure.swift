/// An intent that cannot be carried out as asked, with the one-line reason the shell prints.
public struct IntentFailure: Error, Equatable, Sendable {
  public let message: String

  public init(_ message: String) {
    self.message = message
  }
}
