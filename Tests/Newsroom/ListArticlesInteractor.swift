import Foundation

protocol ListArticlesBusinessLogic {
  func fetchArticles(request: ListArticles.FetchArticles.Request)
}

class ListArticlesInteractor: ListArticlesBusinessLogic {
  var presenter: ListArticlesPresentationLogic?
  var worker = ListArticlesWorker()

  func fetchArticles(request: ListArticles.FetchArticles.Request) {
    worker.fetchArticles(section: request.section) { [weak self] articles, error in
      if let articles = articles {
        self?.presenter?.presentArticles(
          response: ListArticles.FetchArticles.Response(articles: articles))
      } else if let error = error {
        self?.presenter?.presentError(response: ListArticles.ShowError.Response(error: error))
      }
    }
  }
}
