import Foundation

enum ListArticles {
  enum FetchArticles {
    struct Request {
      var section: String
    }
    struct Response {
      var articles: [Article]
    }
    struct ViewModel {
      struct DisplayedArticle: Equatable {
        var title: String
        var byline: String
        var section: String
      }
      var displayedArticles: [DisplayedArticle]
    }
  }

  enum ShowError {
    struct Response {
      var error: Error
    }
    struct ViewModel {
      var message: String
    }
  }
}
