/// Short, bounded text for a value that travels between components: what a trace line shows
/// of a request, a response or a worker's result. Collections are counted, not listed
/// (`10 users`), nesting stops after two levels, and the text is cut to `maxLength`.
///
/// ```
/// Summary.of([user1, user2])            // 2 users
/// Summary.arguments(Request(userId: 3)) // userId: 3
/// ```
public enum Summary {
  /// The value, counted or abbreviated.
  public static func of(_ value: Any, maxLength: Int = 80) -> String {
    cut(text(value, depth: 0), maxLength)
  }

  /// A struct's fields as an argument list (`userId: 3`), empty for a struct without any;
  /// any other value as `of(_:)` shows it.
  public static func arguments(_ value: Any, maxLength: Int = 80) -> String {
    let mirror = Mirror(reflecting: value)
    guard mirror.displayStyle == .struct, !Leaf.isLeaf(type(of: value)) else {
      return of(value, maxLength: maxLength)
    }
    return cut(fieldList(Reflection.fields(mirror), depth: 0), maxLength)
  }

  private static let options = DumpOptions(
    maxDepth: 2, maxCollectionElements: 3, maxStringLength: 40)

  private static func text(_ value: Any, depth: Int) -> String {
    let valueType = type(of: value)
    if let leaf = Leaf.text(value, type: valueType, options: options) { return leaf }
    let mirror = Mirror(reflecting: value)
    switch mirror.displayStyle {
    case .optional:
      return Reflection.unwrap(mirror).map { text($0, depth: depth) } ?? "nil"
    case .collection, .set, .dictionary:
      return count(mirror.children.count, of: valueType)
    case .struct, .class:
      guard depth < 2 else { return "\(typeName(valueType))(…)" }
      return "\(typeName(valueType))(\(fieldList(Reflection.fields(mirror), depth: depth + 1)))"
    default:
      // Enums and tuples: the dump already keeps them short enough once cut.
      return Dump.line(value, options: options)
    }
  }

  private static func fieldList(_ fields: [Field], depth: Int) -> String {
    fields.map { field in
      let value = text(field.value, depth: depth)
      return field.label.map { "\($0): \(value)" } ?? value
    }
    .joined(separator: ", ")
  }

  /// `10 users`, `1 post`, `0 elements`: the element type's name, lower-cased and counted.
  private static func count(_ count: Int, of collection: Any.Type) -> String {
    let name = String(describing: collection)
    guard let open = name.firstIndex(of: "<"), name.last == ">" else {
      return "\(count) element\(count == 1 ? "" : "s")"
    }
    var element = String(name[name.index(after: open)..<name.index(before: name.endIndex)])
    // A dictionary's `Key, Value`: count entries.
    if element.contains(",") || element.contains("<") { element = "element" }
    let noun = element.prefix(1).lowercased() + element.dropFirst()
    return "\(count) \(noun)\(count == 1 ? "" : "s")"
  }

  private static func typeName(_ type: Any.Type) -> String {
    let name = String(describing: type)
    return name.split(separator: ".").last.map(String.init) ?? name
  }

  private static func cut(_ text: String, _ maxLength: Int) -> String {
    guard text.count > maxLength else { return text }
    return String(text.prefix(max(maxLength - 1, 0))) + "…"
  }
}
