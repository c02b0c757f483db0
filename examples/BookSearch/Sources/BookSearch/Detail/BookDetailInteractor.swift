/// The detail scene's business logic: loads one book through the worker. An actor, so the
/// running load and the loaded book are safe from concurrent calls.
public actor BookDetailInteractor: BookDetailBusinessLogic {
  /// The book to show: what the search scene passes on when it routes here.
  public let bookID: Int
  /// The data store: the book once loaded.
  public private(set) var book: Book?

  private let presenter: any BookDetailPresentationLogic
  private let worker: any BookSearchWorking
  private var loadTask: Task<Void, Never>?

  /// - Parameters:
  ///   - bookID: The book to load.
  ///   - presenter: Receives the outcome; kept strongly (it holds the view only weakly).
  ///   - worker: Where the book comes from.
  public init(
    bookID: Int,
    presenter: any BookDetailPresentationLogic,
    worker: any BookSearchWorking = BookSearchWorker()
  ) {
    self.bookID = bookID
    self.presenter = presenter
    self.worker = worker
  }

  public func load() async {
    loadTask?.cancel()
    loadTask = Task {
      guard !Task.isCancelled else { return }
      await presenter.presentLoading(true)
      do {
        let book = try await worker.book(id: bookID)
        // Not every worker stops when cancelled; a superseded answer is dropped here.
        try Task.checkCancellation()
        self.book = book
        await presenter.presentBook(BookDetail.Load.Response(book: book))
      } catch is CancellationError {
        // Superseded or abandoned: whoever cancelled decides what shows next.
        return
      } catch {
        guard !Task.isCancelled else { return }
        await presenter.presentError(error)
      }
      await presenter.presentLoading(false)
    }
  }

  public func cancel() {
    loadTask?.cancel()
    loadTask = nil
  }
}
