/// Limits that keep a dump readable and bounded. Every limit that bites leaves a visible marker.
public struct DumpOptions: Sendable, Equatable {
  /// Containers nested deeper than this print as `Name(…)`.
  public var maxDepth: Int
  /// Arrays, dictionaries and sets show this many elements, then `… (N more)`.
  public var maxCollectionElements: Int
  /// Strings longer than this (in characters) are cut with `…(+N chars)`.
  public var maxStringLength: Int

  public init(maxDepth: Int = 16, maxCollectionElements: Int = 100, maxStringLength: Int = 500) {
    self.maxDepth = maxDepth
    self.maxCollectionElements = maxCollectionElements
    self.maxStringLength = maxStringLength
  }

  /// Sizes that suit an interactive shell.
  public static let `default` = DumpOptions()

  /// No width or string caps; depth stays bounded so a pathological value still terminates.
  public static let unlimited = DumpOptions(
    maxDepth: 1_000, maxCollectionElements: .max, maxStringLength: .max)
}
