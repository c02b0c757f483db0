import UIKit

/// Where users come from. The worker only knows this protocol, so tests hand it a fake store
/// and the app hands it `UsersAPI`.
public protocol UsersStoreProtocol {
  /// Answers with the user whose id is `id`, on the main queue.
  func fetchUser(id: Int, completion: @escaping (Result<User, UsersStoreError>) -> Void)
}
