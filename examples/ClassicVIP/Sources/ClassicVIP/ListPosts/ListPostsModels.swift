import UIKit

/// The ListPosts scene's messages, one namespace per use case: the view controller sends a
/// `Request` to the interactor, the interactor a `Response` to the presenter, and the presenter
/// a `ViewModel` to the view controller.
public enum ListPosts {
  /// The screen appears (or is pulled to refresh) and wants one user's posts.
  public enum FetchPosts {
    public struct Request {
      public let userId: Int

      public init(userId: Int) {
        self.userId = userId
      }
    }

    public struct Response {
      public let userId: Int
      public let posts: [Post]

      public init(userId: Int, posts: [Post]) {
        self.userId = userId
        self.posts = posts
      }
    }

    /// What the table shows: a header line and one row per post.
    public struct ViewModel: Equatable {
      /// One table row, already formatted: the cell just assigns the strings.
      public struct DisplayedPost: Equatable {
        public let id: Int
        public let title: String
        public let excerpt: String

        public init(id: Int, title: String, excerpt: String) {
          self.id = id
          self.title = title
          self.excerpt = excerpt
        }
      }

      /// "3 posts by user 1".
      public let header: String
      public let displayedPosts: [DisplayedPost]

      public init(header: String, displayedPosts: [DisplayedPost]) {
        self.header = header
        self.displayedPosts = displayedPosts
      }
    }

    public struct ErrorResponse {
      public let error: PostsStoreError

      public init(error: PostsStoreError) {
        self.error = error
      }
    }

    /// What the alert says.
    public struct ErrorViewModel: Equatable {
      public let message: String

      public init(message: String) {
        self.message = message
      }
    }
  }

  /// The user types in the search field; the list narrows once typing pauses.
  public enum FilterPosts {
    /// The field's whole text, as typed.
    public struct Request {
      public let text: String

      public init(text: String) {
        self.text = text
      }
    }

    public struct Response {
      public let userId: Int
      /// The filter text as applied (trimmed); empty means every post.
      public let text: String
      public let matches: [Post]
      /// How many posts the user has in all, matching or not.
      public let totalCount: Int

      public init(userId: Int, text: String, matches: [Post], totalCount: Int) {
        self.userId = userId
        self.text = text
        self.matches = matches
        self.totalCount = totalCount
      }
    }

    /// The narrowed table: same rows as `FetchPosts.ViewModel`, a header saying what matched.
    public struct ViewModel: Equatable {
      /// "2 of 10 posts match "qui"", or the fetch header when the filter is empty.
      public let header: String
      public let displayedPosts: [FetchPosts.ViewModel.DisplayedPost]

      public init(header: String, displayedPosts: [FetchPosts.ViewModel.DisplayedPost]) {
        self.header = header
        self.displayedPosts = displayedPosts
      }
    }
  }

  /// The user taps a row.
  public enum SelectPost {
    /// A row position in the list as it is displayed (filtered or not), not a post id.
    public struct Request {
      public let index: Int

      public init(index: Int) {
        self.index = index
      }
    }

    public struct Response {
      public let post: Post

      public init(post: Post) {
        self.post = post
      }
    }

    /// The selection went through: the view controller now asks its router to show the post.
    public struct ViewModel: Equatable {
      public let postId: Int
      public let title: String

      public init(postId: Int, title: String) {
        self.postId = postId
        self.title = title
      }
    }

    /// A row that is not there: a stale tap after the list changed under the finger.
    public struct ErrorResponse {
      public let index: Int
      public let rowCount: Int

      public init(index: Int, rowCount: Int) {
        self.index = index
        self.rowCount = rowCount
      }
    }

    public struct ErrorViewModel: Equatable {
      public let message: String

      public init(message: String) {
        self.message = message
      }
    }
  }
}
