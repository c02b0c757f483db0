/// Myers' shortest edit script between two index ranges, the one the value diff uses for
/// arrays. Public so that other sequence diffs (the shell's check mode compares transcripts
/// line by line) share one implementation.
public enum EditScript {
  public enum Step: Equatable, Sendable {
    case keep(old: Int, new: Int)
    case delete(old: Int)
    case insert(new: Int)
  }

  /// The steps from `old` to `new` in absolute indices, comparing with `equal(oldIndex,
  /// newIndex)`; nil when more than `maxEdits` edits would be needed (time and memory grow
  /// with the square of the edit count).
  public static func steps(
    old: Range<Int>, new: Range<Int>, maxEdits: Int = 1_000, equal: (Int, Int) -> Bool
  ) -> [Step]? {
    editScript(old, new, maxEdits: maxEdits, equal: equal)?.map { step in
      switch step {
      case .keep(let oldIndex, let newIndex): .keep(old: oldIndex, new: newIndex)
      case .delete(let oldIndex): .delete(old: oldIndex)
      case .insert(let newIndex): .insert(new: newIndex)
      }
    }
  }
}
