import ExampleData

// The Profile scene's requests, responses and view models (seed 001). All Sendable: they
// cross from the view (main actor) to the interactor (its own actor) and back.

/// Fetch a user's profile: the user and the user's posts.
struct ProfileRequest: Sendable, Equatable {
  let userId: Int
}

struct ProfileResponse: Sendable, Equatable {
  let user: User
  let posts: [Post]
}

/// The profile as the view shows it, formatted by the presenter.
public struct ProfileViewModel: Sendable, Equatable {
  public let displayName: String
  public let email: String
  /// "1 post", "10 posts".
  public let postCount: String
  public let posts: [PostCellViewModel]
}

/// One row of the posts list.
public struct PostCellViewModel: Sendable, Equatable, Identifiable {
  public let id: Int
  public let title: String
  /// The first 80 characters of the body, then "...".
  public let preview: String
}

/// Tap row `index` of the posts list (0-based, like `indexPath.row`).
struct ProfileSelectPostRequest: Sendable, Equatable {
  let index: Int
}

struct ProfileSelectPostResponse: Sendable, Equatable {
  let post: Post
}
