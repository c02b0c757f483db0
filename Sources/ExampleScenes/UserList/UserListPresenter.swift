import Foundation
import SceneRuntime

/// What the interactor tells the presenter. A `HopTarget`, so each call is recorded as a hop
/// (and can be stepped to) by the one line at the call site.
@MainActor
protocol UserListPresentationLogic: HopTarget {
  func presentLoading(_ isLoading: Bool)
  func presentUsers(_ response: UserList.FetchUsers.Response)
  func presentError(_ error: any Error)
  func presentSelectedUser(_ response: UserList.SelectUser.Response)
}

/// Formats responses into the display state. It never sees the view, so there is no
/// `weak var viewController` and no retain cycle (seed 002).
@MainActor
final class UserListPresenter: UserListPresentationLogic {
  let displayState: UserListDisplayState

  init(displayState: UserListDisplayState) {
    self.displayState = displayState
  }

  func presentLoading(_ isLoading: Bool) {
    displayState.isLoading = isLoading
  }

  func presentUsers(_ response: UserList.FetchUsers.Response) {
    displayState.displayedUsers = response.users.map { user in
      UserList.FetchUsers.ViewModel.DisplayedUser(
        id: user.id,
        fullName: Self.fullName(user.name),
        emailLabel: user.email.lowercased()
      )
    }
  }

  func presentError(_ error: any Error) {
    // A newer error replaces one not yet shown: the latest is the relevant one.
    displayState.pendingError = error.localizedDescription
  }

  func presentSelectedUser(_ response: UserList.SelectUser.Response) {
    displayState.pendingNavigation = UserList.SelectUser.ViewModel(
      userId: response.selectedUser.id,
      userName: Self.fullName(response.selectedUser.name)
    )
  }
}

extension UserListPresenter {
  /// "clementine BAUCH" → "Clementine Bauch": capitalised word by word.
  static func fullName(_ name: String) -> String {
    name.split(separator: " ").map(\.capitalized).joined(separator: " ")
  }
}
