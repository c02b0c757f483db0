import UIKit

/// Why posts could not be fetched. Each case carries a message fit to show the user as is.
public enum PostsStoreError: Error, Equatable {
  /// The request never got an answer (offline, timeout, bad URL); the system's own
  /// description is kept for logs.
  case network(description: String)
  /// The server answered with a status outside 200–299.
  case badStatus(code: Int)
  /// The server answered 2xx with something that is not a list of posts.
  case undecodable

  public var message: String {
    switch self {
    case .network:
      return "Could not reach the server. Check your connection and try again."
    case .badStatus(let code):
      return "The server could not send the posts (status \(code)). Try again later."
    case .undecodable:
      return "The server sent posts this app cannot read."
    }
  }
}

extension PostsStoreError: LocalizedError {
  public var errorDescription: String? { message }
}
