/// Why `scenesh host` stopped, said in one line.
public struct HostError: Error, Equatable, Sendable, CustomStringConvertible {
  public let description: String

  public init(_ description: String) {
    self.description = description
  }
}
