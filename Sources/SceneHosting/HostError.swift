/// Why `scenesh host` stopped, said in one line (a failed build's compiler errors follow it).
public struct HostError: Error, Equatable, Sendable, CustomStringConvertible {
  public let description: String
  /// What a failed build printed, for finding the app's files it failed in.
  let compilerOutput: String?

  public init(_ description: String) {
    self.init(description, compilerOutput: nil)
  }

  init(_ description: String, compilerOutput: String?) {
    self.description = description
    self.compilerOutput = compilerOutput
  }
}
