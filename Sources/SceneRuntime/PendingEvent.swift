/// A one-time event kept in the state until the view consumes it: an error to show, a
/// navigation to perform. The view reads it, resets it to `nil`, *then* acts — in that order,
/// so that a second look at the state never acts twice.
@MainActor
public struct PendingEvent {
  /// The property's name, such as `pendingError`.
  public let name: String
  /// The property it is stored in, as Observation names it in a change.
  package let keyPath: AnyKeyPath
  private let readValue: @MainActor () -> Any?
  private let resetValue: @MainActor () -> Void
  private let performAction: @MainActor (Any) -> Void

  /// An event stored in `state[keyPath:]`; `perform` is what the view does with it.
  public init<State: AnyObject, Value>(
    _ name: String,
    in state: State,
    _ keyPath: ReferenceWritableKeyPath<State, Value?>,
    perform: @escaping @MainActor (Value) -> Void
  ) {
    self.name = name
    self.keyPath = keyPath
    self.readValue = { [weak state] in state?[keyPath: keyPath] }
    self.resetValue = { [weak state] in state?[keyPath: keyPath] = nil }
    self.performAction = { value in
      guard let value = value as? Value else { return }
      perform(value)
    }
  }

  /// The value waiting to be consumed, if any.
  public var value: Any? { readValue() }

  /// Resets the event, then performs the view's action with the value it held. Returns false
  /// when nothing was pending.
  @discardableResult
  public func consume() -> Bool {
    guard let perform = take() else { return false }
    perform()
    return true
  }

  /// Reads and resets the event, returning the action still to perform (nil when nothing was
  /// pending), so a caller can show the reset before the action, in the seed's order.
  public func take() -> (@MainActor () -> Void)? {
    guard let value = readValue() else { return nil }
    resetValue()
    return { [performAction] in performAction(value) }
  }
}
