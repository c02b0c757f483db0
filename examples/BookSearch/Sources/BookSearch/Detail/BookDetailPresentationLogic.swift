/// What the detail interactor tells its presenter. `@MainActor`, so the interactor's `await`
/// is the hop onto the main actor; `Sendable`, so the interactor actor may hold one.
@MainActor
public protocol BookDetailPresentationLogic: AnyObject, Sendable {
  func presentLoading(_ isLoading: Bool)
  func presentBook(_ response: BookDetail.Load.Response)
  func presentError(_ error: any Error)
}
