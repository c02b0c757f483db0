import ExampleData
import Foundation

/// What can go wrong on the Profile screen, with the message the user is shown.
enum ProfileError: Error, Equatable, LocalizedError {
  case network
  case notFound
  case unreadableResponse
  case noSuchPost(index: Int, count: Int)

  /// The worker's view of a data source failure.
  init(_ error: DataSourceError) {
    switch error {
    case .network: self = .network
    case .notFound: self = .notFound
    case .malformed: self = .unreadableResponse
    }
  }

  var errorDescription: String? {
    switch self {
    case .network: "Network problem, please try again."
    case .notFound: "Profile not found."
    case .unreadableResponse: "The profile could not be read. Please try again later."
    case .noSuchPost(let index, let count) where count == 0:
      "There is no post \(index): this profile has no posts (fetch it first)."
    case .noSuchPost(let index, let count):
      "There is no post \(index): posts are 0 to \(count - 1)."
    }
  }
}
