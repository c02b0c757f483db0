@_spi(Reflection) import Swift

/// Writes a value's dump straight into one text; no intermediate tree, since a full dump of a
/// large state should cost one pass.
struct DumpWriter {
  let options: DumpOptions
  let multiline: Bool
  private(set) var output = TextBytes()
  /// Objects being written right now; meeting one again means a reference cycle.
  private var ancestors: [ObjectIdentifier] = []

  init(options: DumpOptions, multiline: Bool) {
    self.options = options
    self.multiline = multiline
  }

  /// Appends `value`'s one-line dump to `text`, in place: a diff line is its symbol, its path
  /// and one or two values, written into one text.
  static func appendLine(_ value: Any, options: DumpOptions, to text: inout TextBytes) {
    var writer = DumpWriter(options: options, multiline: false)
    // Moved in and out, so the writer appends to `text`'s own storage.
    swap(&writer.output, &text)
    writer.write(value, indent: 0, depth: 0)
    swap(&writer.output, &text)
  }

  /// How a child is introduced inside its container.
  private enum Label {
    case none
    case field(String)
    /// Shown only in block form, like customDump's `[3]: `.
    case index(Int)
    /// An already rendered dictionary key.
    case key(String)
  }

  /// How a container is written: `name` (a type's, or nothing), then `open` … `close`, or
  /// `empty` when there is nothing inside. Kept apart so that no string is built per value.
  private struct Container {
    var name = ""
    var open: String
    var close: String
    var empty: String
  }

  mutating func write(_ value: Any, indent: Int, depth: Int) {
    let valueType = type(of: value)
    if let text = Leaf.text(value, type: valueType, options: options) {
      output += text
      return
    }
    // Layouts are cached for the process, not per dump: the shell dumps one element per
    // diff line, and a per-writer cache would rebuild (through Mirror) every time.
    if let layout = StructLayout.ofStruct(valueType) {
      writeStruct(TypeName.of(valueType), layout, value, indent: indent, depth: depth)
      return
    }
    if let optional = unwrapOptional(value) {
      if let wrapped = optional {
        write(wrapped, indent: indent, depth: depth)
      } else {
        output += "nil"
      }
      return
    }
    // Tuples, and enums that keep the default mirror, read without building one.
    switch metadataKind(of: valueType) {
    case .tuple:
      writeFields(
        Container(open: "(", close: ")", empty: "()"), RuntimeChildren.elements(of: value),
        indent: indent, depth: depth)
      return
    case .enum where !RuntimeChildren.hasCustomMirror(valueType):
      let (caseName, payload) =
        RuntimeChildren.enumCase(value) ?? (Reflection.caseName(of: value), [])
      writeEnum(caseName, payload, indent: indent, depth: depth)
      return
    default:
      break
    }
    let mirror = Mirror(reflecting: value)
    switch mirror.displayStyle {
    case .collection:
      writeCollection(mirror, indent: indent, depth: depth)
    case .set:
      writeSet(mirror, indent: indent, depth: depth)
    case .dictionary:
      writeDictionary(mirror, indent: indent, depth: depth)
    case .enum:
      let (caseName, payload) = Reflection.enumCase(value, mirror)
      writeEnum(caseName, payload, indent: indent, depth: depth)
    case .tuple:
      writeFields(
        Container(open: "(", close: ")", empty: "()"), Reflection.fields(mirror), indent: indent,
        depth: depth)
    case .class:
      writeObject(value, mirror, indent: indent, depth: depth)
    default:
      if mirror.children.isEmpty && mirror.displayStyle != .struct {
        // Opaque values (no fields to show) print their description, made safe.
        output += TerminalSafe.escape(
          String(describing: value), maxLength: options.maxStringLength)
        return
      }
      writeStruct(TypeName.of(valueType), mirror, indent: indent, depth: depth)
    }
  }

  private mutating func writeStruct(_ name: String, _ mirror: Mirror, indent: Int, depth: Int) {
    // Streams the mirror's children: building arrays per value is measurable on large dumps.
    let container = Container(name: name, open: "(", close: ")", empty: "()")
    guard begin(container, isEmpty: mirror.children.isEmpty, depth: depth) else { return }
    var offset = 0
    for child in mirror.children {
      writeChild(child.label.map(Label.field) ?? .none, child.value, offset, indent, depth)
      offset += 1
    }
    end(container, hidden: 0, indent: indent)
  }

  private mutating func writeStruct(
    _ name: String, _ layout: StructLayout, _ value: Any, indent: Int, depth: Int
  ) {
    let container = Container(name: name, open: "(", close: ")", empty: "()")
    guard begin(container, isEmpty: layout.fields.isEmpty, depth: depth) else { return }
    var offset = 0
    layout.forEachFieldAddress(of: value) { field, address in
      if multiline {
        writeSeparator(offset, indent)
        output += field.label
      } else {
        output += offset > 0 ? field.labelAfterAnother : field.label
      }
      // The leaves straight from memory, without boxing them in an `Any`.
      if !field.appendLeaf(at: address, maxStringLength: options.maxStringLength, to: &output) {
        write(field.load(address), indent: indent + 2, depth: depth + 1)
      }
      offset += 1
      return true
    }
    end(container, hidden: 0, indent: indent)
  }

