import BookSearch
import Testing

@MainActor
@Suite("BookSearchPresenter: formatting into the display state")
struct BookSearchPresenterTests {
  let presenter = BookSearchPresenter()
  var state: BookSearchDisplayState { presenter.displayState }

  func books(_ ids: Int...) -> [Book] {
    ids.compactMap(catalogBook)
  }

  @Test func resultsBecomeRowsAndACount() {
    presenter.presentSearching(query: "austen")
    presenter.presentResults(.init(query: "austen", books: books(1, 2, 3)))

    #expect(state.query == "austen")
    #expect(state.isSearching == false)
    #expect(state.summary == "3 books")
    #expect(
      state.rows == [
        .init(id: 1, title: "Sense and Sensibility", subtitle: "Jane Austen · 1811"),
        .init(id: 2, title: "Pride and Prejudice", subtitle: "Jane Austen · 1813"),
        .init(id: 3, title: "Emma", subtitle: "Jane Austen · 1815"),
      ])
  }

  @Test func summaryCountsOneBookAndNone() {
    presenter.presentResults(.init(query: "emma", books: books(3)))
    #expect(state.summary == "1 book")

    presenter.presentResults(.init(query: "xyz", books: []))
    #expect(state.summary == "No books match “xyz”")
    #expect(state.rows.isEmpty)
  }

  @Test func searchingKeepsTheRowsAndShowsTheQuery() {
    presenter.presentResults(.init(query: "emma", books: books(3)))
    presenter.presentSearching(query: "dickens")

    #expect(state.isSearching)
    #expect(state.query == "dickens")
    #expect(state.summary == "Searching for “dickens”…")
    #expect(state.rows.map(\.id) == [3])
  }

  @Test func aSearchErrorStopsSearchingAndIsPendingOnce() {
    presenter.presentSearching(query: "dracula")
    presenter.presentError(
      .init(operation: .search(query: "dracula"), error: BookSearchError.bookNotFound(id: 4)))

    #expect(state.isSearching == false)
    #expect(state.summary == "Search for “dracula” failed")
    #expect(state.pendingError == "No book with id 4 is in the catalog.")
  }

  @Test func aSelectionErrorLeavesARunningSearchAlone() {
    presenter.presentSearching(query: "dickens")
    presenter.presentError(
      .init(
        operation: .selection(index: 7), error: BookSearchError.invalidRow(index: 7, count: 2)))

    #expect(state.isSearching)
    #expect(state.summary == "Searching for “dickens”…")
    #expect(state.pendingError == "There is no row 7: the list has 2 rows (invalid row).")
  }

  @Test func aSelectedBookBecomesThePendingNavigation() {
    let dracula = catalogBook(16)
    #expect(dracula != nil)
    if let dracula {
      presenter.presentBookDetail(.init(book: dracula))
    }
    #expect(state.pendingNavigation == dracula)
  }

  @Test func clearedEmptiesEverything() {
    presenter.presentSearching(query: "emma")
    presenter.presentResults(.init(query: "emma", books: books(3)))
    presenter.presentCleared()

    #expect(state.query == "")
    #expect(state.rows.isEmpty)
    #expect(state.summary == "")
    #expect(state.isSearching == false)
  }
}
