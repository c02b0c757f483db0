/// What the detail presenter calls on the view (pure VIP's push model: the presenter drives
/// the view directly). Implemented by the view; `AnyObject` so the presenter can hold it weakly.
@MainActor
public protocol BookDetailDisplayLogic: AnyObject {
  func displayLoading(_ isLoading: Bool)
  func displayBook(viewModel: BookDetail.Load.ViewModel)
  func displayError(message: String)
}
