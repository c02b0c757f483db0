import UIKit

/// The ShowPost scene's messages, one namespace per use case (see `ListPosts`).
public enum ShowPost {
  /// The screen appears: show the post at once, then its author when known.
  public enum LoadPost {
    /// Nothing to say: the post is already in the data store.
    public struct Request {
      public init() {}
    }

    public struct Response {
      public let post: Post

      public init(post: Post) {
        self.post = post
      }
    }

    public struct ViewModel: Equatable {
      public let title: String
      public let body: String
      /// A placeholder until the author arrives.
      public let authorLine: String

      public init(title: String, body: String, authorLine: String) {
        self.title = title
        self.body = body
        self.authorLine = authorLine
      }
    }

    /// The scene was shown without a post passed in.
    public struct ErrorResponse {
      public init() {}
    }

    public struct ErrorViewModel: Equatable {
      public let message: String

      public init(message: String) {
        self.message = message
      }
    }
  }

  /// The post's author has been fetched, or could not be.
  public enum LoadAuthor {
    public struct Response {
      public let user: User

      public init(user: User) {
        self.user = user
      }
    }

    public struct ViewModel: Equatable {
      /// "by Leanne Graham (@Bret)", or "author unavailable".
      public let authorLine: String

      public init(authorLine: String) {
        self.authorLine = authorLine
      }
    }

    public struct ErrorResponse {
      public let error: UsersStoreError

      public init(error: UsersStoreError) {
        self.error = error
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
