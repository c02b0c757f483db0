import Foundation

/// The production posts store: one GET per fetch, decoded with `JSONDecoder`.
public class PostsAPI: PostsStoreProtocol {
  private let baseURL: URL
  private let session: URLSession

  /// - Parameters:
  ///   - baseURL: The server; jsonplaceholder unless a staging or stub server is wanted.
  ///   - session: `.shared` in the app; a session with its own configuration otherwise.
  public init(baseURL: URL = JSONPlaceholder.baseURL, session: URLSession = .shared) {
    self.baseURL = baseURL
    self.session = session
  }

  public func fetchPosts(
    userId: Int, completion: @escaping (Result<[Post], PostsStoreError>) -> Void
  ) {
    var components = URLComponents(
      url: baseURL.appendingPathComponent("posts"), resolvingAgainstBaseURL: false)
    components?.queryItems = [URLQueryItem(name: "userId", value: String(userId))]
    guard let url = components?.url else {
      // Only a malformed base URL gets here; answer as URLSession itself would.
      let description = URLError(.badURL).localizedDescription
      DispatchQueue.main.async { completion(.failure(.network(description: description))) }
      return
    }

    session.dataTask(with: url) { data, response, error in
      let result = PostsAPI.result(data: data, response: response, error: error)
      // Callers update the UI with the answer: hand it over on the main queue.
      DispatchQueue.main.async { completion(result) }
    }.resume()
  }

  /// Turns what the data task delivered into posts or the reason there are none.
  static func result(data: Data?, response: URLResponse?, error: Error?) -> Result<
    [Post], PostsStoreError
  > {
    if let error = error {
      return .failure(.network(description: error.localizedDescription))
    }
    if let http = response as? HTTPURLResponse, !(200..<300).contains(http.statusCode) {
      return .failure(.badStatus(code: http.statusCode))
    }
    guard let data = data, let posts = try? JSONDecoder().decode([Post].self, from: data) else {
      return .failure(.undecodable)
    }
    return .success(posts)
  }
}
