/// `value as? T`, cast from the value's own type rather than from `Any`.
///
/// A cast from an `Any` to a protocol first asks whether `Any` itself conforms, and the first
/// such question per protocol scans every conformance record in the binary (~260k instructions
/// in the static `scenesh`, four of them in its start-up alone); opened, the cast asks only
/// about the value's type, whose answer the runtime then keeps.
func openedCast<T>(_ value: Any, to _: T.Type) -> T? {
  func cast<Value>(_ value: Value) -> T? { value as? T }
  return _openExistential(value, do: cast)
}
