/// The BookDetail scene's messages (pure VIP): the interactor's `Response` carries the book,
/// the presenter's `ViewModel` carries only display-ready strings.
public enum BookDetail {
  /// Showing the book the screen was opened for.
  public enum Load {
    /// The book as the worker returned it.
    public struct Response: Sendable {
      public let book: Book

      public init(book: Book) {
        self.book = book
      }
    }

    /// Display-ready strings: the view shows them as they are, with no formatting of its own.
    public struct ViewModel: Sendable, Equatable {
      public let title: String
      /// "by Jane Austen".
      public let byline: String
      /// "432 pages".
      public let pages: String
      /// "1813".
      public let year: String

      public init(title: String, byline: String, pages: String, year: String) {
        self.title = title
        self.byline = byline
        self.pages = pages
        self.year = year
      }
    }
  }
}
