import Foundation

/// What can go wrong in the two scenes, with the sentence the user reads. `LocalizedError`, so
/// presenters show `errorDescription` rather than Foundation's generic text.
public enum BookSearchError: Error, Equatable, LocalizedError {
  /// The view asked for a row the interactor's last results do not have (a stale list).
  case invalidRow(index: Int, count: Int)
  /// The catalog has no book with this id.
  case bookNotFound(id: Int)

  public var errorDescription: String? {
    switch self {
    case .invalidRow(let index, let count):
      let rows = count == 1 ? "1 row" : "\(count) rows"
      return "There is no row \(index): the list has \(rows) (invalid row)."
    case .bookNotFound(let id):
      return "No book with id \(id) is in the catalog."
    }
  }
}
