import Testing

@testable import StateDiff

/// Elements held as `Any` are dumped as the values they hold: an `[Any]` of structs, whose
/// mirror's children are each an `Any` inside an `Any`, once had a struct's fields read out of
/// the inner box, and the shell trapped.
@Suite struct AnyElementsTests {
  private struct Pair: Equatable {
    var left: String?
    var right: String?
  }

  @Test func structsInAnArrayOfAnyAreDumpedAndDiffedAsThemselves() {
    let old: [Any] = [Pair(left: "a", right: nil), Pair(left: "b", right: "c")]
    let new: [Any] = [Pair(left: "a", right: nil), Pair(left: "B", right: "c")]
    #expect(Dump.line(old).contains("Pair(left: \"b\", right: \"c\")"))
    #expect(!diff(old, new).isEmpty)
  }
}
