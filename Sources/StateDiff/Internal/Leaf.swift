import Foundation

/// Values printed as one token. Checked by comparing metatypes, which is far cheaper than trying
/// a chain of dynamic casts on every value of a large state.
enum Leaf {
  static func isLeaf(_ type: Any.Type) -> Bool {
    kind(of: type) != nil
  }

  static func text(_ value: Any, type: Any.Type, options: DumpOptions) -> String? {
    guard let kind = kind(of: type) else { return nil }
    switch kind {
    case .string:
      guard let string = value as? String else { return nil }
      return TerminalSafe.quoted(string, maxLength: options.maxStringLength)
    case .substring:
      guard let string = value as? Substring else { return nil }
      return TerminalSafe.quoted(String(string), maxLength: options.maxStringLength)
    case .character:
      guard let character = value as? Character else { return nil }
      return TerminalSafe.quoted(String(character), maxLength: nil)
    case .scalar:
      guard let scalar = value as? Unicode.Scalar else { return nil }
      return TerminalSafe.quoted(String(scalar), maxLength: nil)
    case .int:
      guard let number = value as? Int else { return nil }
      return String(number)
    case .bool:
      guard let flag = value as? Bool else { return nil }
      return flag ? "true" : "false"
    case .number:
      return String(describing: value)
    case .date:
      guard let date = value as? Date else { return nil }
      return "Date(" + date.formatted(isoFormat) + ")"
    case .url:
      guard let url = value as? URL else { return nil }
      return "URL(" + TerminalSafe.escape(url.absoluteString, maxLength: options.maxStringLength)
        + ")"
    case .uuid:
      guard let uuid = value as? UUID else { return nil }
      return "UUID(" + uuid.uuidString + ")"
    case .decimal:
      guard let decimal = value as? Decimal else { return nil }
      return "Decimal(" + decimal.description + ")"
    case .data:
      guard let data = value as? Data else { return nil }
      return "Data(\(groupedThousands(data.count)) bytes)"
    case .duration:
      guard let duration = value as? Duration else { return nil }
      return DurationFormat.exact(duration)
    case .urlError:
      guard let error = value as? URLError else { return nil }
      return "URLError(" + URLErrorName.of(error.code) + ")"
    case .abbreviated:
      return (value as? Abbreviated)?.text
    }
  }

  /// `==` for the leaves most state is made of (`String`, `Int`, `Bool`), nil for any other
  /// type. A cast to a concrete type compares metadata; `as? any Equatable` looks the
  /// conformance up, and the first lookup per type scans every conformance record in the
  /// binary (a million instructions in the static `scenesh`, at start-up for each new type).
  static func equal(_ lhs: Any, _ rhs: Any) -> Bool? {
    // By exact type (`kind(of:)` compares metatypes): a cast would also unwrap an Optional or
    // bridge an NSNumber.
    switch kind(of: type(of: lhs)) {
    case .string: equal(lhs, rhs, as: String.self)
    case .int: equal(lhs, rhs, as: Int.self)
    case .bool: equal(lhs, rhs, as: Bool.self)
    default: nil
    }
  }

  /// `rhs` is cast as `Equatable.isEqual(toAny:)` casts it (an Optional holding a value
  /// compares as the value); false when it cannot be.
  private static func equal<Value: Equatable>(_ lhs: Any, _ rhs: Any, as: Value.Type) -> Bool {
    guard let lhs = lhs as? Value, let rhs = rhs as? Value else { return false }
    return lhs == rhs
  }

  private enum Kind {
    case abbreviated
    case string, substring, character, scalar, int, bool, number
    case date, url, uuid, decimal, data, duration, urlError
  }

  private static let isoFormat = Date.ISO8601FormatStyle(includingFractionalSeconds: true)

  private static func kind(of type: Any.Type) -> Kind? {
    if type == String.self { return .string }
    if type == Int.self { return .int }
    if type == Bool.self { return .bool }
    if type == Double.self { return .number }
    if type == Float.self || type == UInt.self || type == Int64.self { return .number }
    if type == Int32.self || type == Int16.self || type == Int8.self { return .number }
    if type == UInt64.self || type == UInt32.self || type == UInt16.self { return .number }
    if type == UInt8.self { return .number }
    if type == Substring.self { return .substring }
    if type == Character.self { return .character }
    if type == Unicode.Scalar.self { return .scalar }
    if type == Date.self { return .date }
    if type == URL.self { return .url }
    if type == UUID.self { return .uuid }
    if type == Decimal.self { return .decimal }
    if type == Data.self { return .data }
    if type == Duration.self { return .duration }
    if type == URLError.self { return .urlError }
    if type == Abbreviated.self { return .abbreviated }
    return nil
  }
}

/// A value a change names in short, its parts following on lines of their own (see
/// `Differ.expandLongCaseChange`): printed as its text, as it was already made safe.
struct Abbreviated {
  let text: String
}
