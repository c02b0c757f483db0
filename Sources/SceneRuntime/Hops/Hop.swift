/// One crossing between a scene's components, as the runtime recorded it: the view sending an
/// intent to the interactor, the interactor calling the worker or the presenter, the state
/// changing under the view, an event consumed, a route, a task cancelled.
///
/// Hops form a tree per command: each records the hop it happened inside (`parent`), and the
/// command the user typed is the root.
public struct Hop: Sendable, Identifiable {
  public enum Kind: String, Sendable {
    /// The line the user typed: the root of a tree.
    case command
    /// The view → interactor crossing: an interactor (or MVI intent) method entered.
    case interactor
    /// A worker call: started when recorded, finished with a result and a duration.
    case worker
    /// A request the scene's own `URLSession` made, answered by the shell
    /// (`GET https://… → 200, 2.9 KB`): finished with a result and a duration, as a worker
    /// call is. Its method is the request line; it has no component.
    case request
    /// Interactor → presenter (or intent → model): a main-actor call.
    case presenter
    /// Presenter → view in pure VIP: a `display…(viewModel:)` call on the DisplayLogic
    /// protocol (push model), as opposed to Observable VIP's presenter writing observed state.
    case display
    /// The view → router crossing in Clean Swift: a `…RoutingLogic` method entered
    /// (`ListOrdersRouter.routeToShowOrder(segue: …)`), under which the route it takes, if any,
    /// is recorded (`route push(…)`).
    case router
    /// An element arriving from a stream (a notification, a router event): the link between
    /// whoever sent it (`caller`) and the component consuming it.
    case delivery
    /// The view saw the state change: one Observation notification, and what it changed.
    case stateChange
    /// A one-time event appeared in the state.
    case pendingSet
    /// The view consumed a one-time event: reset it, then acted.
    case pendingConsumed
    case route
    case alert
    case push
    case pop
    case taskCancelled
    case streamTerminated
    /// A line the scene printed (`⌁ print: …`), under the hop that printed it.
    case output
    /// A pattern's rule broken in the hop it is recorded under (`⚠ rule one-way: …`).
    case rule
  }

  public let id: Int
  /// The hop this one happened inside; `nil` for a command.
  public let parent: Int?
  /// The command this hop belongs to.
  public let root: Int
  public let kind: Kind
  /// The component crossed into, such as `UserListPresenter`.
  public var component: String { box.text.component }
  /// The component whose code made the crossing, when it is not the one the parent hop
  /// entered: the source of a delivered stream element (`NotificationCenter`).
  public var caller: String? { box.text.caller }
  /// The method called, such as `presentLoading`, or what happened (`cancelled`).
  public internal(set) var method: String {
    get { box.text.method }
    set { change { $0.method = newValue } }
  }
  /// The payload, summarised (`userId: 3`, `10 users`); `nil` when there is none.
  public var arguments: String? { box.text.arguments }
  /// Where the hop ran: `MainActor`, `actor UserListInteractor`, `nonisolated`.
  public var isolation: String? { box.text.isolation }
  /// When it started, on the scene clock: for a hop held in step mode, when it was let go.
  public internal(set) var time: SceneClock.Instant
  /// Tells apart the tasks that recorded hops, so concurrent siblings can be shown as such.
  /// Not stable from run to run; never printed.
  public let taskIdentity: Int
  /// When it started (see `HopStart`): siblings are shown in this order, then by `id`.
  public let start: UInt64
  /// A finished worker call's result (or error), summarised.
  public internal(set) var result: String? {
    get { box.text.result }
    set { change { $0.result = newValue } }
  }
  public internal(set) var failed = false
  /// A worker call's duration on the scene clock (simulated latency included).
  public internal(set) var duration: Duration?
  /// Extra lines: the changes of a state-change hop.
  public internal(set) var details: [String] {
    get { box.text.details }
    set { change { $0.details = newValue } }
  }
  /// For a completion handler's delivery: the call whose answer it hands over.
  public internal(set) var delivers: Int?
  /// The hop's text, in one object: hops are copied wherever they are read (a look at the
  /// latest ones, a walk to a parent), and a copy then retains one reference, not seven.
  private var box: TextBox

  /// Says what the hop turned out to be, in one change (see `HopRecorder.describe`).
  mutating func describe(as method: String, details: [String]) {
    change {
      $0.method = method
      $0.details = details
    }
  }

  init(
    id: Int, parent: Int?, root: Int, kind: Kind, component: String, caller: String?,
    method: String, arguments: String?, isolation: String?, time: SceneClock.Instant,
    taskIdentity: Int, start: UInt64
  ) {
    self.id = id
    self.start = start
    self.parent = parent
    self.root = root
    self.kind = kind
    self.time = time
    self.taskIdentity = taskIdentity
    self.box = TextBox(
      Text(
        component: component, caller: caller, method: method, arguments: arguments,
        isolation: isolation, result: nil, details: []))
  }

  /// The recorder's rare changes to a hop (a description, a result) put a new box in place:
  /// copies handed out keep what they were, as values do.
  private mutating func change(_ body: (inout Text) -> Void) {
    var text = box.text
    body(&text)
    box = TextBox(text)
  }

  private struct Text: Sendable {
    var component: String
    var caller: String?
    var method: String
    var arguments: String?
    var isolation: String?
    var result: String?
    var details: [String]
  }

  private final class TextBox: Sendable {
    let text: Text

    init(_ text: Text) {
      self.text = text
    }
  }

  /// `UserListPresenter.presentLoading(true)`, `UserListInteractor.fetchUsers`.
  public var call: String {
    let name = component.isEmpty ? method : "\(component).\(method)"
    guard let arguments, !arguments.isEmpty else { return name }
    return "\(name)(\(arguments))"
  }
}
