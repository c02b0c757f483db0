import Foundation

/// Where books come from, as the interactors see it. A protocol so tests and previews can
/// substitute their own source; `Sendable` because actors hold and call it.
public protocol BookSearchWorking: Sendable {
  /// The books whose title or author contains `query`, ignoring case and accents.
  func search(_ query: String) async throws -> [Book]
  /// The book with this id; throws `BookSearchError.bookNotFound` when there is none.
  func book(id: Int) async throws -> Book
}

/// Searches the in-memory catalog after a simulated network latency. Stateless: every call
/// stands alone, so it is a plain struct. The clock is injected so tests decide when the
/// latency is over; the sleep throws `CancellationError` when the calling task is cancelled,
/// which is how a superseded search stops early.
public struct BookSearchWorker: BookSearchWorking {
  private let clock: any Clock<Duration>
  private let latency: Duration
  private let catalog: [Book]

  public init(
    clock: any Clock<Duration> = ContinuousClock(),
    latency: Duration = .milliseconds(200),
    catalog: [Book] = BookCatalog.books
  ) {
    self.clock = clock
    self.latency = latency
    self.catalog = catalog
  }

  public func search(_ query: String) async throws -> [Book] {
    try await clock.sleep(for: latency)
    let needle = query.trimmingCharacters(in: .whitespacesAndNewlines)
    guard !needle.isEmpty else { return [] }
    return catalog.filter { book in
      Self.contains(book.title, needle) || Self.contains(book.author, needle)
    }
  }

  public func book(id: Int) async throws -> Book {
    try await clock.sleep(for: latency)
    guard let book = catalog.first(where: { $0.id == id }) else {
      throw BookSearchError.bookNotFound(id: id)
    }
    return book
  }

  private static func contains(_ text: String, _ needle: String) -> Bool {
    text.range(of: needle, options: [.caseInsensitive, .diacriticInsensitive]) != nil
  }
}
