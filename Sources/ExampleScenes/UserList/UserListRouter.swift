import ExampleData
import SceneRuntime

/// Where UserList navigates to.
public enum UserListRoute: Equatable, Sendable {
  case userDetail(userId: Int, userName: String)
}

/// Navigation for the UserList scene. Keeps the navigator weakly, as a UIKit router keeps its
/// view controller.
@MainActor
final class UserListRouter {
  weak var navigator: (any SceneNavigator)?
  private let dataSource: any UserDataSource

  init(navigator: (any SceneNavigator)?, dataSource: any UserDataSource) {
    self.navigator = navigator
    self.dataSource = dataSource
  }

  /// Opens the user's profile (the pure-VIP Profile scene of seed 001).
  func routeToUserDetail(userId: Int, userName: String) {
    navigator?.route(UserListRoute.userDetail(userId: userId, userName: userName)) {
      [dataSource] environment in
      ProfileScene(environment: environment, dataSource: dataSource, userId: userId)
    }
  }
}
