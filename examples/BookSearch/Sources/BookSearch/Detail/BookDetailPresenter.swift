import Foundation

/// Formats the book for the detail screen and pushes the result into the view.
@MainActor
public final class BookDetailPresenter: BookDetailPresentationLogic {
  /// Weak: the view owns the interactor, which owns this presenter; a strong reference back
  /// to the view would close that cycle and keep a dismissed screen alive.
  public weak var viewController: (any BookDetailDisplayLogic)?

  public init(viewController: (any BookDetailDisplayLogic)? = nil) {
    self.viewController = viewController
  }

  public func presentLoading(_ isLoading: Bool) {
    viewController?.displayLoading(isLoading)
  }

  public func presentBook(_ response: BookDetail.Load.Response) {
    let book = response.book
    let viewModel = BookDetail.Load.ViewModel(
      title: book.title,
      byline: "by \(book.author)",
      pages: book.pages == 1 ? "1 page" : "\(book.pages) pages",
      year: String(book.year)
    )
    viewController?.displayBook(viewModel: viewModel)
  }

  public func presentError(_ error: any Error) {
    let message =
      (error as? any LocalizedError)?.errorDescription ?? "Something went wrong. Please try again."
    viewController?.displayError(message: message)
  }
}
