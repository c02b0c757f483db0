import Foundation

/// About how many bytes a value holds: what the timeline counts against its size budget
/// (`--timeline-size 64MB`). An estimate, made quickly: strings and data by their length, an
/// array from a sample of its elements, a struct the dumps have laid out by its fields, any
/// other value by its own size. Storage two values share is counted for each.
///
/// ```swift
/// ByteEstimate.of(["Ada Lovelace", "Grace Hopper"])  // 64: the array's 32, each short string 16
/// ```
package enum ByteEstimate {
  package static func of(_ value: Any) -> Int {
    estimate(value, depth: 0)
  }

  /// Elements looked at in a long array; the rest are taken to be like them.
  private static let sampleSize = 16

  private static func estimate(_ value: Any, depth: Int) -> Int {
    // By the value's type, not by casting: a failed `as?` costs hundreds of instructions, and
    // a struct field took six of them before reaching its own case.
    let type = type(of: value)
    if type == String.self, let text = value as? String {
      return stringSize(text)
    }
    if type == Data.self, let data = value as? Data { return 16 + data.count }
    // Numbers and flags, a word each.
    if type == Int.self || type == Double.self || type == Bool.self || type == Int64.self
      || type == UInt.self || type == Float.self
    {
      return 8
    }
    guard depth < 8 else { return 16 }
    if let array = ArrayAccess.of(value) {
      // Elements a dump has laid out: read where they are stored, one layout for them all,
      // each as `estimate` would at the next depth.
      if depth + 1 < 8, let layout = StructLayout.known(array.elementType) {
        var sampled = 0
        let picked = array.forEachSampledElement(sampleSize) { element in
          layout.forEachField(at: element) { field, address in
            sampled += size(of: field, at: address, depth: depth + 1)
            return true
          }
        }
        return picked == 0 ? 32 : 32 + sampled * array.count / picked
      }
      let (count, sample) = array.sample(sampleSize)
      guard !sample.isEmpty else { return 32 }
      let sampled = sample.reduce(0) { $0 + estimate($1, depth: depth + 1) }
      return 32 + sampled * count / sample.count
    }
    // A struct the dumps have laid out already: its fields. Anything else by its size alone,
    // without Mirror, whose conformance lookups would cost more than the estimate is worth.
    if let layout = StructLayout.known(type) {
      var total = 0
      layout.forEachFieldAddress(of: value) { field, address in
        total += size(of: field, at: address, depth: depth)
        return true
      }
      return total
    }
    return size(of: value)
  }

  /// A field of a laid-out struct at `depth`, stored at `address`: the leaves read in place (an
  /// array of every field's value, each boxed in an `Any`, cost more than the estimate).
  private static func size(
    of field: StructLayout.Field, at address: UnsafeRawPointer, depth: Int
  ) -> Int {
    switch field.leaf {
    case .string: stringSize(address.load(as: String.self))
    case .int, .bool: 8
    case nil: estimate(field.load(address), depth: depth + 1)
    }
  }

  /// Up to 15 UTF-8 bytes a string lives inside its 16, else in storage of its own.
  private static func stringSize(_ text: String) -> Int {
    16 + (text.utf8.count > 15 ? 32 + text.utf8.count : 0)
  }

  private static func size(of value: Any) -> Int {
    func size<T>(_ value: T) -> Int { MemoryLayout<T>.size }
    return _openExistential(value, do: size)
  }
}
