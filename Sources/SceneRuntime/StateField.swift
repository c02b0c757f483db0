/// One property of the state a view renders, read at one moment: its declared name and value.
public struct StateField {
  public let name: String
  public let value: Any

  public init(_ name: String, _ value: Any) {
    self.name = name
    self.value = value
  }
}
