import Foundation

/// The search scene's business logic. An actor: the current query, the last results and the
/// running search are its state, and the view reaches it only with `await`.
///
/// Typing is debounced: each edit cancels the search started by the edit before, whether it
/// is still waiting out the debounce or already waiting for the worker. A cancelled search
/// presents nothing, so the screen only ever shows the newest query's outcome.
public actor BookSearchInteractor: BookSearchBusinessLogic {
  /// Shorter queries clear the list instead of searching: one letter matches too much.
  public static let minimumQueryLength = 2

  private let presenter: any BookSearchPresentationLogic
  private let worker: any BookSearchWorking
  private let clock: any Clock<Duration>
  private let debounce: Duration
  private var searchTask: Task<Void, Never>?

  /// The search field's text as last reported by the view.
  public private(set) var query = ""
  /// The data store: the books behind the rows on screen, which `selectBook` indexes into.
  /// Replaced when a search completes and emptied when the list is cleared, never earlier,
  /// so it always matches the rows the user sees.
  public private(set) var results: [Book] = []

  /// - Parameters:
  ///   - presenter: Receives every outcome; kept strongly (it holds no reference back).
  ///   - worker: Where books come from.
  ///   - clock: Measures the debounce. Pass the worker's clock too, so one test clock drives
  ///     both waits.
  ///   - debounce: How long the field must stay unchanged before a search starts.
  public init(
    presenter: any BookSearchPresentationLogic,
    worker: any BookSearchWorking = BookSearchWorker(),
    clock: any Clock<Duration> = ContinuousClock(),
    debounce: Duration = .milliseconds(300)
  ) {
    self.presenter = presenter
    self.worker = worker
    self.clock = clock
    self.debounce = debounce
  }

  public func queryChanged(request: BookSearch.Query.Request) async {
    query = request.text
    await startSearch(after: debounce)
  }

  public func searchNow() async {
    await startSearch(after: nil)
  }

  public func selectBook(request: BookSearch.Select.Request) async {
    guard results.indices.contains(request.index) else {
      let error = BookSearchError.invalidRow(index: request.index, count: results.count)
      await presenter.presentError(
        BookSearch.Failure.Response(operation: .selection(index: request.index), error: error))
      return
    }
    await presenter.presentBookDetail(BookSearch.Select.Response(book: results[request.index]))
  }

  public func clear() async {
    query = ""
    cancelSearch()
    await clearResults()
  }

  // MARK: - Searching

  /// Cancels the running search, then either clears the list (query too short) or starts a
  /// new search that first waits `delay`.
  private func startSearch(after delay: Duration?) async {
    cancelSearch()
    let text = query.trimmingCharacters(in: .whitespacesAndNewlines)
    guard text.count >= Self.minimumQueryLength else {
      await clearResults()
      return
    }

    searchTask = Task {
      do {
        if let delay {
          try await clock.sleep(for: delay)
        }
        // A clock may finish a sleep that was cancelled as it ended: check again.
        try Task.checkCancellation()
        await presenter.presentSearching(query: text)
        let books = try await worker.search(text)
        // Not every worker stops when cancelled; a superseded answer is dropped here.
        try Task.checkCancellation()
        results = books
        await presenter.presentResults(BookSearch.Search.Response(query: text, books: books))
      } catch is CancellationError {
        // A newer query took over; it presents its own outcome.
      } catch {
        guard !Task.isCancelled else { return }
        await presenter.presentError(
          BookSearch.Failure.Response(operation: .search(query: text), error: error))
      }
    }
  }

  private func cancelSearch() {
    searchTask?.cancel()
    searchTask = nil
  }

  private func clearResults() async {
    results = []
    await presenter.presentCleared()
  }
}
