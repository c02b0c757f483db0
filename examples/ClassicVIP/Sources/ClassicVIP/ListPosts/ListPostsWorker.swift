import UIKit

/// Fetches posts for the interactor from whichever store it was given. The interactor does not
/// know where posts live; swapping the store (API, cache, fake) does not touch it. Open, as a
/// framework's worker is, so that a test (or a tool) can stand a subclass in for it.
open class ListPostsWorker {
  private let postsStore: PostsStoreProtocol

  public init(postsStore: PostsStoreProtocol = PostsAPI()) {
    self.postsStore = postsStore
  }

  /// Answers on the main queue, as the store does.
  open func fetchPosts(
    userId: Int, completion: @escaping (Result<[Post], PostsStoreError>) -> Void
  ) {
    postsStore.fetchPosts(userId: userId, completion: completion)
  }
}
