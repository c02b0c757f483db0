import UIKit

/// Fetches a post's author for the interactor from whichever store it was given.
// Open, as a framework's worker is, so that a test (or a tool) can stand a subclass in for it.
open class ShowPostWorker {
  private let usersStore: UsersStoreProtocol

  public init(usersStore: UsersStoreProtocol = UsersAPI()) {
    self.usersStore = usersStore
  }

  /// Answers on the main queue, as the store does.
  open func fetchAuthor(
    of post: Post, completion: @escaping (Result<User, UsersStoreError>) -> Void
  ) {
    usersStore.fetchUser(id: post.userId, completion: completion)
  }
}
