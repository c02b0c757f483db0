import ExampleData

/// The UserList scene's requests, responses and view models (seed 000), one namespace per use
/// case as Clean Swift lays them out.
public enum UserList {
  public enum FetchUsers {
    public struct Request: Sendable {
      public init() {}
    }

    public struct Response: Sendable {
      public let users: [User]
    }

    public enum ViewModel {
      public struct DisplayedUser: Sendable, Equatable, Identifiable {
        public let id: Int
        public let fullName: String
        public let emailLabel: String
      }
    }
  }

  public enum SelectUser {
    public struct Request: Sendable {
      /// The row in `displayedUsers`, 0-based like `indexPath.row`.
      public let index: Int
    }

    public struct Response: Sendable {
      public let selectedUser: User
    }

    public struct ViewModel: Sendable, Equatable {
      public let userId: Int
      public let userName: String
    }
  }
}
