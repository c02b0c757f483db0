@_spi(Reflection) import Swift
import Synchronization

/// A struct's stored properties, read straight from the value's memory.
///
/// `Mirror` looks up (and demangles) every field's type on every access, which made it most of
/// the cost of dumping a large array of structs. The runtime's field metadata gives the same
/// names, offsets and types once per type, so repeated values cost one copy per field.
/// The layout is only built for fields that are safe to copy as plain values (see
/// `isPlainValue`); anything else keeps going through `Mirror`.
struct StructLayout: Sendable {
  /// A class: a dump passes each field to its writer for every value it writes, and a copy
  /// of a struct of three strings and a closure retained and released four references.
  final class Field: Sendable {
    let name: String
    let offset: Int
    let load: @Sendable (UnsafeRawPointer) -> Any
    /// Set for the leaves most state is made of: a dump reads these straight from memory,
    /// without boxing the value in an `Any` and casting it back.
    let leaf: StoredLeaf?
    /// `name: ` and `, name: `, as one-line dumps and summaries introduce the field first and
    /// after another: made once per type, one append per field where there were three.
    let label: String
    let labelAfterAnother: String

    init(
      name: String, offset: Int, load: @escaping @Sendable (UnsafeRawPointer) -> Any,
      leaf: StoredLeaf?
    ) {
      self.name = name
      self.offset = offset
      self.load = load
      self.leaf = leaf
      label = name + ": "
      labelAfterAnother = ", " + label
    }

    /// Appends the field's value at `address` as `Leaf.text` writes it, when it is a leaf;
    /// false, writing nothing, for any other field.
    func appendLeaf(
      at address: UnsafeRawPointer, maxStringLength: Int?, to output: inout TextBytes
    ) -> Bool {
      switch leaf {
      case .string:
        output.appendQuoted(address.load(as: String.self), maxLength: maxStringLength)
      case .int: output.append(String(address.load(as: Int.self)))
      case .bool: output.append(address.load(as: Bool.self) ? "true" : "false")
      case nil: return false
      }
      return true
    }
  }

  /// A field type a dump writes without `load`.
  enum StoredLeaf: Sendable {
    case string, int, bool

    init?(_ type: Any.Type) {
      if type == String.self {
        self = .string
      } else if type == Int.self {
        self = .int
      } else if type == Bool.self {
        self = .bool
      } else {
        return nil
      }
    }
  }

  let fields: [Field]

  /// The layout if one was already built for `type`; never builds one.
  static func known(_ type: Any.Type) -> StructLayout? {
    cache.withLock { $0[ObjectIdentifier(type)] ?? nil }
  }

  /// The layout when `type` is a struct the cache can read, built once; `nil` for any other
  /// type. Asks no `Mirror`: a mirror's first use instantiates its children collection, whose
  /// generic requirements cost seven scans of every conformance record, at start-up.
  static func ofStruct(_ type: Any.Type) -> StructLayout? {
    let id = ObjectIdentifier(type)
    if let known = cache.withLock({ $0[id] }) {
      return known
    }
    // An array is a struct too, with a custom mirror: said without looking the mirror up.
    let isStruct = !ArrayAccess.isArray(type) && metadataKind(of: type) == .struct
    let layout = isStruct ? StructLayout(type) : nil
    cache.withLock { $0[id] = .some(layout) }
    return layout
  }

  private static let cache = Mutex<[ObjectIdentifier: StructLayout?]>([:])

  /// `_forEachField`'s options, given rather than defaulted: the default `[]` is built through
  /// `SetAlgebra`'s generic initialiser, whose types the runtime looks up by name, a scan of
  /// every conformance record on the first call.
  private static let noOptions = _EachFieldOptions(rawValue: 0)

  /// `nil` when the type should go through `Mirror`.
  init?(_ type: Any.Type) {
    // A custom mirror is the type's own choice of what to show.
    guard !(type is any CustomReflectable.Type) else { return nil }
    var fields: [Field] = []
    var plain = true
    let complete = _forEachField(of: type, options: Self.noOptions) {
      name, offset, fieldType, kind in
      guard isPlainValue(fieldType, kind) else {
        plain = false
        return false
      }
      fields.append(
        Field(
          name: String(cString: name), offset: offset,
          load: _openExistential(fieldType, do: loader), leaf: StoredLeaf(fieldType)))
      return true
    }
    guard complete && plain else { return nil }
    self.fields = fields
  }

  /// The fields of `value` with their names, as a struct's mirror lists its children.
  func labelledFields(of value: Any) -> [StateDiff.Field] {
    zip(fields, values(of: value)).map { StateDiff.Field(label: $0.name, value: $1) }
  }

  /// Calls `body` with each field of `value` (of the type this layout was made for) and where
  /// its value is, in a copy of `value` that lives until this returns, in order, until `body`
  /// returns false: a dump or a summary reads one field at a time (a leaf in place, anything
  /// else through `Field.load`), and a summary stops once it has enough.
  func forEachFieldAddress(of value: Any, _ body: (Field, UnsafeRawPointer) -> Bool) {
    func read<T>(_ value: T) {
      withUnsafeBytes(of: value) { bytes in
        guard let base = bytes.baseAddress else { return }
        forEachField(at: base, body)
      }
    }
    _openExistential(Self.unboxed(value), do: read)
  }

  /// `value`, once more than one `Any` deep no longer: a mirror's child of an `[Any]` is an
  /// `Any` holding an `Any`, whose bytes are the inner box, not the struct (`type(of:)` sees
  /// through both; opening sees one).
  static func unboxed(_ value: Any) -> Any {
    func open<T>(_ inner: T) -> Any {
      // T is exactly `Any` here, so the cast changes no bytes: it only drops the outer box.
      T.self == Any.self ? unboxed(unsafeBitCast(inner, to: Any.self)) : inner
    }
    return _openExistential(value, do: open)
  }

  /// `forEachFieldAddress` for a value of this layout's type stored at `base`, which must
  /// stay valid until this returns (an array's element, read in place).
  func forEachField(at base: UnsafeRawPointer, _ body: (Field, UnsafeRawPointer) -> Bool) {
    // Read where they are, so a field is not retained and released for every value.
    fields.withUnsafeBufferPointer { fields in
      for field in fields where !body(field, base + field.offset) {
        return
      }
    }
  }

  /// The field values of `value`, which must be of the type this layout was made for.
  func values(of value: Any) -> [Any] {
    func read<T>(_ value: T) -> [Any] {
      withUnsafeBytes(of: value) { bytes in
        guard let base = bytes.baseAddress else { return [] }
        return fields.map { $0.load(base + $0.offset) }
      }
    }
    return _openExistential(Self.unboxed(value), do: read)
  }
}

private func loader<T>(_: T.Type) -> @Sendable (UnsafeRawPointer) -> Any {
  { $0.load(as: T.self) }
}

/// Whether a field's storage holds its declared type. `weak` and `unowned` storage does not
/// (it's a side-table or unowned reference), and those are only possible for classes and
/// class-bound existentials, possibly optional: all such fields are refused.
private func isPlainValue(_ type: Any.Type, _ kind: _MetadataKind) -> Bool {
  switch kind {
  case .struct, .enum, .tuple, .function:
    return true
  case .optional:
    guard let optional = type as? any OptionalType.Type else { return false }
    let wrapped = optional.wrappedType
    return metadataKind(of: wrapped).map { isPlainValue(wrapped, $0) } ?? false
  default:
    return false
  }
}
