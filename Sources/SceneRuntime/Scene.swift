/// What the shell hosts: a scene's view controller, minus the UI.
///
/// A conforming type wires an Interactor (`actor`), a Presenter (`@MainActor`), a DisplayState
/// (`@Observable`), a Router and a Worker, exactly as the scene's configurator would, and tells
/// the shell three things: which intents the user can send, how to read the state the view
/// shows, and which one-time events the view consumes. The shell is the view: it turns intents
/// into commands, observes the state and prints what changed.
@MainActor
public protocol Scene: AnyObject {
  /// The name the prompt shows, such as `users` or `profile(3)`.
  var title: String { get }

  /// The actions the view offers, in the order `help` lists them.
  var intents: [Intent] { get }

  /// Reads every property the view renders, through the properties' getters, so that
  /// Observation tracks each of them (as a UIKit view's `applyState` does).
  func readState() -> [StateField]

  /// The one-time events the view consumes, in the order it checks them.
  var pendingEvents: [PendingEvent] { get }

  /// The architecture the scene follows; `nil` (the default) leaves the rules that depend on
  /// it unchecked: who may write the state differs from one pattern to the next.
  var pattern: ScenePattern? { get }

  /// Whether the scene's adapter records the presenter's calls (`hop(.presenter, …)`; the
  /// model's `update(state:)` in MVI), known before any is made: the rule on who writes the
  /// state then judges the first change too. `false` (the default) leaves the rule to learn it
  /// from the first presenter hop it sees, and say until then that it cannot judge.
  var decoratesPresenter: Bool { get }

  /// The scene's parts (Interactor, Presenter, DisplayState, Router), held weakly: after the
  /// scene is popped and its tasks have ended, the shell checks that each was released.
  var components: [SceneComponent] { get }

  /// The view was pushed and is observing its state: the place for a first fetch, as
  /// `viewDidLoad` is in the seeds (observe first, so no update is missed).
  func sceneDidLoad()

  /// The view appeared (pushed, or uncovered by `back`).
  func sceneDidAppear()

  /// The view disappeared (covered or popped).
  func sceneDidDisappear()
}

extension Scene {
  public var pendingEvents: [PendingEvent] { [] }
  public var pattern: ScenePattern? { nil }
  public var decoratesPresenter: Bool { false }
  public var components: [SceneComponent] { [] }
  public func sceneDidLoad() {}
  public func sceneDidAppear() {}
  public func sceneDidDisappear() {}
}
