/// What a scene's router and view talk to: the shell's navigation stack and its alert line.
/// The router keeps it weakly, as a UIKit router keeps its view controller.
@MainActor
public protocol SceneNavigator: AnyObject {
  /// A router performed `route` (a value describing it, usually an enum case). When
  /// `destination` is given, the shell builds that scene with an environment of its own (so it
  /// can cancel the scene's work when it is popped) and pushes it on top of the current one.
  func route(_ route: Any, opening destination: SceneFactory?)

  /// The view shows an alert.
  func alert(title: String, message: String)

  /// The scene's own code took `scene` off screen (a UIKit router popped or dismissed its
  /// controller): the shell pops it, and any scene above it, as `back` would.
  func close(_ scene: any Scene)
}

extension SceneNavigator {
  /// For navigators that only record routes (a test's spy): closing is not theirs to do.
  public func close(_ scene: any Scene) {}
}

/// Builds a scene from the environment the shell gives it.
public typealias SceneFactory = @MainActor (SceneEnvironment) -> any Scene
