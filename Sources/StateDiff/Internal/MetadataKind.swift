@_spi(Reflection) import Swift

/// `type`'s kind (struct, enum, optional, class…), as the runtime tells it: the standard
/// library's `Mirror` asks it the same way. No conformance is looked up.
func metadataKind(of type: Any.Type) -> _MetadataKind? {
  _MetadataKind(rawValue: runtimeMetadataKind(type))
}

@_silgen_name("swift_getMetadataKind")
private func runtimeMetadataKind(_ type: Any.Type) -> UInt

/// An optional held in an `Any`, unwrapped one level: `.some(nil)` for `.none`, `nil` when
/// `value` is no optional. Its type is told by its kind and the value read by a cast from its
/// own type to `Any?`, which unwraps exactly one level: neither looks up a protocol (the first
/// lookup for a type scans every conformance record in the binary) nor builds a `Mirror`
/// (thousands of instructions, on every diff and dump of an optional field).
func unwrapOptional(_ value: Any) -> Any?? {
  guard metadataKind(of: type(of: value)) == .optional else { return nil }
  return openedCast(value, to: Any?.self)
}

/// An optional type's wrapped type, for a field's layout.
protocol OptionalType {
  static var wrappedType: Any.Type { get }
}

extension Optional: OptionalType {
  static var wrappedType: Any.Type { Wrapped.self }
}
