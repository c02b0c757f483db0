/// A labelled child of a value, as the dump and the diff see it.
struct Field {
  /// `nil` for positional children (unlabelled tuple elements and enum payloads).
  var label: String?
  var value: Any
}

/// The few ways the engine looks inside a value, shared by dump, diff and tree.
enum Reflection {
  /// Stored properties of a struct, class (superclass first) or tuple.
  ///
  /// `@Observable` classes store `_name` plus an `_$observationRegistrar`; the registrar is
  /// dropped and the underscore stripped so the developer's own names show.
  static func fields(_ mirror: Mirror) -> [Field] {
    var fields: [Field] = []
    collect(mirror, into: &fields)
    guard fields.contains(where: { $0.label == registrarLabel }) else { return fields }
    return fields.compactMap { field in
      guard let label = field.label else { return field }
      if label == registrarLabel { return nil }
      guard label.hasPrefix("_") else { return field }
      return Field(label: String(label.dropFirst()), value: field.value)
    }
  }

  /// The enum case's name and payload fields; the payload of a no-payload case is empty.
  static func enumCase(_ value: Any, _ mirror: Mirror) -> (name: String, payload: [Field]) {
    guard let child = mirror.children.first else { return (caseName(of: value), []) }
    return (child.label ?? "?", RuntimeChildren.payloadFields(child.value))
  }

  /// A no-payload case's name. It has no child to read a name from; its description is the
  /// case name unless the type customises `description`, which then is the best we can show.
  static func caseName(of value: Any) -> String {
    String(describing: value)
  }

  /// Key/value pairs of a dictionary mirror.
  static func entries(_ mirror: Mirror) -> [(key: Any, value: Any)] {
    mirror.children.compactMap { child in
      let pair = Mirror(reflecting: child.value).children
      guard let key = pair.first?.value, let value = pair.dropFirst().first?.value else {
        return nil
      }
      return (key, value)
    }
  }

  /// A hashable identity for a dictionary key or set element.
  static func hashKey(_ value: Any) -> AnyHashable {
    if let hashable = value as? AnyHashable {
      return hashable
    }
    return AnyHashable(Dump.line(value, options: .unlimited))
  }

  /// Tuple labels come back as `.0`, `.1` for unlabelled elements.
  static func displayLabel(_ label: String?) -> String? {
    guard let label, !label.hasPrefix(".") else { return nil }
    return label
  }

  /// The path component for a field: its label, or its position.
  static func component(_ field: Field, at offset: Int) -> Path.Component {
    guard let label = field.label else { return .field(String(offset)) }
    return .field(label.hasPrefix(".") ? String(label.dropFirst()) : label)
  }

  private static let registrarLabel = "_$observationRegistrar"

  private static func collect(_ mirror: Mirror, into fields: inout [Field]) {
    if let superclass = mirror.superclassMirror {
      collect(superclass, into: &fields)
    }
    for child in mirror.children {
      fields.append(Field(label: child.label, value: child.value))
    }
  }
}
