import BookSearch
import Testing

@MainActor
@Suite("BookSearchInteractor: debounce, cancellation, selection")
struct BookSearchInteractorTests {
  let clock = ManualClock()
  let spy = BookSearchPresenterSpy()

  func makeInteractor(worker: (any BookSearchWorking)? = nil) -> BookSearchInteractor {
    BookSearchInteractor(
      presenter: spy,
      worker: worker ?? BookSearchWorker(clock: clock, latency: .milliseconds(200)),
      clock: clock,
      debounce: .milliseconds(300))
  }

  /// Types `text`, lets the debounce and the worker's latency pass, and waits for the results.
  func search(_ text: String, with interactor: BookSearchInteractor) async throws {
    let before = spy.events.count
    await interactor.queryChanged(request: .init(text: text))
    try await clock.waitForSleepers(1)
    clock.advance(by: .milliseconds(300))
    try await clock.waitForSleepers(1)
    clock.advance(by: .milliseconds(200))
    try await waitUntil("results") { await spy.events.count == before + 2 }
  }

  @Test func searchStartsOnlyOnceTheDebounceIsOver() async throws {
    let interactor = makeInteractor()
    await interactor.queryChanged(request: .init(text: "austen"))
    try await clock.waitForSleepers(1)

    clock.advance(by: .milliseconds(299))
    #expect(clock.sleeperCount == 1)
    #expect(spy.events.isEmpty)

    clock.advance(by: .milliseconds(1))
    try await waitUntil("searching") { await spy.events.count == 1 }
    #expect(spy.events == [.searching("austen")])

    try await clock.waitForSleepers(1)  // the worker's latency
    clock.advance(by: .milliseconds(200))
    try await waitUntil("results") { await spy.events.count == 2 }
    #expect(spy.events == [.searching("austen"), .results("austen", ids: [1, 2, 3])])
    #expect(await interactor.results.map(\.id) == [1, 2, 3])
  }

  @Test func aNewerQueryCancelsOneStillInItsDebounce() async throws {
    let interactor = makeInteractor()
    await interactor.queryChanged(request: .init(text: "pride"))
    try await clock.waitForSleepers(1)
    clock.advance(by: .milliseconds(200))

    await interactor.queryChanged(request: .init(text: "dickens"))
    try await clock.waitForSleepers(1)
    // "pride" would have fired now, at 300 ms.
    clock.advance(by: .milliseconds(100))
    #expect(clock.sleeperCount == 1)

    clock.advance(by: .milliseconds(200))  // "dickens" debounce over, at 500 ms
    try await clock.waitForSleepers(1)
    clock.advance(by: .milliseconds(200))
    try await waitUntil("results") { await spy.events.count >= 2 }
    #expect(spy.events == [.searching("dickens"), .results("dickens", ids: [8, 9])])
  }

