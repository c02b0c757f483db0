import Foundation

enum NewsServiceError: Error {
  case badStatus(Int)
  case unreadable
}

class NewsService {
  static let apiKey = "k3y-for-tests"
  let baseURL = "https://api.newsroom.test/svc/topstories/v2/"

  // swift-format-ignore: NeverForceUnwrap
  func fetchTopStories(section: String, completion: @escaping ([Article]?, Error?) -> Void) {
    var components = URLComponents(string: baseURL + section + ".json")!
    components.queryItems = [URLQueryItem(name: "api-key", value: NewsService.apiKey)]
    let task = URLSession.shared.dataTask(with: components.url!) { data, response, error in
      if let error = error {
        DispatchQueue.main.async { completion(nil, error) }
        return
      }
      let status = (response as? HTTPURLResponse)?.statusCode ?? 0
      guard status == 200, let data = data else {
        DispatchQueue.main.async { completion(nil, NewsServiceError.badStatus(status)) }
        return
      }
      do {
        let page = try JSONDecoder().decode(TopStories.self, from: data)
        DispatchQueue.main.async { completion(page.results, nil) }
      } catch {
        DispatchQueue.main.async { completion(nil, NewsServiceError.unreadable) }
      }
    }
    task.resume()
  }
}
