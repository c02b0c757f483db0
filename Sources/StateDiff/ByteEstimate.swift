import Foundation

/// About how many bytes a value holds: what the timeline counts against its size budget
/// (`--timeline-size 64MB`). An estimate, made quickly: strings and data by their length, a
/// struct or class by its fields, an array from a sample of its elements. Storage two values
/// share is counted for each.
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
    switch value {
    // Up to 15 UTF-8 bytes a string lives inside its 16, else in storage of its own.
    case let text as String: return 16 + (text.utf8.count > 15 ? 32 + text.utf8.count : 0)
    case let data as Data: return 16 + data.count
    case is Int, is Double, is Bool, is Int64, is UInt, is Float: return 8
    default: break
    }
    guard depth < 8 else { return 16 }
    // Only an Array is asked for the conformance: a failed lookup scans every conformance.
    if _typeName(type(of: value), qualified: true).hasPrefix("Swift.Array<"),
      let array = value as? any SampledArray
    {
      let (count, sample) = array.sample(sampleSize)
      guard !sample.isEmpty else { return 32 }
      let sampled = sample.reduce(0) { $0 + estimate($1, depth: depth + 1) }
      return 32 + sampled * count / sample.count
    }
    let children = Mirror(reflecting: value).children
    return children.reduce(16) { $0 + estimate($1.value, depth: depth + 1) }
  }
}

/// An array's count and up to `size` of its elements, spread over it.
private protocol SampledArray {
  func sample(_ size: Int) -> (count: Int, elements: [Any])
}

extension Array: SampledArray {
  fileprivate func sample(_ size: Int) -> (count: Int, elements: [Any]) {
    guard count > size else { return (count, map { $0 }) }
    let step = count / size
    return (count, (0..<size).map { self[$0 * step] })
  }
}