  @Test func aNewerQueryCancelsOneWaitingForTheWorker() async throws {
    let interactor = makeInteractor()
    await interactor.queryChanged(request: .init(text: "pride"))
    try await clock.waitForSleepers(1)
    clock.advance(by: .milliseconds(300))
    try await waitUntil("searching") { await spy.events.count == 1 }
    try await clock.waitForSleepers(1)  // "pride" is with the worker

    await interactor.queryChanged(request: .init(text: "tolstoy"))
    try await clock.waitForSleepers(1)  // only the new debounce: the worker's sleep is gone
    clock.advance(by: .milliseconds(300))
    try await waitUntil("searching") { await spy.events.count == 2 }
    try await clock.waitForSleepers(1)
    clock.advance(by: .milliseconds(200))
    try await waitUntil("results") { await spy.events.count >= 3 }

    #expect(
      spy.events == [
        .searching("pride"), .searching("tolstoy"), .results("tolstoy", ids: [11, 13]),
      ])
    #expect(await interactor.results.map(\.id) == [11, 13])
  }

  @Test func aSupersededSearchPresentsNothingEvenIfTheWorkerAnswers() async throws {
    let worker = GatedWorker()
    let interactor = makeInteractor(worker: worker)
    await interactor.queryChanged(request: .init(text: "pride"))
    try await clock.waitForSleepers(1)
    clock.advance(by: .milliseconds(300))
    try await waitUntil("pride with the worker") { worker.waitingCount == 1 }

    await interactor.queryChanged(request: .init(text: "tolstoy"))
    worker.open()  // "pride" comes back although it was cancelled
    try await clock.waitForSleepers(1)
    clock.advance(by: .milliseconds(300))
    try await waitUntil("tolstoy with the worker") { worker.waitingCount == 1 }
    worker.open()
    try await waitUntil("results") { await spy.events.count >= 3 }

    #expect(
      spy.events == [
        .searching("pride"), .searching("tolstoy"), .results("tolstoy", ids: [11, 13]),
      ])
    #expect(await interactor.results.map(\.id) == [11, 13])
  }

  @Test func aShortQueryClearsWithoutSearching() async throws {
    let interactor = makeInteractor()
    try await search("emma", with: interactor)

    await interactor.queryChanged(request: .init(text: " e "))
    #expect(clock.sleeperCount == 0)
    clock.advance(by: .seconds(1))
    #expect(spy.events.last == .cleared)
    #expect(spy.events.count == 3)
    #expect(await interactor.results.isEmpty)
  }

  @Test func aShortQueryCancelsAPendingSearch() async throws {
    let interactor = makeInteractor()
    await interactor.queryChanged(request: .init(text: "emma"))
    try await clock.waitForSleepers(1)

    await interactor.queryChanged(request: .init(text: "e"))
    #expect(clock.sleeperCount == 0)
    clock.advance(by: .seconds(1))
    #expect(spy.events == [.cleared])
  }

  @Test func searchNowSkipsTheDebounce() async throws {
    let interactor = makeInteractor()
    await interactor.queryChanged(request: .init(text: "dickens"))
    try await clock.waitForSleepers(1)

    await interactor.searchNow()
    try await waitUntil("searching") { await spy.events.count == 1 }
    try await clock.waitForSleepers(1)  // the worker's, not the debounce's
    clock.advance(by: .milliseconds(200))
    try await waitUntil("results") { await spy.events.count >= 2 }
    #expect(spy.events == [.searching("dickens"), .results("dickens", ids: [8, 9])])
  }

  @Test func aFailingSearchIsPresentedAsASearchError() async throws {
    let interactor = makeInteractor(worker: OfflineWorker())
    await interactor.queryChanged(request: .init(text: "dracula"))
    try await clock.waitForSleepers(1)
    clock.advance(by: .milliseconds(300))
    try await waitUntil("error") { await spy.events.count >= 2 }
    #expect(spy.events == [.searching("dracula"), .error(.search(query: "dracula"), nil)])
  }

  @Test func selectingARowPresentsItsBook() async throws {
    let interactor = makeInteractor()
    try await search("austen", with: interactor)

    await interactor.selectBook(request: .init(index: 1))
    #expect(spy.events.last == .detail(id: 2))
  }

  @Test func selectingAMissingRowIsAnError() async throws {
    let interactor = makeInteractor()
    await interactor.selectBook(request: .init(index: 0))
    try await search("austen", with: interactor)
    await interactor.selectBook(request: .init(index: 3))

    #expect(spy.events.first == .error(.selection(index: 0), .invalidRow(index: 0, count: 0)))
    #expect(spy.events.last == .error(.selection(index: 3), .invalidRow(index: 3, count: 3)))
  }

  @Test func clearForgetsQueryAndResults() async throws {
    let interactor = makeInteractor()
    try await search("austen", with: interactor)

    await interactor.clear()
    #expect(spy.events.last == .cleared)
    #expect(await interactor.query == "")
    #expect(await interactor.results.isEmpty)
    await interactor.selectBook(request: .init(index: 0))
    #expect(spy.events.last == .error(.selection(index: 0), .invalidRow(index: 0, count: 0)))
  }
}
