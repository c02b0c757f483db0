/// One difference between two values.
///
/// Values are kept as they are and only turned into text when a renderer asks, so a diff that
/// nobody prints costs no dumping.
public struct Change {
  public let path: Path
  public let kind: ChangeKind
  /// The value before; `nil` for `.added`.
  public let oldValue: Any?
  /// The value after; `nil` for `.removed`.
  public let newValue: Any?
  /// Set for an element added to or removed from a `Set`, whose path is the set itself.
  let isSetMember: Bool

  public init(path: Path, kind: ChangeKind, oldValue: Any?, newValue: Any?) {
    self.init(path: path, kind: kind, oldValue: oldValue, newValue: newValue, isSetMember: false)
  }

  init(path: Path, kind: ChangeKind, oldValue: Any?, newValue: Any?, isSetMember: Bool) {
    self.path = path
    self.kind = kind
    self.oldValue = oldValue
    self.newValue = newValue
    self.isSetMember = isSetMember
  }
}
