import ExampleData
import Foundation
import SceneRuntime
import StateDiff

/// The UserList screen of seeds 000/002/003, Observable VIP: the presenter writes an
/// `@Observable` display state and the view (the shell) observes it. This type plays the view
/// controller: it wires the components (the configurator's job), forwards the user's actions
/// and follows the view lifecycle (live updates pause while the screen is covered).
@MainActor
public final class UserListScene: Scene {
  public let title = "users"
  let interactor: UserListInteractor
  let presenter: UserListPresenter
  let router: UserListRouter
  let displayState: UserListDisplayState
  private let tasks: TaskScope
  private let events: SceneEvents
  /// Stands in for the app's notification center, so `foreground` reaches only this screen.
  /// Made when the screen loads: a scene built only to be asked its intents (the shell's
  /// catalog check) never makes one, nor pays for tearing it down.
  private lazy var notificationCenter = NotificationCenter()
  /// The interval of live updates while they are on (the user's choice, kept across
  /// disappear/appear).
  private var liveInterval: Duration?
  /// Whether the screen disappeared with live updates on (they resume when it appears).
  private var isCovered = false

  public init(environment: SceneEnvironment, dataSource: any UserDataSource) {
    let displayState = UserListDisplayState()
    let presenter = UserListPresenter(displayState: displayState)
    let worker = UserListWorker(
      dataSource: dataSource, tasks: environment.tasks, clock: environment.clock,
      events: environment.events)
    self.displayState = displayState
    self.presenter = presenter
    self.interactor = UserListInteractor(presenter: presenter, worker: worker)
    self.router = UserListRouter(navigator: environment.navigator, dataSource: dataSource)
    self.tasks = environment.tasks
    self.events = environment.events
  }

  public var pattern: ScenePattern? { .observableVIP }

  public var intents: [Intent] {
    [
      Intent("fetch", summary: "Load the user list, as the screen does when it first appears.") {
        [weak self] _ in
        self?.fetchUsers()
      },
      Intent("refresh", summary: "Pull to refresh: fetch the list again.") { [weak self] _ in
        self?.fetchUsers()
      },
      Intent(
        "select",
        arguments: [IntentArgument("N", .integer)],
        summary: "Tap row N of displayedUsers (0-based, like indexPath.row).",
        details: "Row 0 is the first user. The interactor checks the index; a row that does\n"
          + "not exist comes back as the scene's own error (pendingError)."
      ) { [interactor, tasks] arguments in
        let request = UserList.SelectUser.Request(index: arguments.integer("N") ?? 0)
        tasks.send("selectUser", to: interactor, request) { await $0.selectUser(request: request) }
      },
      Intent(
        "live",
        arguments: [
          IntentArgument("MODE", .choice(["on", "off"])),
          IntentArgument("INTERVAL", .duration, optional: true),
        ],
        summary: "Poll the users now, then INTERVAL after each answer (default 30s), or stop.",
        details: "Seed 003: the worker's stream fetches at once, then after each interval.\n"
          + "Turning it on again replaces the poller; 'live off' cancels the whole chain.\n"
          + "Polling pauses while another scene covers this one."
      ) { [weak self] arguments throws(IntentFailure) in
        guard let self else { return }
        if arguments.choice("MODE") == "on" {
          let interval = arguments.duration("INTERVAL") ?? .seconds(30)
          guard interval > .zero else { throw IntentFailure("INTERVAL must be more than 0") }
          liveInterval = interval
          // What the worker's loop does: it sleeps the interval after each answer, so polls
          // start the interval plus a fetch's time apart.
          let every = DurationFormat.string(interval)
          events.emit("live updates on: a poll now, then \(every) after each answer")
          startLiveUpdates(every: interval)
        } else {
          guard arguments.duration("INTERVAL") == nil else {
            throw IntentFailure("'live off' takes no INTERVAL")
          }
          let wasOn = liveInterval != nil
          liveInterval = nil
          events.emit(wasOn ? "live updates off" : "live updates off (they were not on)")
          stopLiveUpdates()
        }
      },
      Intent(
        "foreground",
        summary: "The app comes back to the foreground: the screen refreshes (seed 003)."
      ) { [weak self, events] _ in
        events.emit("notification: \(Notification.Name.appWillEnterForeground.rawValue)")
        self?.notificationCenter.post(name: .appWillEnterForeground, object: nil)
      },
    ]
  }

  public func readState() -> [StateField] {
    [
      StateField("displayedUsers", in: displayState, \.displayedUsers),
      StateField("isLoading", in: displayState, \.isLoading),
      StateField("pendingError", in: displayState, \.pendingError),
      StateField("pendingNavigation", in: displayState, \.pendingNavigation),
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

  public var components: [SceneComponent] {
    [
      SceneComponent(interactor), SceneComponent(presenter), SceneComponent(displayState),
      SceneComponent(router),
    ]
  }

  /// Seed 000's `viewDidLoad`: observe the app coming back to the foreground (seed 003), then
  /// fetch the users, so the list fills as the screen opens.
  public func sceneDidLoad() {
    let notifications = notificationCenter.notifications(
      named: .appWillEnterForeground, tasks: tasks)
    tasks.send("observeAppForeground", to: interactor) {
      $0.observeAppForeground(notifications)
    }
    fetchUsers()
  }

  /// Live updates the user turned on start again when the screen is back (seed 003's
  /// `viewWillAppear`).
  public func sceneDidAppear() {
    guard let liveInterval, isCovered else { return }
    isCovered = false
    events.emit(
      "live updates resumed as \(title) appears: a poll now, then "
        + "\(DurationFormat.string(liveInterval)) after each answer")
    startLiveUpdates(every: liveInterval)
  }

  /// A covered screen stops polling (seed 003's `viewWillDisappear`).
  public func sceneDidDisappear() {
    guard liveInterval != nil else { return }
    isCovered = true
    events.emit("live updates paused while \(title) is covered")
    stopLiveUpdates()
  }

  // The view → interactor crossings, each one hop into the actor.

  private func fetchUsers() {
    let request = UserList.FetchUsers.Request()
    tasks.send("fetchUsers", to: interactor, request) { await $0.fetchUsers(request: request) }
  }

  private func startLiveUpdates(every interval: Duration) {
    tasks.send("startLiveUpdates", to: interactor, interval) {
      $0.startLiveUpdates(interval: interval)
    }
  }

  private func stopLiveUpdates() {
    tasks.send("stopLiveUpdates", to: interactor) { $0.stopLiveUpdates() }
  }
}

extension Notification.Name {
  /// What `UIApplication.willEnterForegroundNotification` is on iOS.
  static let appWillEnterForeground = Notification.Name("appWillEnterForeground")
}
