import BookSearch
import Synchronization

/// Records what the interactor presents, in order.
@MainActor
final class BookSearchPresenterSpy: BookSearchPresentationLogic {
  enum Event: Equatable {
    case searching(String)
    case results(String, ids: [Int])
    case error(BookSearch.Failure.Operation, BookSearchError?)
    case detail(id: Int)
    case cleared
  }

  private(set) var events: [Event] = []

  func presentSearching(query: String) {
    events.append(.searching(query))
  }

  func presentResults(_ response: BookSearch.Search.Response) {
    events.append(.results(response.query, ids: response.books.map(\.id)))
  }

  func presentError(_ response: BookSearch.Failure.Response) {
    events.append(.error(response.operation, response.error as? BookSearchError))
  }

  func presentBookDetail(_ response: BookSearch.Select.Response) {
    events.append(.detail(id: response.book.id))
  }

  func presentCleared() {
    events.append(.cleared)
  }
}

/// Records what the detail presenter displays, in order.
@MainActor
final class BookDetailDisplaySpy: BookDetailDisplayLogic {
  enum Event: Equatable {
    case loading(Bool)
    case book(BookDetail.Load.ViewModel)
    case error(String)
  }

  private(set) var events: [Event] = []

  func displayLoading(_ isLoading: Bool) {
    events.append(.loading(isLoading))
  }

  func displayBook(viewModel: BookDetail.Load.ViewModel) {
    events.append(.book(viewModel))
  }

  func displayError(message: String) {
    events.append(.error(message))
  }
}

/// Records the books the router asks to show.
@MainActor
final class NavigatorSpy: BookSearchNavigator {
  private(set) var shown: [Book] = []

  func showBookDetail(of book: Book) {
    shown.append(book)
  }
}

/// A worker whose every call fails, like an app offline.
struct OfflineWorker: BookSearchWorking {
  struct Offline: Error {}

  func search(_ query: String) async throws -> [Book] {
    throw Offline()
  }

  func book(id: Int) async throws -> Book {
    throw Offline()
  }
}

func catalogBook(_ id: Int) -> Book? {
  BookCatalog.books.first { $0.id == id }
}

/// A worker that answers only when the test opens the gate, and ignores cancellation (it
/// never sleeps on a clock), like a network call that completes anyway.
final class GatedWorker: BookSearchWorking {
  private let waiting = Mutex<[CheckedContinuation<Void, Never>]>([])

  var waitingCount: Int {
    waiting.withLock { $0.count }
  }

  /// Lets every call waiting so far answer.
  func open() {
    let continuations = waiting.withLock { waiting in
      defer { waiting = [] }
      return waiting
    }
    for continuation in continuations {
      continuation.resume()
    }
  }

  func search(_ query: String) async throws -> [Book] {
    await gate()
    let needle = query.lowercased()
    return BookCatalog.books.filter {
      $0.title.lowercased().contains(needle) || $0.author.lowercased().contains(needle)
    }
  }

  func book(id: Int) async throws -> Book {
    await gate()
    guard let book = catalogBook(id) else { throw BookSearchError.bookNotFound(id: id) }
    return book
  }

  private func gate() async {
    await withCheckedContinuation { continuation in
      waiting.withLock { $0.append(continuation) }
    }
  }
}
