import Foundation

/// Turns the interactor's responses into what the screen shows, and writes it into the
/// display state it owns. It holds no reference to the view: the view observes the state.
@MainActor
public final class BookSearchPresenter: BookSearchPresentationLogic {
  /// Owned here, handed to the view by whoever assembles the scene.
  public let displayState: BookSearchDisplayState

  public init(displayState: BookSearchDisplayState = BookSearchDisplayState()) {
    self.displayState = displayState
  }

  public func presentSearching(query: String) {
    displayState.query = query
    displayState.isSearching = true
    displayState.summary = "Searching for “\(query)”…"
  }

  public func presentResults(_ response: BookSearch.Search.Response) {
    displayState.query = response.query
    displayState.rows = response.books.map(Self.row)
    displayState.summary = Self.summary(count: response.books.count, query: response.query)
    displayState.isSearching = false
  }

  public func presentError(_ response: BookSearch.Failure.Response) {
    if case .search(let query) = response.operation {
      // The rows of the previous search stay: stale results beat an empty screen.
      displayState.isSearching = false
      displayState.summary = "Search for “\(query)” failed"
    }
    // A newer error replaces one not yet shown: it is the more relevant.
    displayState.pendingError = Self.message(for: response.error)
  }

  public func presentBookDetail(_ response: BookSearch.Select.Response) {
    displayState.pendingNavigation = response.book
  }

  public func presentCleared() {
    displayState.query = ""
    displayState.rows = []
    displayState.summary = ""
    displayState.isSearching = false
  }

  // MARK: - Formatting

  static func row(_ book: Book) -> BookSearch.BookRow {
    BookSearch.BookRow(id: book.id, title: book.title, subtitle: "\(book.author) · \(book.year)")
  }

  static func summary(count: Int, query: String) -> String {
    switch count {
    case 0: "No books match “\(query)”"
    case 1: "1 book"
    default: "\(count) books"
    }
  }

  static func message(for error: any Error) -> String {
    (error as? any LocalizedError)?.errorDescription ?? String(describing: error)
  }
}
