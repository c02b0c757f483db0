import SceneRuntime

/// The UserList screen of seeds 000/002, Observable VIP: the presenter writes an `@Observable`
/// display state and the view (the shell) observes it. This type plays the view controller:
/// it wires the components (the configurator's job) and forwards the user's actions.
@MainActor
public final class UserListScene: Scene {
  public let title = "users"
  let interactor: UserListInteractor
  let presenter: UserListPresenter
  let router: UserListRouter
  let displayState: UserListDisplayState
  private let tasks: TaskTracker

  public init(environment: SceneEnvironment, dataSource: any UserDataSource) {
    let displayState = UserListDisplayState()
    let presenter = UserListPresenter(displayState: displayState)
    self.displayState = displayState
    self.presenter = presenter
    self.interactor = UserListInteractor(
      presenter: presenter, worker: UserListWorker(dataSource: dataSource))
    self.router = UserListRouter(navigator: environment.navigator)
    self.tasks = environment.tasks
  }

  public var intents: [Intent] {
    [
      Intent("fetch", summary: "Load the user list, as the screen does when it first appears.") {
        [interactor, tasks] _ in
        tasks.spawn { await interactor.fetchUsers(request: UserList.FetchUsers.Request()) }
      },
      Intent("refresh", summary: "Pull to refresh: fetch the list again.") {
        [interactor, tasks] _ in
        tasks.spawn { await interactor.fetchUsers(request: UserList.FetchUsers.Request()) }
      },
      Intent(
        "select",
        arguments: [IntentArgument("N", .integer)],
        summary: "Tap row N of displayedUsers (0-based, like indexPath.row).",
        details: "Row 0 is the first user. The interactor checks the index; a row that does\n"
          + "not exist comes back as the scene's own error (pendingError)."
      ) { [interactor, tasks] arguments in
        let index = arguments.integer("N") ?? 0
        tasks.spawn {
          await interactor.selectUser(request: UserList.SelectUser.Request(index: index))
        }
      },
    ]
  }

  public func readState() -> [StateField] {
    [
      StateField("displayedUsers", displayState.displayedUsers),
      StateField("isLoading", displayState.isLoading),
      StateField("pendingError", displayState.pendingError as Any),
      StateField("pendingNavigation", displayState.pendingNavigation as Any),
    ]
  }

  public var pendingEvents: [PendingEvent] {
    [
      PendingEvent("pendingError", in: displayState, \.pendingError) { [weak router] message in
        router?.navigator?.alert(title: "Oops!", message: message)
      },
      PendingEvent("pendingNavigation", in: displayState, \.pendingNavigation) {
        [weak router] navigation in
        router?.routeToUserDetail(userId: navigation.userId, userName: navigation.userName)
      },
    ]
  }
}
