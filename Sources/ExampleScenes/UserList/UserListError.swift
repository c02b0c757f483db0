import Foundation

/// Errors the UserList interactor itself raises.
enum UserListError: Error, Equatable, LocalizedError {
  case noSuchRow(index: Int, count: Int)

  var errorDescription: String? {
    switch self {
    case .noSuchRow(let index, let count) where count == 0:
      "There is no row \(index): the list is empty (fetch it first)."
    case .noSuchRow(let index, let count):
      "There is no row \(index): rows are 0 to \(count - 1)."
    }
  }
}
