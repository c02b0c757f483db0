import Foundation

/// What can go wrong below a worker, with the message a user is shown.
public enum DataSourceError: Error, Equatable, LocalizedError {
  /// The server could not be reached, or answered with a failure.
  case network
  /// The requested record does not exist.
  case notFound
  /// The server answered with something that is not the expected JSON.
  case malformed

  public var errorDescription: String? {
    switch self {
    case .network: "Network problem, please try again."
    case .notFound: "Not found."
    case .malformed: "The server sent data we could not read."
    }
  }
}
