import UIKit

/// Why a user could not be fetched. Each case carries a message fit to show the user as is.
public enum UsersStoreError: Error, Equatable {
  /// The request never got an answer (offline, timeout, bad URL); the system's own
  /// description is kept for logs.
  case network(description: String)
  /// The server answered with a status outside 200–299 (404 for an unknown user).
  case badStatus(code: Int)
  /// The server answered 2xx with something that is not a user.
  case undecodable

  public var message: String {
    switch self {
    case .network:
      return "Could not reach the server to load the author."
    case .badStatus(let code):
      return "The server could not send the author (status \(code))."
    case .undecodable:
      return "The server sent an author this app cannot read."
    }
  }
}

extension UsersStoreError: LocalizedError {
  public var errorDescription: String? { message }
}
