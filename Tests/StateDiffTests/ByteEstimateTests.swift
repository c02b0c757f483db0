import Testing

@testable import StateDiff

/// What the timeline counts against its size budget.
@Suite struct ByteEstimateTests {
  @Test func stringsByTheirLengthAndNumbersAWordEach() {
    #expect(ByteEstimate.of("short") == 16)
    #expect(ByteEstimate.of(String(repeating: "x", count: 40)) == 16 + 32 + 40)
    #expect(ByteEstimate.of(7) == 8)
    #expect(ByteEstimate.of(["Ada Lovelace", "Grace Hopper"]) == 64)
  }

  /// Rows of a struct a dump has laid out are estimated by their fields, read in place; before
  /// any dump, by the struct's size. A long list is estimated from a sample, scaled.
  @Test func listsOfLaidOutRowsByTheirFields() {
    let rows = [
      EstimatedRow(id: 1, name: "short"),
      EstimatedRow(id: 2, name: String(repeating: "x", count: 40)),
    ]
    #expect(ByteEstimate.of(rows) == 32 + 2 * MemoryLayout<EstimatedRow>.size)
    _ = Dump.line(rows)
    let short = 8 + 16
    let long = 8 + 16 + 32 + 40
    #expect(ByteEstimate.of(rows) == 32 + short + long)
    #expect(ByteEstimate.of(rows[1]) == long)
    let many = Array(repeating: rows[1], count: 1_000)
    #expect(ByteEstimate.of(many) == 32 + 1_000 * long)
    #expect(ByteEstimate.of([rows]) == 32 + 32 + short + long)
  }
}

private struct EstimatedRow {
  var id: Int
  var name: String
}
