import BookSearch
import Testing

@Suite("BookSearchWorker: latency and filtering")
struct BookSearchWorkerTests {
  let worker = BookSearchWorker(latency: .zero)

  @Test(
    arguments: [
      ("austen", [1, 2, 3]),
      ("PRIDE", [2]),
      ("bronte", [5, 6]),
      ("  tolstoy ", [11, 13]),
      ("h. g.", [15]),
      ("xyz", []),
      ("", []),
    ])
  func matchesTitleOrAuthorIgnoringCaseAndAccents(query: String, ids: [Int]) async throws {
    #expect(try await worker.search(query).map(\.id) == ids)
  }

  @Test func findsABookById() async throws {
    #expect(try await worker.book(id: 7).title == "Moby-Dick")
    await #expect(throws: BookSearchError.bookNotFound(id: 99)) {
      try await worker.book(id: 99)
    }
  }

  @Test func answersOnlyAfterItsLatency() async throws {
    let clock = ManualClock()
    let worker = BookSearchWorker(clock: clock, latency: .milliseconds(200))
    let search = Task { try await worker.search("emma") }
    try await clock.waitForSleepers(1)

    clock.advance(by: .milliseconds(199))
    #expect(clock.sleeperCount == 1)
    clock.advance(by: .milliseconds(1))
    #expect(try await search.value.map(\.id) == [3])
  }

  @Test func cancellingTheCallerStopsTheSearch() async throws {
    let clock = ManualClock()
    let worker = BookSearchWorker(clock: clock)
    let search = Task { try await worker.search("emma") }
    try await clock.waitForSleepers(1)

    search.cancel()
    #expect(clock.sleeperCount == 0)
    await #expect(throws: CancellationError.self) { try await search.value }
  }
}
