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

  /// The parts among `parts` that are objects, in order. A template's parts are optionals of
  /// protocol type (`var interactor: ListOrdersBusinessLogic?`), which `init` cannot take: nil
  /// and values are skipped.
  ///
  /// ```swift
  /// var components: [SceneComponent] {
  ///   SceneComponent.parts(list.interactor, list.router, presenter)
  /// }
  /// ```
  public static func parts(_ parts: Any?...) -> [SceneComponent] {
    parts.compactMap { part in
      guard let part, type(of: part) is AnyClass else { return nil }
      return SceneComponent(part as AnyObject)
    }
  }

  /// True once nothing holds the part any more.
  public var isReleased: Bool { object == nil }
}
