/// The BookSearch scene's messages, one namespace per use case as Clean Swift names them:
/// the view sends a `Request` to the interactor, the interactor a `Response` to the presenter,
/// and the presenter writes view models into the display state.
public enum BookSearch {
  /// The user edits the search field.
  public enum Query {
    /// The field's whole text, as typed: the interactor trims it and decides whether to search.
    public struct Request: Sendable, Equatable {
      public let text: String

      public init(text: String) {
        self.text = text
      }
    }
  }

  /// A search ran to the end.
  public enum Search {
    /// The books found for one query; sent only for the newest query.
    public struct Response: Sendable {
      /// The query as searched (trimmed).
      public let query: String
      public let books: [Book]

      public init(query: String, books: [Book]) {
        self.query = query
        self.books = books
      }
    }
  }

  /// The user picks a row of the results.
  public enum Select {
    /// A row position, not a book: the interactor owns the books behind the rows.
    public struct Request: Sendable, Equatable {
      /// The row's position in the list as displayed.
      public let index: Int

      public init(index: Int) {
        self.index = index
      }
    }

    /// The book behind the chosen row, for the view to navigate to.
    public struct Response: Sendable {
      public let book: Book

      public init(book: Book) {
        self.book = book
      }
    }
  }

  /// Something failed. `operation` says what, so the presenter knows whether a search
  /// indicator must stop: a bad row during a running search must not hide the spinner.
  public enum Failure {
    /// The request that failed.
    public enum Operation: Sendable, Equatable {
      case search(query: String)
      case selection(index: Int)
    }

    /// The error together with what it interrupted.
    public struct Response: Sendable {
      public let operation: Operation
      public let error: any Error

      public init(operation: Operation, error: any Error) {
        self.operation = operation
        self.error = error
      }
    }
  }

  /// One line of the results list, formatted for display.
  public struct BookRow: Sendable, Equatable, Identifiable {
    /// The book's id, so list diffing follows books rather than positions.
    public let id: Int
    public let title: String
    /// Author and year, e.g. "Jane Austen · 1813".
    public let subtitle: String

    public init(id: Int, title: String, subtitle: String) {
      self.id = id
      self.title = title
      self.subtitle = subtitle
    }
  }
}
