/// What the detail view may ask of its scene. A protocol so the view can be tested against a
/// fake interactor.
public protocol BookDetailBusinessLogic: Sendable {
  /// Load the book (again): cancels a load still running.
  func load() async
  /// Stop a running load, e.g. because the screen is going away. Presents nothing.
  func cancel() async
}
