import BookSearch
import SceneRuntime

// The search scene's protocols, each wrapped so that every call into a component is a hop
// `trace` shows and step mode can hold. One line per method; the components never know.

/// View → interactor.
struct BookSearchInteractorHops: BookSearchBusinessLogic, HopDecorator {
  let wrapped: any BookSearchBusinessLogic

  func queryChanged(request: BookSearch.Query.Request) async {
    await hop(.interactor, "queryChanged", request) { await $0.queryChanged(request: request) }
  }
  func searchNow() async { await hop(.interactor, "searchNow") { await $0.searchNow() } }
  func selectBook(request: BookSearch.Select.Request) async {
    await hop(.interactor, "selectBook", request) { await $0.selectBook(request: request) }
  }
  func clear() async { await hop(.interactor, "clear") { await $0.clear() } }
}

/// Interactor → presenter.
@MainActor
final class BookSearchPresenterHops: BookSearchPresentationLogic, HopDecorator {
  let wrapped: any BookSearchPresentationLogic

  init(wrapped: any BookSearchPresentationLogic) {
    self.wrapped = wrapped
  }

  func presentSearching(query: String) {
    hop(.presenter, "presentSearching", query) { $0.presentSearching(query: query) }
  }
  func presentResults(_ response: BookSearch.Search.Response) {
    hop(.presenter, "presentResults", response) { $0.presentResults(response) }
  }
  func presentError(_ response: BookSearch.Failure.Response) {
    hop(.presenter, "presentError", response) { $0.presentError(response) }
  }
  func presentBookDetail(_ response: BookSearch.Select.Response) {
    hop(.presenter, "presentBookDetail", response) { $0.presentBookDetail(response) }
  }
  func presentCleared() { hop(.presenter, "presentCleared") { $0.presentCleared() } }
}

/// Interactor → worker.
struct BookSearchWorkerHops: BookSearchWorking, HopDecorator {
  let wrapped: any BookSearchWorking

  func search(_ query: String) async throws -> [Book] {
    try await hop(.worker, "search", query) { try await $0.search(query) }
  }
  func book(id: Int) async throws -> Book {
    try await hop(.worker, "book", id) { try await $0.book(id: id) }
  }
}
