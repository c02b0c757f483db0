/// A one-time event kept in the state until the view consumes it: an error to show, a
/// navigation to perform. The view reads it, resets it to `nil`, *then* acts — in that order,
/// so that a second look at the state never acts twice.
@MainActor
public struct PendingEvent {
  /// The property's name, such as `pendingError`.
  public var name: String { storage.name }
  /// The property it is stored in, as Observation names it in a change.
  package var keyPath: AnyKeyPath { storage.keyPath }
  /// One reference: the view goes through its events on every change it sees, and a copy
  /// of a name, a key path and three closures retained and released five.
  private let storage: Storage

  @MainActor
  private final class Storage {
    let name: String
    let keyPath: AnyKeyPath
    let readValue: @MainActor () -> Any?
    let resetValue: @MainActor () -> Void
    let performAction: @MainActor (Any) -> Void

    init(
      name: String, keyPath: AnyKeyPath, readValue: @escaping @MainActor () -> Any?,
      resetValue: @escaping @MainActor () -> Void,
      performAction: @escaping @MainActor (Any) -> Void
    ) {
      self.name = name
      self.keyPath = keyPath
      self.readValue = readValue
      self.resetValue = resetValue
      self.performAction = performAction
    }
  }

  /// An event stored in `state[keyPath:]`; `perform` is what the view does with it.
  public init<State: AnyObject, Value>(
    _ name: String,
    in state: State,
    _ keyPath: ReferenceWritableKeyPath<State, Value?>,
    perform: @escaping @MainActor (Value) -> Void
  ) {
    storage = Storage(
      name: name, keyPath: keyPath,
      readValue: { [weak state] in state?[keyPath: keyPath] },
      resetValue: { [weak state] in state?[keyPath: keyPath] = nil },
      performAction: { value in
        guard let value = value as? Value else { return }
        perform(value)
      })
  }

  /// The value waiting to be consumed, if any.
  public var value: Any? { storage.readValue() }

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
    guard let value = storage.readValue() else { return nil }
    storage.resetValue()
    return { [storage] in storage.performAction(value) }
  }
}
