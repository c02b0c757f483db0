@_spi(Reflection) import Swift
import Synchronization

/// An enum's case and payload, or a tuple's elements, as the runtime's reflection gives them:
/// what `Mirror` reads, without the mirror. A mirror keeps its children in a type-erased lazy
/// collection whose boxes and generic types are built on every use: about 30,000 instructions
/// to read `.userDetail(userId: 1, userName: "…")`, the route each `select` prints. These are
/// the two runtime functions `Mirror` itself calls, with the value as an `Any` as it passes it,
/// so the children, their labels (`userId`, or `.0` for an unlabelled element) and their
/// order are the mirror's.
enum RuntimeChildren {
  /// The case name and payload of `value`, an enum with no custom mirror; nil for a case
  /// without a payload, which has no child to read a name from.
  static func enumCase(_ value: Any) -> (name: String, payload: [Field])? {
    guard childCount(value, type: type(of: value)) > 0 else { return nil }
    let child = self.child(of: value, at: 0)
    return (child.label ?? "?", payloadFields(child.value))
  }

  /// Whether `value`, an optional, is `nil`: its case has no child, as its mirror shows it.
  /// Told without unwrapping it, which is a dynamic cast.
  static func isNone(optional value: Any) -> Bool {
    childCount(value, type: type(of: value)) == 0
  }

  /// An enum case's payload as fields: a tuple's elements (several values are one tuple; one
  /// that only shows as a tuple, a custom mirror's choice, as `Mirror` shows it), else itself.
  static func payloadFields(_ payload: Any) -> [Field] {
    if metadataKind(of: type(of: payload)) == .tuple { return elements(of: payload) }
    if hasCustomMirror(type(of: payload)) {
      let mirror = Mirror(reflecting: payload)
      if mirror.displayStyle == .tuple { return Reflection.fields(mirror) }
    }
    return [Field(label: nil, value: payload)]
  }

  /// The elements of `value`, a tuple.
  static func elements(of value: Any) -> [Field] {
    let count = childCount(value, type: type(of: value))
    return (0..<count).map { child(of: value, at: $0) }
  }

  /// Whether `type` chose its own mirror: then only `Mirror` shows it as it asked. Cached per
  /// type; a conformance check is a look-up in the runtime's cache on every call.
  static func hasCustomMirror(_ type: Any.Type) -> Bool {
    let id = ObjectIdentifier(type)
    if let known = customMirrors.withLock({ $0[id] }) { return known }
    let custom = type is any CustomReflectable.Type
    customMirrors.withLock { $0[id] = custom }
    return custom
  }

  private static let customMirrors = Mutex<[ObjectIdentifier: Bool]>([:])

  private static func child(of value: Any, at index: Int) -> Field {
    var name: UnsafePointer<CChar>?
    var freeName: NameFreeFunction?
    let child = childValue(
      of: value, type: type(of: value), index: index, outName: &name, outFreeFunc: &freeName)
    // As `Mirror` reads the label, and hands the runtime's string back to it.
    let label = name.flatMap { String(validatingCString: $0) }
    freeName?(name)
    return Field(label: label, value: child)
  }
}

private typealias NameFreeFunction = @convention(c) (UnsafePointer<CChar>?) -> Void

/// How many children the runtime's reflection sees in `value` of `type`.
@_silgen_name("swift_reflectionMirror_count")
private func childCount<T>(_ value: T, type: Any.Type) -> Int

/// The child at `index` of `value` of `type`, copied out; its label in `outName`, to be
/// released with `outFreeFunc` when that is set.
@_silgen_name("swift_reflectionMirror_subscript")
private func childValue<T>(
  of value: T, type: Any.Type, index: Int,
  outName: UnsafeMutablePointer<UnsafePointer<CChar>?>,
  outFreeFunc: UnsafeMutablePointer<NameFreeFunction?>
) -> Any
