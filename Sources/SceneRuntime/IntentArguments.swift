/// The values the shell parsed for an intent's arguments, by argument name.
public struct IntentArguments: Sendable, Equatable {
  public enum Value: Sendable, Equatable {
    case integer(Int)
    case number(Double)
    case text(String)
    case duration(Duration)
    case choice(String)
  }

  private let values: [String: Value]

  public init(_ values: [String: Value] = [:]) {
    self.values = values
  }

  public func integer(_ name: String) -> Int? {
    guard case .integer(let value)? = values[name] else { return nil }
    return value
  }

  public func number(_ name: String) -> Double? {
    guard case .number(let value)? = values[name] else { return nil }
    return value
  }

  public func text(_ name: String) -> String? {
    guard case .text(let value)? = values[name] else { return nil }
    return value
  }

  public func duration(_ name: String) -> Duration? {
    guard case .duration(let value)? = values[name] else { return nil }
    return value
  }

  public func choice(_ name: String) -> String? {
    guard case .choice(let value)? = values[name] else { return nil }
    return value
  }
}
