/// An optional's wrapped type and value, read without a `Mirror`: a mirror of an optional
/// costs thousands of instructions, and the shell meets one on every diff and dump of an
/// optional field whose type is not `Equatable` (`pendingNavigation`).
protocol OptionalAccess {
  static var wrappedType: Any.Type { get }
  /// The wrapped value, `nil` for `.none`.
  var wrappedValue: Any? { get }
}

extension Optional: OptionalAccess {
  static var wrappedType: Any.Type { Wrapped.self }
  var wrappedValue: Any? { map { $0 } }
}
