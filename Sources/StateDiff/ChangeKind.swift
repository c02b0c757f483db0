/// What happened at a path.
public enum ChangeKind: Sendable, Equatable {
  /// The value was replaced (leaves, different enum cases, different types).
  case changed
  /// The value appeared: a new element or key, or an optional going from `nil` to a value.
  case added
  /// The value disappeared.
  case removed
  /// An `Identifiable` element now sits at index `to`, having been at `from`.
  case moved(from: Int, to: Int)
}
