@_spi(Reflection) import Swift

/// An optional held in an `Any`, unwrapped one level: `.some(nil)` for `.none`, `nil` when
/// `value` is no optional. Its type is told by its metadata's kind and the value read by a cast
/// from its own type to `Any?`, which unwraps exactly one level: neither looks up a protocol
/// (the first lookup for a type scans every conformance record in the binary) nor builds a
/// `Mirror` (thousands of instructions, on every diff and dump of an optional field).
func unwrapOptional(_ value: Any) -> Any?? {
  guard isOptional(type(of: value)) else { return nil }
  return openedCast(value, to: Any?.self)
}

/// Whether `type` is an `Optional`.
func isOptional(_ type: Any.Type) -> Bool {
  metadataKind(type) == _MetadataKind.optional.rawValue
}

/// The runtime's own answer, as the standard library's `Mirror` asks it.
@_silgen_name("swift_getMetadataKind")
private func metadataKind(_ type: Any.Type) -> UInt

/// An optional type's wrapped type, for a field's layout.
protocol OptionalType {
  static var wrappedType: Any.Type { get }
}

extension Optional: OptionalType {
  static var wrappedType: Any.Type { Wrapped.self }
}