  private mutating func writeObject(_ value: Any, _ mirror: Mirror, indent: Int, depth: Int) {
    let name = TypeName.of(type(of: value))
    let id = ObjectIdentifier(value as AnyObject)
    if ancestors.contains(id) {
      output += name + "(↻ cycle)"
      return
    }
    ancestors.append(id)
    let fields = Reflection.fields(mirror)
    let container = Container(name: name, open: "(", close: ")", empty: "()")
    if begin(container, isEmpty: fields.isEmpty, depth: depth) {
      for (offset, field) in fields.enumerated() {
        writeChild(field.label.map(Label.field) ?? .none, field.value, offset, indent, depth)
      }
      end(container, hidden: 0, indent: indent)
    }
    ancestors.removeLast()
  }

  private mutating func writeFields(
    _ container: Container, _ fields: [Field], indent: Int, depth: Int
  ) {
    guard begin(container, isEmpty: fields.isEmpty, depth: depth) else { return }
    for (offset, field) in fields.enumerated() {
      let label = Reflection.displayLabel(field.label).map(Label.field) ?? .none
      writeChild(label, field.value, offset, indent, depth)
    }
    end(container, hidden: 0, indent: indent)
  }

  private mutating func writeEnum(
    _ caseName: String, _ payload: [Field], indent: Int, depth: Int
  ) {
    if payload.isEmpty {
      output += "." + TerminalSafe.escape(caseName, maxLength: options.maxStringLength)
      return
    }
    writeFields(
      Container(name: "." + caseName, open: "(", close: ")", empty: "()"), payload,
      indent: indent, depth: depth)
  }

  private mutating func writeCollection(_ mirror: Mirror, indent: Int, depth: Int) {
    let container = Container(open: "[", close: "]", empty: "[]")
    let children = mirror.children
    guard begin(container, isEmpty: children.isEmpty, depth: depth) else { return }
    let limit = options.maxCollectionElements
    var offset = 0
    for child in children {
      if offset == limit {
        break
      }
      writeChild(.index(offset), child.value, offset, indent, depth)
      offset += 1
    }
    end(container, hidden: offset == limit ? children.count - limit : 0, indent: indent)
  }

  private mutating func writeSet(_ mirror: Mirror, indent: Int, depth: Int) {
    // Set order is random per process; sort by each element's own dump to be deterministic.
    let sorted = mirror.children
      .map { (text: Dump.line($0.value, options: options), value: $0.value) }
      .sorted { $0.text < $1.text }
    let container = Container(open: "Set([", close: "])", empty: "Set([])")
    guard begin(container, isEmpty: sorted.isEmpty, depth: depth) else { return }
    let shown = min(sorted.count, options.maxCollectionElements)
    for (offset, element) in sorted.prefix(shown).enumerated() {
      writeChild(.none, element.value, offset, indent, depth)
    }
    end(container, hidden: sorted.count - shown, indent: indent)
  }

  private mutating func writeDictionary(_ mirror: Mirror, indent: Int, depth: Int) {
    let sorted = Reflection.entries(mirror)
      .map { (key: Dump.line($0.key, options: options), value: $0.value) }
      .sorted { $0.key < $1.key }
    let container = Container(open: "[", close: "]", empty: "[:]")
    guard begin(container, isEmpty: sorted.isEmpty, depth: depth) else { return }
    let shown = min(sorted.count, options.maxCollectionElements)
    for (offset, entry) in sorted.prefix(shown).enumerated() {
      writeChild(.key(entry.key), entry.value, offset, indent, depth)
    }
    end(container, hidden: sorted.count - shown, indent: indent)
  }

  /// Writes the opening (or the whole empty or depth-capped form); true when children follow.
  private mutating func begin(_ container: Container, isEmpty: Bool, depth: Int) -> Bool {
    output += container.name
    if isEmpty {
      output += container.empty
      return false
    }
    output += container.open
    if depth >= options.maxDepth {
      output += "…"
      output += container.close
      return false
    }
    return true
  }

  private mutating func writeChild(
    _ label: Label, _ value: Any, _ offset: Int, _ indent: Int, _ depth: Int
  ) {
    writeSeparator(offset, indent)
    writeLabel(label)
    write(value, indent: indent + 2, depth: depth + 1)
  }

  /// What comes before a container's child at `offset`: a comma after the first, and in block
  /// form a line of its own.
  private mutating func writeSeparator(_ offset: Int, _ indent: Int) {
    if multiline {
      output += offset > 0 ? ",\n" : "\n"
      writeIndent(indent + 2)
    } else if offset > 0 {
      output += ", "
    }
  }

  private mutating func end(_ container: Container, hidden: Int, indent: Int) {
    if hidden > 0 {
      if multiline {
        output += ",\n"
        writeIndent(indent + 2)
      } else {
        output += ", "
      }
      output += "… (\(groupedThousands(hidden)) more)"
    }
    if multiline {
      output += "\n"
      writeIndent(indent)
    }
    output += container.close
  }

  private mutating func writeIndent(_ width: Int) {
    output += String(repeating: " ", count: width)
  }

  private mutating func writeLabel(_ label: Label) {
    switch label {
    case .none:
      break
    case .field(let name):
      output += name
      output += ": "
    case .index(let index):
      if multiline {
        output += "[\(index)]: "
      }
    case .key(let key):
      output += key
      output += ": "
    }
  }
}
