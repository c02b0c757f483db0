/// What a scene's router and view talk to: the shell's navigation stack and its alert line.
/// The router keeps it weakly, as a UIKit router keeps its view controller.
@MainActor
public protocol SceneNavigator: AnyObject {
  /// A router performed `route` (a value describing it, usually an enum case). When
  /// `destination` is given, that scene is pushed on top of the current one.
  func route(_ route: Any, opening destination: (any Scene)?)

  /// The view shows an alert.
  func alert(title: String, message: String)
}
