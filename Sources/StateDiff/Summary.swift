import Synchronization

/// Short, bounded text for a value that travels between components: what a trace line shows
/// of a request, a response or a worker's result. Collections are counted, not listed
/// (`10 users`), nesting stops after two levels, and the text is cut to `maxLength`.
///
/// ```
/// Summary.of([user1, user2])            // 2 users
/// Summary.arguments(Request(userId: 3)) // userId: 3
/// ```
///
/// It runs on every hop, so it stops writing once it has enough to cut, and reads structs
/// through the layouts the dump caches rather than a fresh `Mirror`.
public enum Summary {
  /// The value, counted or abbreviated.
  public static func of(_ value: Any, maxLength: Int = 80) -> String {
    // A flag, the value that changes most (`isLoading`), is its own summary: no writer.
    if type(of: value) == Bool.self, maxLength >= 5 {
      return value as? Bool == true ? "true" : "false"
    }
    // A string that fits is its leaf text: no writer (the trace's `displayName: "" → "ann"`).
    if type(of: value) == String.self,
      let text = Leaf.text(value, type: String.self, options: Writer.options),
      text.utf8.count <= maxLength
    {
      return text
    }
    var writer = Writer(maxLength: maxLength)
    writer.write(value, depth: 0)
    return writer.result
  }

  /// A struct's fields as an argument list (`userId: 3`), empty for a struct without any;
  /// any other value as `of(_:)` shows it.
  public static func arguments(_ value: Any, maxLength: Int = 80) -> String {
    let valueType = type(of: value)
    guard !Leaf.isLeaf(valueType) else { return of(value, maxLength: maxLength) }
    var writer = Writer(maxLength: maxLength)
    if let layout = StructLayout.ofStruct(valueType) {
      writer.write(layout, of: value, depth: 0)
      return writer.result
    }
    guard let fields = Writer.structFields(of: value) else {
      return of(value, maxLength: maxLength)
    }
    writer.write(fields, depth: 0)
    return writer.result
  }
}

private struct Writer {
  fileprivate static let options = DumpOptions(
    maxDepth: 2, maxCollectionElements: 3, maxStringLength: 40)
  /// `10 users`'s noun per collection type: naming a type is slow, and it is asked every hop.
  private static let nouns = Mutex<[ObjectIdentifier: String]>([:])

  let maxLength: Int
  /// Bytes, made a string once (see `TextBytes`): a summary is a dozen small appends, on
  /// every hop that carries a payload.
  private var output = TextBytes(capacity: 96)
  /// Where a field ended, before the `, ` of the next, with how many parentheses are open
  /// there: where a cut can fall between arguments, never inside one.
  private var boundaries: [(offset: Int, open: Int)] = []
  /// While only ASCII without a carriage return has been written, a byte is a character (a raw
  /// CR LF, which a field label from a custom mirror can hold, is one character of two bytes).
  private var isASCII = true

  init(maxLength: Int) {
    self.maxLength = maxLength
  }

  /// Enough has been written to cut: more bytes than characters allowed in ASCII, and a
  /// character takes at most 4 UTF-8 bytes otherwise.
  private var isFull: Bool { output.bytes.count > maxLength * (isASCII ? 1 : 4) }

  var result: String {
    if let cut = cutAtBoundary { return cut }
    guard isASCII else {
      let text = output.string
      return text.count > maxLength ? String(text.prefix(max(maxLength - 1, 0))) + "…" : text
    }
    // A byte is a character here: the first bytes are kept, not counted out by character.
    guard output.bytes.count > maxLength else { return output.string }
    return output.bytes.withUnsafeBufferPointer {
      String(
        decoding: UnsafeBufferPointer(rebasing: $0.prefix(max(maxLength - 1, 0))), as: UTF8.self)
    } + "…"
  }

  /// Too long, cut after the last whole argument that fits, at the outermost level that has
  /// one: `displayName: "ann", …` rather than `displayName: "ann", email: "ann@exa…`. The
  /// parentheses open there are closed. Nil when it fits, or no argument ends early enough.
  private var cutAtBoundary: String? {
    guard !boundaries.isEmpty else { return nil }
    let text = output.string
    guard text.count > maxLength else { return nil }
    let outermost = boundaries.map(\.open).min() ?? 0
    for boundary in boundaries.reversed() where boundary.open == outermost {
      let kept = output.bytes.withUnsafeBufferPointer {
        String(decoding: UnsafeBufferPointer(rebasing: $0.prefix(boundary.offset)), as: UTF8.self)
      }
      let cut = kept + ", …" + String(repeating: ")", count: boundary.open)
      if cut.count <= maxLength { return cut }
    }
    return nil
  }

  private mutating func append(_ text: String) {
    let offset = output.bytes.count
    output.append(text)
    noteAppended(since: offset)
  }

  /// Keeps `isASCII` true to what was appended to `output` after its first `offset` bytes.
  private mutating func noteAppended(since offset: Int) {
    if isASCII {
      isASCII = output.bytes.withUnsafeBufferPointer {
        Self.isASCII(UnsafeBufferPointer(rebasing: $0[offset...]))
      }
    }
  }

