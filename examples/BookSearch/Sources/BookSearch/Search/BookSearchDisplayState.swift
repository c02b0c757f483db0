import Observation

/// Everything the search screen shows, in one observable object (Observable VIP): the
/// presenter writes it, the view observes it and redraws. The view never receives calls from
/// the presenter, so neither needs a reference to the other.
///
/// `pendingError` and `pendingNavigation` are one-time events, not state: the view sets them
/// back to `nil` *before* acting on them, so a redraw caused by another property cannot show
/// the same alert or push the same screen twice.
@MainActor
@Observable
public final class BookSearchDisplayState {
  /// The query the rows belong to, or are being searched for. Empty when cleared.
  public var query: String = ""
  /// A search is running: show a progress indicator.
  public var isSearching: Bool = false
  /// The results, formatted.
  public var rows: [BookSearch.BookRow] = []
  /// One line above the list: "3 books", "No books match “xyz”", "Searching for “xyz”…".
  public var summary: String = ""
  /// An error message to show once; the view resets it to `nil` before showing it.
  public var pendingError: String?
  /// A book to navigate to once; the view resets it to `nil` before routing.
  public var pendingNavigation: Book?

  public init() {}
}
