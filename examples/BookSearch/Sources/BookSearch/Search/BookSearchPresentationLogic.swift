/// What the interactor tells the presenter. `@MainActor`: the presenter writes display state
/// the UI reads, so the interactor's `await` is the hop onto the main actor. `Sendable`, so
/// the interactor actor may hold one.
@MainActor
public protocol BookSearchPresentationLogic: AnyObject, Sendable {
  /// A search for `query` has started (the debounce is over).
  func presentSearching(query: String)
  /// A search finished with these books.
  func presentResults(_ response: BookSearch.Search.Response)
  /// A search or a selection failed.
  func presentError(_ response: BookSearch.Failure.Response)
  /// The user picked a book: the view should navigate to it.
  func presentBookDetail(_ response: BookSearch.Select.Response)
  /// The query is empty or too short: no results, nothing searching.
  func presentCleared()
}
