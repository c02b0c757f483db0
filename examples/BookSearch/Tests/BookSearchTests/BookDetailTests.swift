import BookSearch
import Testing

@MainActor
@Suite("BookDetail: pure VIP load through the worker")
struct BookDetailTests {
  let clock = ManualClock()
  let view = BookDetailDisplaySpy()
  let presenter = BookDetailPresenter()

  init() {
    presenter.viewController = view
  }

  func makeInteractor(bookID: Int) -> BookDetailInteractor {
    BookDetailInteractor(
      bookID: bookID, presenter: presenter,
      worker: BookSearchWorker(clock: clock, latency: .milliseconds(200)))
  }

  @Test func loadDisplaysLoadingThenTheFormattedBook() async throws {
    let interactor = makeInteractor(bookID: 2)
    await interactor.load()
    try await clock.waitForSleepers(1)
    #expect(view.events == [.loading(true)])

    clock.advance(by: .milliseconds(200))
    try await waitUntil("loaded") { await view.events.count >= 3 }
    let viewModel = BookDetail.Load.ViewModel(
      title: "Pride and Prejudice", byline: "by Jane Austen", pages: "432 pages", year: "1813")
    #expect(view.events == [.loading(true), .book(viewModel), .loading(false)])
    #expect(await interactor.book?.id == 2)
  }

  @Test func anUnknownBookDisplaysItsError() async throws {
    let interactor = makeInteractor(bookID: 99)
    await interactor.load()
    try await clock.waitForSleepers(1)
    clock.advance(by: .milliseconds(200))
    try await waitUntil("failed") { await view.events.count >= 3 }
    #expect(
      view.events == [
        .loading(true), .error("No book with id 99 is in the catalog."), .loading(false),
      ])
  }

  @Test func reloadingCancelsTheEarlierLoad() async throws {
    let interactor = makeInteractor(bookID: 16)
    await interactor.load()
    try await clock.waitForSleepers(1)
    clock.advance(by: .milliseconds(100))

    await interactor.load()
    try await waitUntil("second loading") { await view.events.count == 2 }
    try await clock.waitForSleepers(1)
    clock.advance(by: .milliseconds(100))  // the first load's latency would end here
    #expect(clock.sleeperCount == 1)
    clock.advance(by: .milliseconds(100))
    try await waitUntil("loaded") { await view.events.count >= 4 }

    let viewModel = BookDetail.Load.ViewModel(
      title: "Dracula", byline: "by Bram Stoker", pages: "418 pages", year: "1897")
    #expect(view.events == [.loading(true), .loading(true), .book(viewModel), .loading(false)])
  }

  @Test func aSupersededLoadPresentsNothingEvenIfTheWorkerAnswers() async throws {
    let worker = GatedWorker()
    let interactor = BookDetailInteractor(bookID: 4, presenter: presenter, worker: worker)
    await interactor.load()
    try await waitUntil("first load with the worker") { worker.waitingCount == 1 }
    await interactor.load()
    try await waitUntil("second load with the worker") { worker.waitingCount == 2 }

    worker.open()  // both answer, the cancelled first one included
    try await waitUntil("loaded") { await view.events.count >= 4 }
    let viewModel = BookDetail.Load.ViewModel(
      title: "Frankenstein", byline: "by Mary Shelley", pages: "280 pages", year: "1818")
    #expect(view.events == [.loading(true), .loading(true), .book(viewModel), .loading(false)])
  }

  @Test func cancelStopsTheLoadSilently() async throws {
    let interactor = makeInteractor(bookID: 3)
    await interactor.load()
    try await clock.waitForSleepers(1)

    await interactor.cancel()
    #expect(clock.sleeperCount == 0)
    clock.advance(by: .seconds(1))
    #expect(view.events == [.loading(true)])
    #expect(await interactor.book == nil)
  }

  @Test func anUnknownErrorGetsAGenericMessage() {
    presenter.presentError(OfflineWorker.Offline())
    #expect(view.events == [.error("Something went wrong. Please try again.")])
  }

  @Test func thePresenterHoldsTheViewWeakly() {
    var other: BookDetailDisplaySpy? = BookDetailDisplaySpy()
    presenter.viewController = other
    #expect(presenter.viewController != nil)

    other = nil
    #expect(presenter.viewController == nil)
  }
}
