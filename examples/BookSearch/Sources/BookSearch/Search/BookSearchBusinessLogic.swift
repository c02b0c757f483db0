/// What the search view may ask of the scene. The view holds the interactor only through
/// this protocol, so a test or preview can stand in a fake.
public protocol BookSearchBusinessLogic: Sendable {
  /// The search field changed. Debounced: only the last of a burst of edits is searched.
  func queryChanged(request: BookSearch.Query.Request) async
  /// The user submitted the field: search the current text now, without waiting.
  func searchNow() async
  /// The user tapped a row of the displayed results.
  func selectBook(request: BookSearch.Select.Request) async
  /// The user cleared the field: stop any search and empty the list.
  func clear() async
}
