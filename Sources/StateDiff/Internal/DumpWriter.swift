/// Writes a value's dump straight into one string; no intermediate tree, since a full dump of a
/// large state should cost one pass.
struct DumpWriter {
  let options: DumpOptions
  let multiline: Bool
  private(set) var output = ""
  /// Objects being written right now; meeting one again means a reference cycle.
  private var ancestors: [ObjectIdentifier] = []
  private var typeNames: [ObjectIdentifier: String] = [:]

  init(options: DumpOptions, multiline: Bool) {
    self.options = options
    self.multiline = multiline
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

  private struct Container {
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
    let mirror = Mirror(reflecting: value)
    switch mirror.displayStyle {
    case .optional:
      if let wrapped = Reflection.unwrap(mirror) {
        write(wrapped, indent: indent, depth: depth)
      } else {
        output += "nil"
      }
    case .collection:
      writeCollection(mirror, indent: indent, depth: depth)
    case .set:
      writeSet(mirror, indent: indent, depth: depth)
    case .dictionary:
      writeDictionary(mirror, indent: indent, depth: depth)
    case .enum:
      writeEnum(value, mirror, indent: indent, depth: depth)
    case .tuple:
      let fields = Reflection.fields(mirror).map {
        (label: Reflection.displayLabel($0.label).map(Label.field) ?? .none, value: $0.value)
      }
      writeChildren(
        Container(open: "(", close: ")", empty: "()"), fields, hidden: 0,
        indent: indent, depth: depth)
    case .class:
      writeObject(value, mirror, indent: indent, depth: depth)
    default:
      if mirror.children.isEmpty && mirror.displayStyle != .struct {
        // Opaque values (no fields to show) print their description, made safe.
        output += TerminalSafe.escape(
          String(describing: value), maxLength: options.maxStringLength)
        return
      }
      writeStruct(name(of: valueType), Reflection.fields(mirror), indent: indent, depth: depth)
    }
  }

  private mutating func writeStruct(_ name: String, _ fields: [Field], indent: Int, depth: Int) {
    let children = fields.map { (label: $0.label.map(Label.field) ?? .none, value: $0.value) }
    writeChildren(
      Container(open: name + "(", close: ")", empty: name + "()"), children, hidden: 0,
      indent: indent, depth: depth)
  }

  private mutating func writeObject(_ value: Any, _ mirror: Mirror, indent: Int, depth: Int) {
    let name = name(of: type(of: value))
    let id = ObjectIdentifier(value as AnyObject)
    if ancestors.contains(id) {
      output += name + "(↻ cycle)"
      return
    }
    ancestors.append(id)
    writeStruct(name, Reflection.fields(mirror), indent: indent, depth: depth)
    ancestors.removeLast()
  }

  private mutating func writeEnum(_ value: Any, _ mirror: Mirror, indent: Int, depth: Int) {
    let (caseName, payload) = Reflection.enumCase(value, mirror)
    if payload.isEmpty {
      output += "." + TerminalSafe.escape(caseName, maxLength: options.maxStringLength)
      return
    }
    let children = payload.map {
      (label: Reflection.displayLabel($0.label).map(Label.field) ?? .none, value: $0.value)
    }
    let open = "." + caseName + "("
    writeChildren(
      Container(open: open, close: ")", empty: open + ")"), children, hidden: 0,
      indent: indent, depth: depth)
  }

  private mutating func writeCollection(_ mirror: Mirror, indent: Int, depth: Int) {
    let count = mirror.children.count
    let shown = min(count, options.maxCollectionElements)
    var children: [(label: Label, value: Any)] = []
    children.reserveCapacity(shown)
    for (offset, child) in mirror.children.prefix(shown).enumerated() {
      children.append((.index(offset), child.value))
    }
    writeChildren(
      Container(open: "[", close: "]", empty: "[]"), children, hidden: count - shown,
      indent: indent, depth: depth)
  }

  private mutating func writeSet(_ mirror: Mirror, indent: Int, depth: Int) {
    // Set order is random per process; sort by each element's own dump to be deterministic.
    let sorted = mirror.children
      .map { (text: Dump.line($0.value, options: options), value: $0.value) }
      .sorted { $0.text < $1.text }
    let shown = min(sorted.count, options.maxCollectionElements)
    let children = sorted.prefix(shown).map { (label: Label.none, value: $0.value) }
    writeChildren(
      Container(open: "Set([", close: "])", empty: "Set([])"), children,
      hidden: sorted.count - shown, indent: indent, depth: depth)
  }

  private mutating func writeDictionary(_ mirror: Mirror, indent: Int, depth: Int) {
    let sorted = Reflection.entries(mirror)
      .map { (key: Dump.line($0.key, options: options), value: $0.value) }
      .sorted { $0.key < $1.key }
    let shown = min(sorted.count, options.maxCollectionElements)
    let children = sorted.prefix(shown).map { (label: Label.key($0.key), value: $0.value) }
    writeChildren(
      Container(open: "[", close: "]", empty: "[:]"), children, hidden: sorted.count - shown,
      indent: indent, depth: depth)
  }

  private mutating func writeChildren(
    _ container: Container, _ children: [(label: Label, value: Any)], hidden: Int,
    indent: Int, depth: Int
  ) {
    if children.isEmpty && hidden == 0 {
      output += container.empty
      return
    }
    if depth >= options.maxDepth {
      output += container.open + "…" + container.close
      return
    }
    output += container.open
    let childIndent = indent + 2
    for (offset, child) in children.enumerated() {
      if multiline {
        output += "\n"
        output += String(repeating: " ", count: childIndent)
      } else if offset > 0 {
        output += ", "
      }
      writeLabel(child.label)
      write(child.value, indent: childIndent, depth: depth + 1)
      if multiline && (offset < children.count - 1 || hidden > 0) {
        output += ","
      }
    }
    if hidden > 0 {
      if multiline {
        output += "\n" + String(repeating: " ", count: childIndent)
      } else if !children.isEmpty {
        output += ", "
      }
      output += "… (\(groupedThousands(hidden)) more)"
    }
    if multiline {
      output += "\n" + String(repeating: " ", count: indent)
    }
    output += container.close
  }

  private mutating func writeLabel(_ label: Label) {
    switch label {
    case .none:
      break
    case .field(let name):
      output += name + ": "
    case .index(let index):
      if multiline {
        output += "[\(index)]: "
      }
    case .key(let key):
      output += key + ": "
    }
  }

  private mutating func name(of type: Any.Type) -> String {
    let id = ObjectIdentifier(type)
    if let cached = typeNames[id] {
      return cached
    }
    let name = String(describing: type)
    typeNames[id] = name
    return name
  }
}
