import UIKit

/// Where posts come from. The worker only knows this protocol, so tests hand it a fake store
/// and the app hands it `PostsAPI`.
public protocol PostsStoreProtocol {
  /// Answers with the posts written by `userId`, on the main queue.
  func fetchPosts(userId: Int, completion: @escaping (Result<[Post], PostsStoreError>) -> Void)
}
