import Foundation

protocol ListArticlesPresentationLogic {
  func presentArticles(response: ListArticles.FetchArticles.Response)
  func presentError(response: ListArticles.ShowError.Response)
}

protocol ListArticlesDisplayLogic: AnyObject {
  func displayArticles(viewModel: ListArticles.FetchArticles.ViewModel)
  func displayError(viewModel: ListArticles.ShowError.ViewModel)
}

class ListArticlesPresenter: ListArticlesPresentationLogic {
  weak var viewController: ListArticlesDisplayLogic?

  func presentArticles(response: ListArticles.FetchArticles.Response) {
    let displayed = response.articles.map {
      ListArticles.FetchArticles.ViewModel.DisplayedArticle(
        title: $0.title, byline: $0.byline.isEmpty ? "Staff" : $0.byline,
        section: $0.section.capitalized)
    }
    viewController?.displayArticles(
      viewModel: ListArticles.FetchArticles.ViewModel(displayedArticles: displayed))
  }

  func presentError(response: ListArticles.ShowError.Response) {
    let message: String
    switch response.error {
    case NewsServiceError.badStatus(let status):
      message = "The news service answered \(status)."
    case NewsServiceError.unreadable:
      message = "The news could not be read."
    case let error as URLError where error.code == .notConnectedToInternet:
      message = "You are offline."
    default:
      message = "Something went wrong."
    }
    viewController?.displayError(viewModel: ListArticles.ShowError.ViewModel(message: message))
  }
}