  /// Over the contiguous bytes: iterating a string's `utf8` costs several times more per byte.
  private static func isASCII(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
    bytes.allSatisfy { $0 < 0x80 && $0 != 0x0D }
  }

  mutating func write(_ value: Any, depth: Int) {
    guard !isFull else { return }
    let valueType = type(of: value)
    if let leaf = Leaf.text(value, type: valueType, options: Self.options) {
      append(leaf)
      return
    }
    if let array = ArrayAccess.of(value) {
      append("\(array.count) \(Self.noun(of: valueType, count: array.count))")
      return
    }
    if let layout = StructLayout.ofStruct(valueType) {
      append(TypeName.short(valueType) + "(")
      if depth < 2 { write(layout, of: value, depth: depth + 1) } else { append("…") }
      append(")")
      return
    }
    if let optional = unwrapOptional(value) {
      if let wrapped = optional {
        write(wrapped, depth: depth)
      } else {
        append("nil")
      }
      return
    }
    let mirror = Mirror(reflecting: value)
    switch mirror.displayStyle {
    case .collection, .set, .dictionary:
      let count =
        openedCast(value, to: (any Collection).self)?.count ?? mirror.children.count
      append("\(count) \(Self.noun(of: valueType, count: count))")
    case .struct:
      writeStruct(valueType, Self.structFields(of: value, mirror: mirror) ?? [], depth: depth)
    case .class:
      writeStruct(valueType, Reflection.fields(mirror), depth: depth)
    default:
      // Enums and tuples: the dump keeps them short enough once cut.
      append(Dump.line(value, options: Self.options))
    }
  }

  /// `label: value, …`
  mutating func write(_ fields: [Field], depth: Int) {
    for (offset, field) in fields.enumerated() {
      guard !isFull else { return }
      if offset > 0 {
        boundaries.append((output.bytes.count, depth))
        append(", ")
      }
      if let label = field.label { append(label + ": ") }
      write(field.value, depth: depth)
    }
  }

  /// `label: value, …` of a struct read through its layout, a field at a time until full.
  mutating func write(_ layout: StructLayout, of value: Any, depth: Int) {
    var offset = 0
    layout.forEachFieldAddress(of: value) { field, address in
      guard !isFull else { return false }
      if offset > 0 { boundaries.append((output.bytes.count, depth)) }
      append(offset > 0 ? field.labelAfterAnother : field.label)
      // The leaves straight from memory, without boxing them in an `Any`.
      let written = output.bytes.count
      if field.appendLeaf(
        at: address, maxStringLength: Self.options.maxStringLength, to: &output)
      {
        noteAppended(since: written)
      } else {
        write(field.load(address), depth: depth)
      }
      offset += 1
      return true
    }
  }

  private mutating func writeStruct(_ type: Any.Type, _ fields: [Field], depth: Int) {
    append(TypeName.short(type) + "(")
    if depth < 2 { write(fields, depth: depth + 1) } else { append("…") }
    append(")")
  }

  /// A struct's fields through the process-wide layout cache the dump uses (a `Mirror` only
  /// the first time, or for types the cache cannot read); `nil` for anything but a struct.
  static func structFields(of value: Any, mirror known: Mirror? = nil) -> [Field]? {
    if let layout = StructLayout.ofStruct(type(of: value)) {
      return layout.labelledFields(of: value)
    }
    let mirror = known ?? Mirror(reflecting: value)
    guard mirror.displayStyle == .struct else { return nil }
    return Reflection.fields(mirror)
  }

  /// `users` for `[User]`, `user` for one; `elements` when the element type has no simple name.
  private static func noun(of collection: Any.Type, count: Int) -> String {
    let id = ObjectIdentifier(collection)
    let noun =
      nouns.withLock { $0[id] }
      ?? {
        let name = TypeName.of(collection)
        var element = "element"
        if let open = name.firstIndex(of: "<"), name.last == ">" {
          let inner = name[name.index(after: open)..<name.index(before: name.endIndex)]
          // A dictionary's `Key, Value` or a nested generic: count entries.
          // Characters, not `StringProtocol.contains`: Foundation's generic one instantiates
          // its types by name, a conformance scan at start-up.
          if !inner.contains(where: { $0 == "," || $0 == "<" }) { element = String(inner) }
        }
        // `User` → `users`, but a name that starts with an acronym keeps its case
        // (`WWDCUrlContent` → `WWDCUrlContents`, not `wWDCUrlContents`).
        let startsWithAcronym = element.prefix(2).allSatisfy(\.isUppercase)
        let noun =
          startsWithAcronym ? element : element.prefix(1).lowercased() + String(element.dropFirst())
        nouns.withLock { $0[id] = noun }
        return noun
      }()
    // A name that already ends in `s` (`News`, `Series`, `DisplayedNews`) reads as its own
    // plural; `3 newss` teaches nobody English.
    return count == 1 || noun.hasSuffix("s") ? noun : noun + "s"
  }
}
