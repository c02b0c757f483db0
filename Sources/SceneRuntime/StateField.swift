/// One property of the state a view renders, read at one moment: its declared name and value.
///
/// Read through a key path, a field can also be written back — what `restore N` needs to put a
/// view's state back to an earlier moment:
///
/// ```swift
/// func readState() -> [StateField] {
///   [StateField("isLoading", in: displayState, \.isLoading)]
/// }
/// ```
public struct StateField {
  public let name: String
  public let value: Any
  /// Writes a value back into the property it was read from; nil for a value-only field.
  let restore: (@MainActor (Any) -> Bool)?
  /// The property it was read through, as Observation names it in a change; nil for a
  /// value-only field.
  package let keyPath: AnyKeyPath?

  /// A field read as a value: shown and diffed, but `restore` cannot write it back.
  public init(_ name: String, _ value: Any) {
    self.name = name
    self.value = value
    self.restore = nil
    self.keyPath = nil
  }

  /// A field read through `keyPath` on `root` (the DisplayState, the view's state, the MVI
  /// model): shown, diffed, and written back by `restore`.
  @MainActor
  public init<Root: AnyObject, Value>(
    _ name: String, in root: Root, _ keyPath: ReferenceWritableKeyPath<Root, Value>
  ) {
    self.name = name
    self.value = root[keyPath: keyPath]
    self.keyPath = keyPath
    self.restore = { [weak root] value in
      guard let root, let value = value as? Value else { return false }
      root[keyPath: keyPath] = value
      return true
    }
  }

  /// This field holding another value it held once (rebuilt by the timeline), with the same
  /// way back into its property.
  package func holding(_ value: Any) -> StateField {
    StateField(name: name, value: value, restore: restore, keyPath: keyPath)
  }

  private init(
    name: String, value: Any, restore: (@MainActor (Any) -> Bool)?, keyPath: AnyKeyPath?
  ) {
    self.name = name
    self.value = value
    self.restore = restore
    self.keyPath = keyPath
  }

  /// Whether `restore` can write this field back.
  public var isRestorable: Bool { restore != nil }

  /// Writes `value` (read from this same field earlier) back; false when it cannot.
  @MainActor
  @discardableResult
  public func write(_ value: Any) -> Bool {
    restore?(value) ?? false
  }
}
