import Foundation

class ListArticlesWorker {
  let service = NewsService()

  func fetchArticles(section: String, completion: @escaping ([Article]?, Error?) -> Void) {
    service.fetchTopStories(section: section, completion: completion)
  }
}
