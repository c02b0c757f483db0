import Observation

/// The single source of truth for the UserList screen. The presenter writes it; the view (the
/// shell) observes it.
@Observable
@MainActor
public final class UserListDisplayState {
  public var displayedUsers: [UserList.FetchUsers.ViewModel.DisplayedUser] = []
  public var isLoading = false

  // One-time events: commands to the view rather than state. The view resets each to nil
  // before acting on it, so re-reading the state never shows an alert twice.
  public var pendingError: String?
  public var pendingNavigation: UserList.SelectUser.ViewModel?

  public init() {}
}
