import StateDiff

/// One part of a scene — its Interactor, Presenter, DisplayState, Router — held weakly. Once
/// the scene is popped and its tasks have ended nothing should hold the part; the shell checks
/// through this reference, and a survivor is the retain cycle seed 002 warns about.
@MainActor
public struct SceneComponent {
  /// What a warning calls the part, such as `UserListPresenter`.
  public let name: String
  // Weak, so that listing a part never keeps it alive.
  private weak var object: AnyObject?

  /// `name` defaults to the part's type name.
  public init(_ object: AnyObject, name: String? = nil) {
    self.name = name ?? TypeName.of(type(of: object))
    self.object = object
  }

  /// True once nothing holds the part any more.
  public var isReleased: Bool { object == nil }
}
